// Public face of the contracts: zod schemas of API requests and responses, shared by the API and the browser.
// The endpoint table names its schemas; schemasOf(endpoint) gives them back (node side: the table
// itself stays free of zod so the browser can load it on every page).
export * from './schemas';
export * from './endpoints';
export { schemasOf, type EndpointSchemas } from './endpoints/schemas-of';
