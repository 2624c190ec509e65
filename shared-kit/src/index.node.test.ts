/**
 * @jest-environment node
 */
// The barrel is imported by Node code too: nothing in it may reach for window or storage at import.

describe('@povar/shared-kit in Node', () => {
  it('imports without a window and keeps the browser-only functions harmless', () => {
    expect(typeof window).toBe('undefined');
    const kit = require('./index') as typeof import('./index');
    expect(kit.buildPath('COOK', { id: 5 }, 'tyumen')).toBe('/tyumen/cooks/detail/5');
    expect(kit.getRuntimeConfig()).toEqual(kit.DEFAULT_RUNTIME_CONFIG);
    expect(kit.getSession()).toEqual({ sessionId: null, requestId: null, deviceId: null });
    expect(kit.getAuth()).toEqual({ tokens: null, isAuth: false });
    expect(kit.isWebView()).toBe(false);
    expect(() => kit.emit('region:changed', { slug: 'tyumen' })).not.toThrow();
    expect(() => kit.reachGoal('goal')).not.toThrow();
    expect(kit.formatPrice(125000)).toBe('1\u00A0250\u00A0₽');
  });
});
