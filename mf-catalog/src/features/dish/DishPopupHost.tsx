// The product-detail popup, over whatever page of this remote the URL's `?dish={id}` is on.
// Mounted once in Root. The popup's code is a chunk of its own, loaded when a dish is asked for:
// most visits never open it.
import { lazy, Suspense } from 'react';
import { useLocation } from '@povar/shared-kit';
import { readDishParam } from './dish-popup-url';

const DishPopup = lazy(() => import(/* webpackChunkName: "dish-popup" */ './DishPopup').then((module) => ({ default: module.DishPopup })));

export function DishPopupHost() {
  const { search } = useLocation();
  const dishId = readDishParam(search);
  return dishId === null ? null : (
    <Suspense fallback={null}>
      <DishPopup key={dishId} id={dishId} />
    </Suspense>
  );
}
