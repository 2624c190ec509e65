// Renders a remote's fallback into the remote's own slot when its code could not be loaded.
import { createRoot } from 'react-dom/client';
import { RemoteFallback } from '@povar/shared-kit';

export function mountRemoteFallback(element: HTMLElement, remote: string): () => void {
  const root = createRoot(element);
  root.render(
    <div data-boundary={remote}>
      <RemoteFallback remote={remote} />
    </div>,
  );
  return () => root.unmount();
}
