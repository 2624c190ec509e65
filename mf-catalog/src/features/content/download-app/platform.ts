// Which store the big 'Скачать приложение' link opens on a phone: the platform's own, else the page's badges.
import type { FooterSettings } from '@povar/shared-kit';

export type MobilePlatform = 'ios' | 'android' | 'other';

/** iPadOS reports itself as a Mac; only its touch screen tells it apart. */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): MobilePlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  return 'other';
}

/**
 * The store page for the platform: App Store on iOS; Google Play on Android, or RuStore (an
 * Android store too) when there is no Google Play link. null: no single store fits (another
 * platform, or no link for this one), so the link points at the page's badges instead.
 */
export function storeLinkFor(platform: MobilePlatform, footer: Pick<FooterSettings, 'apple_link' | 'google_link' | 'rustore_link'>): string | null {
  if (platform === 'ios') return footer.apple_link;
  if (platform === 'android') return footer.google_link ?? footer.rustore_link;
  return null;
}
