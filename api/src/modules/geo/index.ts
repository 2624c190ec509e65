// Geo module (regions, addresses, geocoding): its public face. The app mounts its routes and
// configures the provider; callbacks, content and seo read regions through its repository.
// Everything else in this folder is the module's own.
export { DEFAULT_DADATA_BASE_URL } from './dadata-geo.ts';
export { geoAddressRoutes, geoV2Routes } from './geo-addresses.routes.ts';
export { createGeoAddressesDeps, type GeoConfig, type GeoProviderConfig, resolveGeoConfig } from './geo.config.ts';
export { createGeoRepository, type GeoRepository } from './geo.repository.ts';
export { default as geoRoutes } from './geo.routes.ts';
