// Public face of the stores the shell owns; remotes read them through these functions and hooks.
export {
  getSession,
  initSession,
  setWebViewIds,
  subscribeSession,
  useSession,
  SESSION_STORAGE_KEYS,
  WEB_VIEW_QUERY_PARAMS,
  type SessionState,
} from './session';
export {
  announceToOtherTabs,
  clearTokens,
  getAuth,
  initAuth,
  setTokens,
  subscribeAuth,
  useAuth,
  AUTH_CHANNEL_NAME,
  AUTH_TOKENS_STORAGE_KEY,
  type AuthState,
  type AuthSyncMessage,
  type AuthTokens,
  type QuietOption,
} from './auth';
export {
  getRegion,
  setMainCities,
  setRegion,
  setRegionError,
  subscribeRegion,
  useRegion,
  REGION_COOKIE_NAME,
  type Region,
  type RegionState,
} from './region';
/** Guarded localStorage (private modes and some web views refuse storage). */
export { readStoredString, writeStoredString, type StorageArea } from './browser-storage';
