import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { setRenderedViewport, type ViewportName } from '../config/viewport';
import { ServerRenderContext } from '../ssr/server-render-context';
import { screenWidth } from '../testing';
import { useMediaQuery } from './use-media-query';

function Layout() {
  return <p>{useMediaQuery('(min-width: 768px)') ? 'для компьютера' : 'для телефона'}</p>;
}

const onServer = (viewport: ViewportName | null) =>
  renderToString(
    <ServerRenderContext.Provider value={{ location: '/', region: null, mainCities: [], queryClient: new QueryClient(), viewport }}>
      <Layout />
    </ServerRenderContext.Provider>,
  );

afterEach(() => setRenderedViewport(null));

describe('useMediaQuery', () => {
  it("on the server, answers for the visitor's breakpoint, and as told without one", () => {
    expect(onServer('desktopMedium')).toContain('для компьютера');
    expect(onServer('mobileMedium')).toContain('для телефона');
    expect(onServer(null)).toContain('для телефона');
  });

  it('hydrates as the server drew the page, then follows the real screen', async () => {
    screenWidth(375);
    setRenderedViewport('desktopMedium');
    const container = document.createElement('div');
    container.innerHTML = onServer('desktopMedium');
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Layout />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(container).toHaveTextContent('для телефона');
    container.remove();
  });
});
