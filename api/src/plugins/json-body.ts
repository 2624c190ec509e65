// The client sends its JSON content type on every call, body or not (logout, DELETE,
// "make active"). An empty body with that type is "no body", not malformed JSON: the route's
// own schema then says what is missing, if anything. Other JSON is parsed as Fastify does; plain text is refused.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const jsonBodyPlugin: FastifyPluginAsync = async (app) => {
  // The API reads JSON (and forms, where a module registers them): plain text is 415, not a
  // string handed to a schema that expects an object.
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
};

export default fp(jsonBodyPlugin, { name: 'api-json-body' });
