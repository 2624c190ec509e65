// The remote's root: router and QueryClient are created on mount by RemoteRoot; the
// product-detail popup (`?dish={id}`) can open over every page of this remote.
import { RemoteRoot } from '@povar/shared-kit';
import { DishPopupHost } from './features/dish/DishPopupHost';
// Starts watching for the visitor's first action at once (the home page's sliders wait for it).
import './features/home/visitor-acted';
import { pages } from './routes';

export function Root() {
  return (
    <RemoteRoot
      remote="mf-catalog"
      pages={pages}
      wrap={(routePages) => (
        <>
          {routePages}
          <DishPopupHost />
        </>
      )}
    />
  );
}
