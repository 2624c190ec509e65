// The remote's root: router and QueryClient are created on mount by RemoteRoot.
import { RemoteRoot } from '@povar/shared-kit';
import { pages } from './routes';

export function Root() {
  return <RemoteRoot remote="mf-basket-checkout" pages={pages} />;
}
