import { act, render, screen } from '@testing-library/react';
import { QueryClient, dehydrate, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { serverStateId } from '../ssr';
import { setRegion } from '../stores';
import { RemoteRoot } from './RemoteRoot';
import { SectionPage } from './SectionPage';
import type { RoutePage } from './RoutePages';

function go(path: string) {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('RemoteRoot', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    setRegion(null);
  });

  it('marks the remote boundary and renders the page the route table picks', () => {
    window.history.replaceState(null, '', '/tyumen/menu');
    const { container } = render(<RemoteRoot remote="mf-catalog" pages={{ MENU: SectionPage }} />);
    expect(container.firstElementChild).toHaveAttribute('data-boundary', 'mf-catalog');
    expect(screen.getByRole('heading', { name: 'Каталог блюд' })).toBeInTheDocument();
  });

  it('follows navigation and renders nothing on routes the remote does not own', () => {
    window.history.replaceState(null, '', '/tyumen/menu');
    render(<RemoteRoot remote="mf-catalog" pages={{ MENU: SectionPage, COOKS: SectionPage }} />);
    go('/tyumen/cooks');
    expect(screen.getByRole('heading', { name: 'Повара' })).toBeInTheDocument();
    go('/profile/menu');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('passes the matched parameters to the page', () => {
    window.history.replaceState(null, '', '/omsk/cooks/detail/42/reviews');
    const CookReviews: RoutePage = ({ match }) => <p>{`cook ${match.params.id} in ${match.region}`}</p>;
    render(<RemoteRoot remote="mf-cook" pages={{ COOK_REVIEWS: CookReviews }} />);
    expect(screen.getByText('cook 42 in omsk')).toBeInTheDocument();
  });

  it('creates a QueryClient per mount, so nothing outlives an unmount', () => {
    window.history.replaceState(null, '', '/tyumen/menu');
    const clients: unknown[] = [];
    const Probe: RoutePage = () => {
      clients.push(useQueryClient());
      return null;
    };
    const first = render(<RemoteRoot remote="mf-catalog" pages={{ MENU: Probe }} />);
    first.unmount();
    render(<RemoteRoot remote="mf-catalog" pages={{ MENU: Probe }} />);
    expect(clients).toHaveLength(2);
    expect(clients[0]).not.toBe(clients[1]);
  });

  it('keeps the server’s data when React throws its first render away and starts again', async () => {
    window.history.replaceState(null, '', '/tyumen/menu');
    const server = new QueryClient();
    server.setQueryData(['dishes'], 'Борщ с пампушками');
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = serverStateId('mf-catalog');
    script.textContent = JSON.stringify(dehydrate(server));
    document.body.append(script);
    // A render that fails once, above every boundary: React throws the whole first render away
    // and renders again from the root, as when a store changes in the middle of a hydration.
    let failedOnce = false;
    const FailFirstRender = ({ children }: { children: ReactNode }) => {
      if (!failedOnce) {
        failedOnce = true;
        throw new Error('a render thrown away');
      }
      return children;
    };
    const Dishes: RoutePage = () => <p>{useQuery({ queryKey: ['dishes'], queryFn: () => new Promise<string>(() => undefined) }).data ?? 'Загружаем'}</p>;
    // React reports the render it recovered from, as a page error; that report is expected here.
    const recovered: unknown[] = [];
    const expectReport = (event: ErrorEvent) => {
      recovered.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', expectReport);
    render(<RemoteRoot remote="mf-catalog" pages={{ MENU: Dishes }} wrap={(pages) => <FailFirstRender>{pages}</FailFirstRender>} />);
    window.removeEventListener('error', expectReport);
    expect(recovered).toHaveLength(1);
    expect(screen.getByText('Борщ с пампушками')).toBeInTheDocument();
    expect(screen.queryByText('Загружаем')).not.toBeInTheDocument();
  });
});

describe('SectionPage', () => {
  it('shows the city from the region store on region pages and follows its changes', () => {
    window.history.replaceState(null, '', '/tyumen/cooks-map');
    setRegion({ id: 956, slug: 'tyumen', name: 'Тюмень' });
    render(<RemoteRoot remote="mf-catalog" pages={{ COOKS_MAP: SectionPage }} />);
    expect(screen.getByRole('heading', { name: 'Повара на карте' })).toBeInTheDocument();
    expect(screen.getByText('Тюмень')).toBeInTheDocument();
    act(() => setRegion({ id: 958, slug: 'omsk', name: 'Омск' }));
    expect(screen.getByText('Омск')).toBeInTheDocument();
  });

  it('does not show a city on pages without a region', () => {
    window.history.replaceState(null, '', '/download-app');
    setRegion({ id: 956, slug: 'tyumen', name: 'Тюмень' });
    render(<RemoteRoot remote="mf-catalog" pages={{ DOWNLOAD_APP: SectionPage }} />);
    expect(screen.getByRole('heading', { name: 'Приложение «Повар рядом»' })).toBeInTheDocument();
    expect(screen.queryByText('Тюмень')).not.toBeInTheDocument();
  });
});
