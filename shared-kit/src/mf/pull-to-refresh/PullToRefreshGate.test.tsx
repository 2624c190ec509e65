import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setWebViewIds } from '../../stores/session';
import { PullToRefreshGate } from './PullToRefreshGate';

jest.mock('./PullToRefresh', () => ({ __esModule: true, default: () => <p>жест обновления</p> }));

function renderAt(path: string, remote: 'mf-catalog' | 'mf-basket-checkout' = 'mf-catalog') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <PullToRefreshGate remote={remote} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PullToRefreshGate', () => {
  afterEach(() => setWebViewIds({ requestId: null }));

  it('loads the gesture on a listing inside the web view', async () => {
    setWebViewIds({ requestId: 'req-1' });
    renderAt('/tyumen/menu');
    expect(await screen.findByText('жест обновления')).toBeInTheDocument();
  });

  it('loads it on the orders list, for the remote that owns it', async () => {
    setWebViewIds({ requestId: 'req-1' });
    const other = renderAt('/orders', 'mf-catalog');
    expect(screen.queryByText('жест обновления')).toBeNull();
    other.unmount();
    renderAt('/orders', 'mf-basket-checkout');
    expect(await screen.findByText('жест обновления')).toBeInTheDocument();
  });

  it('stays away in an ordinary browser, and on pages without the flag', () => {
    const browser = renderAt('/tyumen/menu');
    expect(screen.queryByText('жест обновления')).toBeNull();
    browser.unmount();
    setWebViewIds({ requestId: 'req-1' });
    renderAt('/tyumen/menu/detail/5');
    expect(screen.queryByText('жест обновления')).toBeNull();
  });
});
