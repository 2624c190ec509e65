// Geo module (regions, addresses, geocoding): its public face. The app registers its plugins: the
// address lookups' provider and allowance (app.geoAddresses) and the served regions kept in memory
// (app.servedRegions, where listings, the map and the home page find their region), and mounts its
// routes; callbacks, content and seo read regions through its repository; the seed runs its step,
// the regions every database gets. Everything else in this folder is the module's own.
export { distanceMetres } from './address-index.ts';
export { DEFAULT_DADATA_BASE_URL } from './dadata-geo.ts';
export { geoAddressRoutes, geoV2Routes } from './geo-addresses.routes.ts';
export { geoAddressesPlugin } from './geo-addresses.plugin.ts';
export { type GeoConfig, type GeoProviderConfig, resolveGeoConfig } from './geo.config.ts';
export { seedMainCities } from './geo.reference-seed.ts';
export { createGeoRepository, type GeoRepository } from './geo.repository.ts';
export { default as geoRoutes } from './geo.routes.ts';
export { createServedRegions, readServedRegions, type ServedRegion, type ServedRegions, servedRegionsPlugin } from './served-regions.ts';
