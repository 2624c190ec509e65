// The endpoint table: every API operation once, keyed by its operationId, one file per API
// module. The API's test api/src/endpoint-table.test.ts holds it equal to the routes the API builds.
export { defineEndpoint, type Endpoint, type EndpointAccess, type EndpointMethod } from './define-endpoint';
import { addressesEndpoints } from './addresses';
import { authEndpoints } from './auth';
import { basketEndpoints } from './basket';
import { cabinetEndpoints } from './cabinet';
import { callbacksEndpoints } from './callbacks';
import { catalogEndpoints } from './catalog';
import { chatEndpoints } from './chat';
import { checkoutEndpoints } from './checkout';
import { compilationsEndpoints } from './compilations';
import { contentEndpoints } from './content';
import { cooksEndpoints } from './cooks';
import { devicesEndpoints } from './devices';
import { favoritesEndpoints } from './favorites';
import { filesEndpoints } from './files';
import { geoEndpoints } from './geo';
import { healthEndpoints } from './health';
import { mapEndpoints } from './map';
import { moderationEndpoints } from './moderation';
import { ordersEndpoints } from './orders';
import { paymentsEndpoints } from './payments';
import { payoutsEndpoints } from './payouts';
import { profilesEndpoints } from './profiles';
import { promoEndpoints } from './promo';
import { realtimeEndpoints } from './realtime';
import { reviewsEndpoints } from './reviews';
import { scheduleEndpoints } from './schedule';
import { seoEndpoints } from './seo';

export {
  addressesEndpoints,
  authEndpoints,
  basketEndpoints,
  cabinetEndpoints,
  callbacksEndpoints,
  catalogEndpoints,
  chatEndpoints,
  checkoutEndpoints,
  compilationsEndpoints,
  contentEndpoints,
  cooksEndpoints,
  devicesEndpoints,
  favoritesEndpoints,
  filesEndpoints,
  geoEndpoints,
  healthEndpoints,
  mapEndpoints,
  moderationEndpoints,
  ordersEndpoints,
  paymentsEndpoints,
  payoutsEndpoints,
  profilesEndpoints,
  promoEndpoints,
  realtimeEndpoints,
  reviewsEndpoints,
  scheduleEndpoints,
  seoEndpoints,
};

export const endpoints = {
  ...addressesEndpoints,
  ...authEndpoints,
  ...basketEndpoints,
  ...cabinetEndpoints,
  ...callbacksEndpoints,
  ...catalogEndpoints,
  ...chatEndpoints,
  ...checkoutEndpoints,
  ...compilationsEndpoints,
  ...contentEndpoints,
  ...cooksEndpoints,
  ...devicesEndpoints,
  ...favoritesEndpoints,
  ...filesEndpoints,
  ...geoEndpoints,
  ...healthEndpoints,
  ...mapEndpoints,
  ...moderationEndpoints,
  ...ordersEndpoints,
  ...paymentsEndpoints,
  ...payoutsEndpoints,
  ...profilesEndpoints,
  ...promoEndpoints,
  ...realtimeEndpoints,
  ...reviewsEndpoints,
  ...scheduleEndpoints,
  ...seoEndpoints,
} as const;

export type EndpointTable = typeof endpoints;
export type OperationId = keyof EndpointTable;
