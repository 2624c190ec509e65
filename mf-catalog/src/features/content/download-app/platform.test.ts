import { detectPlatform, storeLinkFor } from './platform';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const LINKS = { apple_link: 'https://apps.apple.com/x', google_link: 'https://play.google.com/x', rustore_link: 'https://www.rustore.ru/x' };

describe('detectPlatform', () => {
  it.each([
    [IPHONE, 0, 'ios'],
    [IPAD_DESKTOP_MODE, 5, 'ios'],
    [IPAD_DESKTOP_MODE, 0, 'other'],
    [ANDROID, 5, 'android'],
    [LINUX, 0, 'other'],
  ] as const)('%s with %p touch points is %p', (userAgent, touchPoints, platform) => {
    expect(detectPlatform(userAgent, touchPoints)).toBe(platform);
  });
});

describe('storeLinkFor', () => {
  it("opens the platform's own store", () => {
    expect(storeLinkFor('ios', LINKS)).toBe(LINKS.apple_link);
    expect(storeLinkFor('android', LINKS)).toBe(LINKS.google_link);
  });

  it('sends Android to RuStore when Google Play has no link', () => {
    expect(storeLinkFor('android', { ...LINKS, google_link: null })).toBe(LINKS.rustore_link);
  });

  it('has no single store for another platform or a missing link', () => {
    expect(storeLinkFor('other', LINKS)).toBeNull();
    expect(storeLinkFor('ios', { ...LINKS, apple_link: null })).toBeNull();
    expect(storeLinkFor('android', { ...LINKS, google_link: null, rustore_link: null })).toBeNull();
  });
});
