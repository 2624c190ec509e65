// MF runtime plugin: a remote whose code cannot be loaded gets fallback lifecycles, so its
// place on the page says so in Russian while the header and other remotes keep working.
// Before settling for the fallback the page reloads once (at most every 10 s).
// No static imports of shared modules here: runtime plugins run before sharing is set up.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { reloadAfterLoadFailure } from '../reload-guard';

interface FallbackProps {
  name: string;
  domElementGetter?: () => HTMLElement;
}

export function fallbackLifecycles(remote: string): LifeCycles<FallbackProps> {
  let unmountFallback: (() => void) | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      const { mountRemoteFallback } = await import('../chrome/remote-fallback-root');
      const element = props.domElementGetter?.();
      if (element) unmountFallback = mountRemoteFallback(element, remote);
    },
    unmount: async () => {
      unmountFallback?.();
      unmountFallback = null;
    },
  };
}

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'povar-remote-fallback',
    async errorLoadRemote(args) {
      // 'afterResolve' asks for a replacement manifest: there is none, so let it fail and
      // come back here as 'onLoad', where a replacement module is what is asked for.
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`[povar] remote ${args.id} failed to load`, args.error);
      if (reloadAfterLoadFailure()) return new Promise<never>(() => undefined); // reloading
      const container = args.id.split('/')[0] ?? args.id;
      return fallbackLifecycles(container.replace(/_/g, '-'));
    },
  };
}
