import { waitFor } from '@testing-library/react';
import type { AppProps } from 'single-spa';
import { waitForStartLoads } from '../ssr';
import { setRemoteErrorReporter, type RemoteErrorReport } from './error-reports';
import { createRemoteLifecycles } from './lifecycles';

function Broken(): never {
  throw new Error('render failed');
}

const appProps = (element: HTMLElement) => ({ name: '@povar/mf-cook', singleSpa: {}, mountParcel: jest.fn(), domElement: element }) as unknown as AppProps;

describe('createRemoteLifecycles', () => {
  it('mounts and unmounts the remote root in the given element', async () => {
    const element = document.createElement('div');
    document.body.appendChild(element);
    const lifecycles = createRemoteLifecycles('mf-cook', () => <p>Страница повара</p>);
    await lifecycles.bootstrap(appProps(element));
    await lifecycles.mount(appProps(element));
    expect(element).toHaveTextContent('Страница повара');
    await lifecycles.unmount(appProps(element));
    expect(element).toBeEmptyDOMElement();
  });

  it('keeps a crash inside the remote and shows its Russian fallback', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.createElement('div');
    document.body.appendChild(element);
    const lifecycles = createRemoteLifecycles('mf-cook', Broken);
    await lifecycles.bootstrap(appProps(element));
    void lifecycles.mount(appProps(element));
    await waitFor(() => expect(element).toHaveTextContent('Раздел временно недоступен'));
    expect(element.querySelector('[data-fallback="mf-cook"]')).not.toBeNull();
  });

  it("reports a render crash once, with the remote's name, its own release and the component stack", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reports: RemoteErrorReport[] = [];
    setRemoteErrorReporter((report) => reports.push(report));
    try {
      const element = document.createElement('div');
      document.body.appendChild(element);
      const lifecycles = createRemoteLifecycles('mf-cook', Broken, { release: 'mf-cook@1.4.0' });
      await lifecycles.bootstrap(appProps(element));
      void lifecycles.mount(appProps(element));
      await waitFor(() => expect(element).toHaveTextContent('Раздел временно недоступен'));
      await waitFor(() => expect(reports).toHaveLength(1));
      expect(reports[0]).toMatchObject({ remote: 'mf-cook', release: 'mf-cook@1.4.0', error: expect.objectContaining({ message: 'render failed' }) });
      expect(reports[0]?.componentStack).toContain('Broken');
    } finally {
      setRemoteErrorReporter(null);
    }
  });

  it('mounts once the loads the shell starts with have settled, not before', async () => {
    const element = document.createElement('div');
    document.body.appendChild(element);
    let finishBasket!: () => void;
    waitForStartLoads([new Promise<void>((resolve) => (finishBasket = resolve))]);
    const lifecycles = createRemoteLifecycles('mf-cook', () => <p>Страница повара</p>);
    await lifecycles.bootstrap(appProps(element));
    const mounted = lifecycles.mount(appProps(element));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(element).toBeEmptyDOMElement();
    finishBasket();
    await mounted;
    expect(element).toHaveTextContent('Страница повара');
    await lifecycles.unmount(appProps(element));
  });
});
