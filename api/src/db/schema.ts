// The database tables, one file per domain under schema/ (the file's first line names the module that owns its
// tables): this barrel is the one import point, and drizzle-kit generates the SQL migrations in api/drizzle/ from it.
export * from './schema/geo.ts';
export * from './schema/callbacks.ts';
export * from './schema/accounts.ts';
export * from './schema/cooks.ts';
export * from './schema/catalog.ts';
export * from './schema/compilations.ts';
export * from './schema/content.ts';
export * from './schema/seo.ts';
export * from './schema/notifications.ts';
export * from './schema/devices.ts';
export * from './schema/moderation.ts';
export * from './schema/addresses.ts';
export * from './schema/favorites.ts';
export * from './schema/promo.ts';
export * from './schema/orders.ts';
export * from './schema/reviews.ts';
export * from './schema/basket.ts';
export * from './schema/schedule.ts';
export * from './schema/payments.ts';
export * from './schema/realtime.ts';
export * from './schema/payouts.ts';
export * from './schema/chat.ts';
