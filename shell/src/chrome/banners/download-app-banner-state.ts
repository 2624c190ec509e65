// The download-app banner, once closed, stays hidden for 5 days (flag
// 'download-app-popup-showed', holding when it was closed).
import { readStoredString, writeStoredString } from '@povar/shared-kit';

export const DOWNLOAD_BANNER_FLAG = 'download-app-popup-showed';
export const DOWNLOAD_BANNER_HIDDEN_MS = 432_000_000;

export function isDownloadBannerDismissed(now = Date.now()): boolean {
  const closedAt = Number(readStoredString(DOWNLOAD_BANNER_FLAG));
  // A clock set back (closedAt in the future) also counts as recently closed.
  return Number.isFinite(closedAt) && closedAt > 0 && now - closedAt < DOWNLOAD_BANNER_HIDDEN_MS;
}

export function dismissDownloadBanner(now = Date.now()): void {
  writeStoredString(DOWNLOAD_BANNER_FLAG, String(now));
}
