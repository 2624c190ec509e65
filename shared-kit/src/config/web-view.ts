// Whether the page runs inside the mobile app's embedded web view.
import { getSession } from '../stores/session';

/** True when the mobile app has passed a web-view request id (now or in an earlier visit). */
export function isWebView(): boolean {
  return getSession().requestId !== null;
}
