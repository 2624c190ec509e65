// The API's last pass: every module's routes under their prefixes. A route plugin reads the
// services it needs from the instance (app.orders, app.checkout…; the modules pass in app.ts) and
// names their plugins, so one registered without them fails at start; its options are settings only.
import fp from 'fastify-plugin';
import type { ApiContext } from './api-options.ts';
import { guestAddressesRoutes, userAddressesRoutes } from './modules/addresses/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { basketRoutes, repeatOrderRoutes, upsellRoutes } from './modules/basket/index.ts';
import { cabinetDishesRoutes } from './modules/cabinet/index.ts';
import { callbacksRoutes } from './modules/callbacks/index.ts';
import { catalogRoutes } from './modules/catalog/index.ts';
import { chatRoutes } from './modules/chat/index.ts';
import { checkoutRoutes, orderPaymentRoutes } from './modules/checkout/index.ts';
import { compilationsRoutes } from './modules/compilations/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { cooksRoutes } from './modules/cooks/index.ts';
import { devRoutes } from './modules/dev/index.ts';
import { devicesRoutes } from './modules/devices/index.ts';
import { favoritesRoutes } from './modules/favorites/index.ts';
import { geoAddressRoutes, geoRoutes, geoV2Routes } from './modules/geo/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { mapRoutes } from './modules/map/index.ts';
import { cookApplicationsRoutes, moderationRoutes, ownFilesRoutes } from './modules/moderation/index.ts';
import { ordersRoutes } from './modules/orders/index.ts';
import { paymentsRoutes } from './modules/payments/index.ts';
import { payoutsRoutes } from './modules/payouts/index.ts';
import { loadCurrentUser, profilesRoutes } from './modules/profiles/index.ts';
import { promoRoutes } from './modules/promo/index.ts';
import { reviewsRoutes } from './modules/reviews/index.ts';
import { cookScheduleRoutes, cookSlotsRoutes } from './modules/schedule/index.ts';
import { seoRoutes } from './modules/seo/index.ts';
import filesPlugin from './plugins/files.ts';

export default fp<ApiContext>(
  async function routesPlugin(app, api) {
    const { now, storage, production, publicUrl } = api;
    await app.register(healthRoutes, { storage });
    await app.register(geoRoutes, { prefix: '/geo' });
    await app.register(geoAddressRoutes, { prefix: '/geo' });
    await app.register(geoV2Routes, { prefix: '/v2/geo' });
    await app.register(callbacksRoutes, { prefix: '/popup' });
    await app.register(catalogRoutes, { prefix: '/catalog' });
    await app.register(mapRoutes, { prefix: '/map' });
    await app.register(cooksRoutes, { prefix: '/cooks' });
    // The content calls sit at the top level: /api/index, /api/banners, /api/site-settings…
    await app.register(contentRoutes);
    await app.register(seoRoutes, { prefix: '/seo' });
    // Auth stands under profiles, so the profile's view of a user is handed in rather than imported.
    await app.register(authRoutes, { prefix: '/auth', config: api.auth, now, presentUser: loadCurrentUser });
    await app.register(profilesRoutes, {
      prefix: '/profiles',
      config: api.auth,
      now,
      storage,
      inScope: async (scope) => {
        await scope.register(cookApplicationsRoutes, { storage: storage ?? null, now });
      },
    });
    // A scope of its own beside the profiles one (which parses multipart forms): only JSON here.
    await app.register(userAddressesRoutes, { prefix: '/profiles/addresses', now });
    await app.register(guestAddressesRoutes, { prefix: '/guest/addresses', now });
    await app.register(favoritesRoutes, { prefix: '/profiles/favorites', now });
    await app.register(basketRoutes, { prefix: '/basket', now });
    // YooKassa's notifications; /profiles/payment-types; the fake YooKassa when none is configured.
    await app.register(paymentsRoutes, { config: api.payments, production, now });
    // /cooks/{id}/slots beside the cook page's routes; the cook's own schedule in a JSON-only scope of its own.
    await app.register(cookSlotsRoutes, { prefix: '/cooks', now });
    await app.register(cookScheduleRoutes, { prefix: '/profiles/schedule', now });
    await app.register(compilationsRoutes, { prefix: '/profiles/compilations' });
    // The caller's own documents and kitchen photos with their moderation state (JSON only: beside the multipart profiles scope).
    await app.register(ownFilesRoutes, { prefix: '/profiles/files' });
    // The cook's own dishes; a scope of its own, as its picture upload parses multipart forms.
    await app.register(cabinetDishesRoutes, { prefix: '/profiles/dishes', now, storage });
    await app.register(upsellRoutes, { prefix: '/upsell', now });
    await app.register(repeatOrderRoutes, { prefix: '/orders', now });
    await app.register(moderationRoutes, { prefix: '/moderation', now, storage, sms: api.auth.sms });
    // /orders/promo-check is the promo module's.
    await app.register(ordersRoutes, { prefix: '/orders' });
    await app.register(promoRoutes, { prefix: '/orders', now });
    // /payouts/* (the cook's statements and totals, the operator's mark-paid) and the fake YooKassa payouts.
    await app.register(payoutsRoutes, { config: api.payouts, now });
    // The checkout: /checkout/{cookId}, POST /checkout, and the payment page's /orders/{id}/payment.
    await app.register(checkoutRoutes, { prefix: '/checkout', publicUrl });
    await app.register(orderPaymentRoutes, { prefix: '/orders', publicUrl });
    // /cooks/{id}/reviews and /reviews/{id}/answer; its own scope, as it parses the review form.
    await app.register(reviewsRoutes, { now, storage });
    // /chat: conversations, messages and their files; its own scope, as it parses the message form.
    await app.register(chatRoutes, { prefix: '/chat', now, storage });
    await app.register(devicesRoutes, { prefix: '/device', now });
    // Shows SMS codes to whoever asks: only when the configuration turns it on (DEV_OUTBOX, development only).
    if (api.devOutbox) await app.register(devRoutes, { prefix: '/dev' });
    if (storage) await app.register(filesPlugin, { prefix: '/files', storage });
  },
  { name: 'api-routes' },
);
