// Public face of the API client.
export { apiRequest, type ApiRequestOptions } from './api-client';
export { call, type CallAnswer, type CallBody, type CallInput, type CallOptions, type CallParams, type CallQuery, type CallResult } from './call';
export { ApiError, GENERIC_ERROR_TEXT, isApiError, type ApiErrorDetails } from './api-error';
export { NETWORK_ERROR_TEXT, setApiTransport, type ApiTransport, type HttpMethod, type QueryParams, type QueryValue } from './request-sender';
export { STATUS_TOAST_TEXTS } from './status-toasts';
export { CANT_REFRESH_TOKEN_TEXT } from './token-renewal';
export { siteSettingsQuery, SITE_SETTINGS_STALE_TIME_MS } from './site-settings';
export { activePromoCodesQuery, ACTIVE_PROMO_CODES_STALE_TIME_MS } from './promo-codes';
