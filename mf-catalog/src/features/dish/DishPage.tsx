// The dish page (PRODUCT, /menu/detail/{id} and its region twin), with 'Поделиться' for its address.
import { ChevronLeft } from 'lucide-react';
import { Link, useLocation } from '@povar/shared-kit';
import { ErrorScreen, buildPath, isApiError, useDeliveryLocation, useDocumentTitle, useRegion, type RoutePage } from '@povar/shared-kit';
import { ShareButton } from '../home/ShareButton';
import { DishDetails } from './DishDetails';
import { DISH_NOT_FOUND_TITLE, DishNotFound, DishSkeleton } from './DishStates';
import { isDishNotFound, useDish } from './use-dish';
import styles from './DishPage.module.css';

export const DishPage: RoutePage = ({ match }) => {
  const { pathname } = useLocation();
  const region = useRegion((state) => state.region);
  const deliveryLocation = useDeliveryLocation();
  const id = Number(match.params.id);
  const { data: dish, error, isPending, isError, refetch, isFetching } = useDish(id, deliveryLocation);
  const notFound = isError && isDishNotFound(error);

  const heading = dish?.name ?? (notFound ? DISH_NOT_FOUND_TITLE : null);
  useDocumentTitle(heading && (region ? `${heading} — ${region.name}` : heading));

  if (notFound) return <DishNotFound region={match.region} variant="page" path={pathname} />;
  // The dish could not be loaded and there is nothing to show: the page's error screen, with a way to try again.
  if (isError && !dish) {
    return (
      <ErrorScreen
        regionSlug={match.region ?? region?.slug ?? null}
        onRetry={() => void refetch()}
        retrying={isFetching}
        status={isApiError(error) ? error.status : undefined}
      />
    );
  }
  return (
    <section className={styles.page}>
      {/* 'Поделиться' is there from the first frame (the address is known before the dish), so nothing moves when it loads. */}
      <div className={styles.topBar}>
        <Link className={styles.back} to={buildPath('MENU', {}, match.region)}>
          <ChevronLeft aria-hidden="true" size={18} />
          Каталог блюд
        </Link>
        <ShareButton path={buildPath('PRODUCT', { id }, match.region)} subject={{ kind: 'dish', id }} />
      </div>
      {isPending && <DishSkeleton variant="page" />}
      {dish && <DishDetails dish={dish} region={match.region} variant="page" />}
    </section>
  );
};
