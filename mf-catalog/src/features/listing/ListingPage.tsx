// A catalogue listing (spec 2.1 MENU and COOKS routes, 2.6): sort selector, cards,
// pagination in the path, the empty result, skeletons while the first page loads. The dish
// and cook catalogues are the same page over a different endpoint and card.
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { emit, useRegion, type CookList, type DishList, type RoutePage } from '@povar/shared-kit';
import { EmptyResult } from './EmptyResult';
import { readListingQuery, writeListingQuery } from './listing-query';
import { listingPagePath, type ListingKind } from './listing-paths';
import { Pagination } from './Pagination';
import { SortSelector } from './SortSelector';
import { useListing, type ListingEndpoint } from './use-listing';
import styles from './ListingPage.module.css';

const SKELETON_CARDS = 8;
/** Cards above the fold load their pictures eagerly (LCP). */
const EAGER_CARDS = 4;

export interface ListingPageConfig<L extends DishList | CookList> {
  kind: ListingKind;
  endpoint: ListingEndpoint;
  title: string;
  /** The accessible name of the list ('Блюда', 'Повара'). */
  itemsLabel: string;
  loadingLabel: string;
  errorText: string;
  renderCard: (item: L['items'][number], region: string | null, priority: boolean) => ReactNode;
}

export function createListingPage<L extends DishList | CookList>(config: ListingPageConfig<L>): RoutePage {
  return function ListingPage({ match }) {
    const { search } = useLocation();
    const navigate = useNavigate();
    const region = useRegion((state) => state.region);
    const query = readListingQuery(search);
    const page = Number(match.params.page ?? 1);
    const category = match.params.slug ?? null;
    const location = { kind: config.kind, region: match.region, slug: category };
    const { data, isPending, isError } = useListing<L>(config.endpoint, { page, category, cityId: region?.id ?? null, query });

    const changeSort = (sort: { field: string; order: 'asc' | 'desc' }) =>
      // A new order starts again from page 1.
      navigate(listingPagePath(location, 1) + writeListingQuery({ ...query, sort: sort.field, order: sort.order }));

    return (
      <section className={styles.page}>
        <header className={styles.head}>
          <h1 className={styles.title}>{config.title}</h1>
          {region && <span className={styles.region}>{region.name}</span>}
        </header>
        {data && (
          <div className={styles.toolbar}>
            <SortSelector
              options={data.sorts}
              current={data.sort}
              onChange={changeSort}
              onRequestAddress={() => emit('popup:open', { popup: 'address-request' })}
            />
          </div>
        )}
        {isPending && (
          <ul className={styles.grid} aria-busy="true" aria-label={config.loadingLabel}>
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index} className={styles.skeleton} />
            ))}
          </ul>
        )}
        {isError && <p role="alert">{config.errorText}</p>}
        {data && data.items.length === 0 && <EmptyResult />}
        {data && data.items.length > 0 && (
          <>
            <ul className={styles.grid} aria-label={config.itemsLabel}>
              {data.items.map((item, index) => (
                <li key={item.id}>{config.renderCard(item, match.region, index < EAGER_CARDS)}</li>
              ))}
            </ul>
            <Pagination location={location} page={data.pagination.page} lastPage={data.pagination.lastPage} search={search} />
          </>
        )}
      </section>
    );
  };
}
