// The product-detail popup's body: the dish read by id, its details, and a link to its own page.
import { Link, useLocation } from '@povar/shared-kit';
import { Popup, buildPath, useDeliveryLocation, useRegion, useRouteMatch } from '@povar/shared-kit';
import { DishDetails } from './DishDetails';
import { useCloseDishPopup } from './dish-popup-url';
import { DISH_NOT_FOUND_TITLE, DishError, DishNotFound, DishSkeleton } from './DishStates';
import { isDishNotFound, useDish } from './use-dish';
import styles from './DishPopup.module.css';

export function DishPopup({ id }: { id: number }) {
  const { pathname } = useLocation();
  const close = useCloseDishPopup();
  const routeRegion = useRouteMatch()?.region ?? null;
  const storedRegionSlug = useRegion((state) => state.region?.slug ?? null);
  const regionSlug = routeRegion ?? storedRegionSlug;
  const deliveryLocation = useDeliveryLocation();
  const { data: dish, error, isPending, isError, refetch, isFetching } = useDish(id, deliveryLocation);
  const notFound = isError && isDishNotFound(error);

  return (
    <Popup
      title={dish?.name ?? (notFound ? DISH_NOT_FOUND_TITLE : 'Блюдо')}
      onClose={close}
      footer={
        !notFound && (
          <Link className={styles.pageLink} to={buildPath('PRODUCT', { id }, regionSlug)}>
            Открыть страницу блюда
          </Link>
        )
      }
    >
      {isPending && <DishSkeleton variant="popup" />}
      {notFound && <DishNotFound region={regionSlug} variant="popup" path={pathname} />}
      {isError && !notFound && <DishError error={error} onRetry={() => void refetch()} retrying={isFetching} />}
      {dish && <DishDetails dish={dish} region={regionSlug} variant="popup" />}
    </Popup>
  );
}
