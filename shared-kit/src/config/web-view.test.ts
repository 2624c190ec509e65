beforeEach(() => {
  jest.resetModules();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const loadWebView = () => require('./web-view') as typeof import('./web-view');

describe('isWebView', () => {
  it('is false in a plain browser', () => {
    expect(loadWebView().isWebView()).toBe(false);
  });

  it('is true when the mobile app passed a request id in the URL', () => {
    window.history.replaceState(null, '', '/tyumen/?requestId=req-42');
    expect(loadWebView().isWebView()).toBe(true);
  });

  it('is true when a request id was stored by an earlier visit', () => {
    localStorage.setItem('web-view-request-id', 'req-7');
    expect(loadWebView().isWebView()).toBe(true);
  });
});
