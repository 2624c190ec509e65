// Standalone development entry (`npm run dev -w mf-catalog`): mounts the remote on its own page.
import { mountRootParcel } from 'single-spa';
import { initSession } from '@povar/shared-kit';
import { bootstrap, mount, unmount } from './lifecycles';

initSession();
const domElement = document.getElementById('root');
if (domElement) {
  void mountRootParcel({ bootstrap, mount, unmount }, { domElement });
}
