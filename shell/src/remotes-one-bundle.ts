// The remotes built into the shell itself, for the one-bundle measurement only (`ONE_BUNDLE=1`,
// `npm run bench:lighthouse -- --one-bundle`): the same pages with Module Federation taken out,
// so the benchmark can say what composing at run time costs. The product never ships this build.
// Same exports as remotes.ts, which the one-bundle build replaces with this file.
import type { LifeCycles } from 'single-spa';
import type { RemoteName, WidgetParcels } from '@povar/shared-kit';

export const containerOf = (remote: RemoteName) => remote.replace(/-/g, '_');
export const remoteOfContainer = (container: string) => container.replace(/_/g, '-') as RemoteName;

/** Each remote's lifecycles, a chunk of this build loaded on its first route. */
const lifecycles: Record<RemoteName, () => Promise<LifeCycles>> = {
  'mf-catalog': () => import('../../mf-catalog/src/lifecycles'),
  'mf-cook': () => import('../../mf-cook/src/lifecycles'),
  'mf-basket-checkout': () => import('../../mf-basket-checkout/src/lifecycles'),
  'mf-profile': () => import('../../mf-profile/src/lifecycles'),
  'mf-cook-cabinet': () => import('../../mf-cook-cabinet/src/lifecycles'),
  'mf-chat': () => import('../../mf-chat/src/lifecycles'),
};

/** The remotes that draw popups for everyone. */
const widgets: Partial<Record<RemoteName, () => Promise<{ widgets: WidgetParcels }>>> = {
  'mf-cook': () => import('../../mf-cook/src/widgets'),
  'mf-basket-checkout': () => import('../../mf-basket-checkout/src/widgets'),
  'mf-profile': () => import('../../mf-profile/src/widgets'),
};

export function loadRemoteLifecycles(remote: RemoteName): Promise<LifeCycles> {
  return lifecycles[remote]();
}

export async function loadRemoteWidgets(remote: RemoteName): Promise<WidgetParcels> {
  const load = widgets[remote];
  if (!load) throw new Error(`${remote} exposes no widgets`);
  return (await load()).widgets;
}
