import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { defaultRemotesMap, readServerConfig } from './config.ts';
import { PRODUCTION_ENV } from '../../api/src/test/production-env.ts';

const SIX_CONTAINERS = ['mf_catalog', 'mf_cook', 'mf_basket_checkout', 'mf_profile', 'mf_cook_cabinet', 'mf_chat'];

describe('readServerConfig', () => {
  test('defaults: port 3000 on every interface, PGlite in ./.data, development, the API in this process', () => {
    const config = readServerConfig({});
    assert.equal(config.apiUpstream, undefined);
    assert.equal(config.port, 3000);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.pgliteDir, path.resolve('./.data'));
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.environment, 'development');
    assert.equal(config.publicOrigin, undefined);
    assert.equal(config.sentryDsn, null);
    assert.equal(config.metrikaId, null);
    assert.ok(path.isAbsolute(config.appsRoot));
  });

  test('PORT overrides the port', () => {
    assert.equal(readServerConfig({ PORT: '8080' }).port, 8080);
    assert.equal(readServerConfig({ PORT: '65535' }).port, 65535);
  });

  test('an empty PORT counts as unset, like every other variable', () => {
    assert.equal(readServerConfig({ PORT: '' }).port, 3000);
  });

  for (const port of ['0', '-1', '65536', '80.5', 'abc', '3000x']) {
    test(`PORT=${port} is refused with a clear message`, () => {
      assert.throws(
        () => readServerConfig({ PORT: port }),
        /^Error: Configuration refused:\nPORT must be (a port number from 1 to 65535|a whole number of port)/,
      );
    });
  }

  test("PGLITE_DIR 'memory://' is a throwaway database, anything else a directory made absolute", () => {
    assert.equal(readServerConfig({ PGLITE_DIR: 'memory://' }).pgliteDir, 'memory://');
    assert.equal(readServerConfig({ PGLITE_DIR: 'tmp/db' }).pgliteDir, path.resolve('tmp/db'));
  });

  test('reads the other variables, empty ones counting as unset', () => {
    const config = readServerConfig({
      ...PRODUCTION_ENV,
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://localhost/povar',
      PUBLIC_URL: 'https://povar-ryadom.ru',
      SENTRY_DSN: 'https://key@sentry.example/1',
      METRIKA_ID: '123',
      APPS_ROOT: 'some/where',
      API_UPSTREAM: 'http://api:3001',
    });
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.databaseUrl, 'postgres://localhost/povar');
    assert.equal(config.environment, 'production');
    assert.equal(config.publicOrigin, 'https://povar-ryadom.ru');
    assert.equal(config.sentryDsn, 'https://key@sentry.example/1');
    assert.equal(config.metrikaId, '123');
    assert.equal(config.appsRoot, path.resolve('some/where'));
    assert.equal(config.apiUpstream, 'http://api:3001');

    const empty = readServerConfig({ DATABASE_URL: '', PUBLIC_URL: '', SENTRY_DSN: '', METRIKA_ID: '', API_UPSTREAM: '' });
    assert.equal(empty.apiUpstream, undefined);
    assert.equal(empty.databaseUrl, undefined);
    assert.equal(empty.publicOrigin, undefined);
    assert.equal(empty.sentryDsn, null);
    assert.equal(empty.metrikaId, null);
  });

  test('the remotes map lists the six containers under /mf/<remote>/ by default', () => {
    const { remotes } = readServerConfig({});
    assert.deepEqual(Object.keys(remotes), SIX_CONTAINERS);
    assert.equal(remotes.mf_basket_checkout, '/mf/mf-basket-checkout/mf-manifest.json');
    assert.deepEqual(remotes, defaultRemotesMap());
  });

  test('REMOTES_MAP replaces single entries and keeps the others', () => {
    const { remotes } = readServerConfig({ REMOTES_MAP: '{"mf_chat":"https://cdn.example/chat/2.0.1/mf-manifest.json"}' });
    assert.equal(remotes.mf_chat, 'https://cdn.example/chat/2.0.1/mf-manifest.json');
    assert.equal(remotes.mf_catalog, '/mf/mf-catalog/mf-manifest.json');
    assert.equal(Object.keys(remotes).length, 6);
  });

  for (const raw of ['["mf_chat"]', 'null', '"mf_chat"', '42', '{"mf_chat":1}']) {
    test(`REMOTES_MAP=${raw} is refused: it must be a JSON object of names to URLs`, () => {
      assert.throws(() => readServerConfig({ REMOTES_MAP: raw }), /REMOTES_MAP must be a JSON object of names to URLs/);
    });
  }

  test('REMOTES_MAP that is not JSON is refused by name', () => {
    assert.throws(() => readServerConfig({ REMOTES_MAP: '{mf_chat: x}' }), /REMOTES_MAP must be a JSON object, got text that is not JSON/);
  });

  test("REMOTES_SERVER_MAP gives the server's own addresses beside the browser's, which stay as they were", () => {
    const { remotes, remotesServerAddresses } = readServerConfig({
      REMOTES_MAP: '{"mf_chat":"http://localhost:3106/mf/mf-chat/mf-manifest.json"}',
      REMOTES_SERVER_MAP: '{"mf_chat":"http://mf-chat/mf/mf-chat/mf-manifest.json"}',
    });
    assert.equal(remotes.mf_chat, 'http://localhost:3106/mf/mf-chat/mf-manifest.json');
    assert.deepEqual(remotesServerAddresses, { mf_chat: 'http://mf-chat/mf/mf-chat/mf-manifest.json' });
    assert.deepEqual(readServerConfig({}).remotesServerAddresses, {});
    assert.throws(() => readServerConfig({ REMOTES_SERVER_MAP: '["mf_chat"]' }), /REMOTES_SERVER_MAP must be a JSON object of names to URLs/);
  });

  test('PUBLIC_ORIGIN, the older name, still sets the public address when PUBLIC_URL is unset', () => {
    assert.equal(readServerConfig({ PUBLIC_ORIGIN: 'https://povar-ryadom.ru/' }).publicOrigin, 'https://povar-ryadom.ru');
    assert.equal(readServerConfig({ PUBLIC_ORIGIN: 'https://old.example', PUBLIC_URL: 'https://new.example' }).publicOrigin, 'https://new.example');
  });
});
