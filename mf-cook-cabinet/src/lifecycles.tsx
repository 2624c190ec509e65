// What the shell mounts: single-spa lifecycles of this remote's Root.
import { createRemoteLifecycles } from '@povar/shared-kit';
import { Root } from './Root';

export const { bootstrap, mount, unmount } = createRemoteLifecycles('mf-cook-cabinet', Root, { release: process.env.APP_RELEASE });
