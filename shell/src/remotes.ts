// Finding and loading remotes at run time: the remotes map (inlined by the document server,
// or /remotes.json) names each remote's mf-manifest.json; nothing is fixed at build time.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import type { RemoteName, WidgetParcels } from '@povar/shared-kit';
import { readBootData } from './boot-data';

/** Folder `mf-catalog` → MF container `mf_catalog`. */
export const containerOf = (remote: RemoteName) => remote.replace(/-/g, '_');
export const remoteOfContainer = (container: string) => container.replace(/_/g, '-') as RemoteName;

let registration: Promise<void> | null = null;

async function fetchRemotesMap(): Promise<Record<string, string>> {
  const inlined = readBootData().remotes;
  if (Object.keys(inlined).length > 0) return inlined as Record<string, string>;
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes map: ${response.status}`);
  return (await response.json()) as Record<string, string>;
}

function ensureRemotesRegistered(): Promise<void> {
  registration ??= fetchRemotesMap().then(
    (map) => {
      registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.origin).href })));
    },
    (error: unknown) => {
      registration = null; // the next navigation tries again
      throw error;
    },
  );
  return registration;
}

export async function loadRemoteLifecycles(remote: RemoteName): Promise<LifeCycles> {
  await ensureRemotesRegistered();
  const lifecycles = await loadRemote<LifeCycles>(`${containerOf(remote)}/lifecycles`);
  if (!lifecycles) throw new Error(`${remote} exposes no lifecycles`);
  return lifecycles;
}

/** The popups a remote draws for everyone (its './widgets' module), loaded when one first opens. */
export async function loadRemoteWidgets(remote: RemoteName): Promise<WidgetParcels> {
  await ensureRemotesRegistered();
  const module = await loadRemote<{ widgets: WidgetParcels }>(`${containerOf(remote)}/widgets`);
  if (!module?.widgets) throw new Error(`${remote} exposes no widgets`);
  return module.widgets;
}
