import { installViewportCookie, readViewportCookie, viewportFor, viewportMatches, VIEWPORT_COOKIE_MAX_AGE_SECONDS } from './viewport';

describe('viewport cookie', () => {
  const widths: [number, string][] = [
    [300, 'mobile'],
    [320, 'mobile'],
    [375, 'mobileMedium'],
    [424, 'mobileMedium'],
    [425, 'mobileWide'],
    [767, 'mobileWide'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1280, 'desktopMedium'],
    [1600, 'desktopWide'],
    [2560, 'desktopWide'],
  ];
  it.each(widths)('a %i px window is %s', (width, name) => {
    expect(viewportFor(width)).toBe(name);
  });

  it('lasts 365 days', () => {
    expect(VIEWPORT_COOKIE_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
  });

  it('is written for the whole site, for a year, same-site, and again when the window crosses a breakpoint', () => {
    const changeListeners: (() => void)[] = [];
    const originalMatchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: (_type: string, listener: () => void) => changeListeners.push(listener),
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    const written = jest.spyOn(document, 'cookie', 'set');
    window.innerWidth = 375;
    const stop = installViewportCookie();
    expect(written).toHaveBeenCalledTimes(1);
    expect(written).toHaveBeenLastCalledWith('viewport=mobileMedium; path=/; max-age=31536000; samesite=lax');
    // A resize within the same breakpoint writes nothing.
    window.innerWidth = 400;
    for (const listener of changeListeners) listener();
    expect(written).toHaveBeenCalledTimes(1);
    window.innerWidth = 1280;
    changeListeners[5]?.();
    expect(written).toHaveBeenCalledTimes(2);
    expect(written).toHaveBeenLastCalledWith('viewport=desktopMedium; path=/; max-age=31536000; samesite=lax');
    stop();
    written.mockRestore();
    window.matchMedia = originalMatchMedia;
  });

  it('reads a request cookie, ignoring values it does not know', () => {
    expect(readViewportCookie('a=1; viewport=tablet; b=2')).toBe('tablet');
    expect(readViewportCookie('viewport=huge')).toBeNull();
    expect(readViewportCookie('viewports=tablet')).toBeNull();
    expect(readViewportCookie(undefined)).toBeNull();
  });

  it('answers width media queries for a window at the start of a breakpoint, and no others', () => {
    expect(viewportMatches('(min-width: 768px)', 'tablet')).toBe(true);
    expect(viewportMatches('(min-width: 768px)', 'mobileWide')).toBe(false);
    expect(viewportMatches('(max-width: 767px)', 'mobileMedium')).toBe(true);
    expect(viewportMatches('(max-width: 1023px)', 'desktop')).toBe(false);
    expect(viewportMatches('(min-width: 768px) and (max-width: 1023px)', 'tablet')).toBe(true);
    expect(viewportMatches('(min-width: 768px) and (max-width: 1023px)', 'desktopMedium')).toBe(false);
    expect(viewportMatches('(prefers-reduced-motion: reduce)', 'desktop')).toBeNull();
    expect(viewportMatches('not all', 'desktop')).toBeNull();
  });
});
