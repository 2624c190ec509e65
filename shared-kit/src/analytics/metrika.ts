// Yandex Metrika: goals, page views, the user id and the
// ecommerce dataLayer. Without a counter id every call stays in the page's own queues
// (`window.ym.a`, `window.dataLayer`), where tests can read it, and nothing goes to the network.
import { getRuntimeConfig } from '../config/runtime-config';

export const METRIKA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';
/** The counter id queued calls carry when no counter is configured. */
export const UNCONFIGURED_COUNTER_ID = 0;

/** The standard `ym` stub: calls are kept in `a` until the tag script takes them over. */
export interface YmFunction {
  (...args: unknown[]): void;
  a?: IArguments[];
  l?: number;
}

declare global {
  interface Window {
    ym?: YmFunction;
    dataLayer?: unknown[];
  }
}

function ensureYm(): YmFunction | null {
  if (typeof window === 'undefined') return null;
  if (!window.ym) {
    const stub: YmFunction = function ymQueue() {
      // `arguments` on purpose: the tag script replays the queued objects as they are.
      stub.a ??= [];
      stub.a.push(arguments);
    };
    stub.l = Date.now();
    window.ym = stub;
  }
  return window.ym;
}

function ensureDataLayer(): unknown[] | null {
  if (typeof window === 'undefined') return null;
  window.dataLayer ??= [];
  return window.dataLayer;
}

function callYm(method: string, ...args: unknown[]): void {
  const ym = ensureYm();
  ym?.(getRuntimeConfig().metrikaId ?? UNCONFIGURED_COUNTER_ID, method, ...args);
}

let initialised = false;

/**
 * Installs the queues and, only when a counter id is configured, initialises the counter and
 * adds the tag script (once). Idempotent; does nothing outside a browser.
 */
export function initAnalytics(): void {
  if (initialised || typeof window === 'undefined') return;
  initialised = true;
  ensureYm();
  ensureDataLayer();
  const { metrikaId } = getRuntimeConfig();
  if (metrikaId === null) return;
  callYm('init', { clickmap: true, trackLinks: true, accurateTrackBounce: true, ecommerce: 'dataLayer', defer: true });
  if (!document.querySelector(`script[src="${METRIKA_TAG_URL}"]`)) {
    const script = document.createElement('script');
    script.async = true;
    script.src = METRIKA_TAG_URL;
    document.head.appendChild(script);
  }
}

/** A goal, with optional parameters (e.g. the tab name of a bottom-navigation tap). */
export function reachGoal(goal: string, params?: Record<string, unknown>): void {
  if (params === undefined) callYm('reachGoal', goal);
  else callYm('reachGoal', goal, params);
}

/** A page view of a single-page navigation (the counter is initialised with `defer`). */
export function trackPageView(url: string): void {
  callYm('hit', url);
}

export function setUserId(id: number | string): void {
  callYm('setUserID', String(id));
}

/** A product as the ecommerce events describe it; money in kopecks, like the rest of the product. */
export interface EcommerceProduct {
  id: number | string;
  name: string;
  priceKopecks?: number;
  /** The cook's name. */
  brand?: string;
  category?: string;
  variant?: string;
  quantity?: number;
  /** Where the product was shown ('page' or 'list'). */
  list?: string;
  position?: number;
  coupon?: string;
  discountKopecks?: number;
}

export interface EcommercePayloads {
  impressions: { products: EcommerceProduct[] };
  click: { products: EcommerceProduct[] };
  /** A product's own view: its page or its popup. */
  detail: { products: EcommerceProduct[] };
  add: { products: EcommerceProduct[] };
  remove: { products: EcommerceProduct[] };
  purchase: { orderId: number | string; revenueKopecks?: number; coupon?: string; products: EcommerceProduct[] };
}

export type EcommerceKind = keyof EcommercePayloads;

const roubles = (kopecks: number) => Math.round(kopecks) / 100;

/** Metrika's product object: string id, prices in roubles, empty fields left out. */
function toMetrikaProduct(product: EcommerceProduct): Record<string, string | number> {
  const fields: Record<string, string | number | undefined> = {
    id: String(product.id),
    name: product.name,
    price: product.priceKopecks === undefined ? undefined : roubles(product.priceKopecks),
    brand: product.brand,
    category: product.category,
    variant: product.variant,
    quantity: product.quantity,
    list: product.list,
    position: product.position,
    coupon: product.coupon,
    discount: product.discountKopecks === undefined ? undefined : roubles(product.discountKopecks),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Record<string, string | number>;
}

/** Pushes an ecommerce event into `window.dataLayer` in Metrika's format (currency RUB). */
export function pushEcommerce<K extends EcommerceKind>(kind: K, payload: EcommercePayloads[K]): void {
  const dataLayer = ensureDataLayer();
  if (!dataLayer) return;
  const products = payload.products.map(toMetrikaProduct);
  let action: unknown;
  if (kind === 'impressions') {
    action = products;
  } else if (kind === 'purchase') {
    const purchase = payload as EcommercePayloads['purchase'];
    const actionField: Record<string, string | number> = { id: String(purchase.orderId) };
    if (purchase.revenueKopecks !== undefined) actionField.revenue = roubles(purchase.revenueKopecks);
    if (purchase.coupon !== undefined) actionField.coupon = purchase.coupon;
    action = { actionField, products };
  } else {
    action = { products };
  }
  dataLayer.push({ ecommerce: { currencyCode: 'RUB', [kind]: action } });
}
