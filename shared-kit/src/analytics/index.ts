// Public face of analytics.
export {
  initAnalytics,
  pushEcommerce,
  reachGoal,
  setUserId,
  trackPageView,
  METRIKA_TAG_URL,
  UNCONFIGURED_COUNTER_ID,
  type EcommerceKind,
  type EcommercePayloads,
  type EcommerceProduct,
  type YmFunction,
} from './metrika';
export { dishEcommerceProduct, reportDishClick, reportDishDetail, reportDishImpressions, type EcommerceListType } from './dish-ecommerce';
