// The home page (INDEX, '/' and '/{region}/'): search for dishes and cooks, 'Поделиться'
// for the app, and the region's blocks from GET /api/index in the order it gives them. The
// document's title comes from the server and is left alone, as the listing pages leave theirs.
import { useNavigate } from '@povar/shared-kit';
import { ErrorScreen, buildPath, isApiError, useDeliveryLocation, useRegion, type RoutePage } from '@povar/shared-kit';
import { readListingQuery, writeListingQuery } from '../listing/listing-query';
import { SearchBox } from '../search/SearchBox';
import { HomeBlocks } from './HomeBlocks';
import { HomeEmpty, HomeSkeleton } from './HomeStates';
import { ShareButton } from './ShareButton';
import { useHomePage } from './use-home-page';
import styles from './HomePage.module.css';

export const HOME_TITLE = 'Домашняя еда от поваров';

export const HomePage: RoutePage = ({ match }) => {
  const navigate = useNavigate();
  const region = useRegion((state) => state.region);
  const regionSlug = match.region ?? region?.slug ?? null;
  const deliveryLocation = useDeliveryLocation();
  const home = useHomePage(deliveryLocation);

  // Enter in the search box lists what was asked for in the dish catalogue (its own `q`).
  const search = (text: string) => void navigate(buildPath('MENU', {}, regionSlug) + writeListingQuery({ ...readListingQuery(''), q: text || null }));

  // The page's blocks could not be loaded and there is nothing to show: the error screen, with a way to try again.
  if (home.isError && !home.data) {
    return (
      <ErrorScreen
        regionSlug={regionSlug}
        onRetry={() => void home.refetch()}
        retrying={home.isFetching}
        status={isApiError(home.error) ? home.error.status : undefined}
      />
    );
  }
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{HOME_TITLE}</h1>
          {region && <span className={styles.region}>{region.name}</span>}
        </div>
        <ShareButton path={buildPath('INDEX', {}, regionSlug)} subject={{ kind: 'app' }} compactOnPhones className={styles.share} />
        <div className={styles.search}>
          <SearchBox onSubmit={search} placeholder="Борщ, пельмени или имя повара" />
        </div>
      </div>
      {home.isPending && <HomeSkeleton />}
      {home.data && (home.data.blocks.length > 0 ? <HomeBlocks blocks={home.data.blocks} region={regionSlug} /> : <HomeEmpty region={regionSlug} />)}
    </section>
  );
};
