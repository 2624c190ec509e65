// A catalogue listing (the MENU and COOKS routes): filters bar and panel, category
// tags, sort selector, cards that grow by infinite scroll, pagination in the path, the empty
// result, skeletons while the first page loads. Every state lives in the URL. The dish and
// cook catalogues are the same page over a different endpoint and card.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@povar/shared-kit';
import {
  ApiError,
  ErrorScreen,
  NotFoundScreen,
  pluralRu,
  requestAddress,
  useDeliveryLocation,
  useRegion,
  type CookList,
  type DishList,
  type RoutePage,
} from '@povar/shared-kit';
import { CategoryTags } from '../filters/CategoryTags';
import { FilterBar } from '../filters/FilterBar';
import { FILTER_SECTIONS, withoutSection, type FilterSection } from '../filters/filter-state';
import { SearchBox } from '../search/SearchBox';
import { CooksFound } from '../search/CooksFound';
import { useCooksNamed } from '../search/use-cooks-named';
import { CatalogueSwitch } from './CatalogueSwitch';
import { EmptyResult } from './EmptyResult';
import { CardSkeletons, ListingResults } from './ListingResults';
import { readListingQuery, writeListingQuery, type ListingQuery } from './listing-query';
import { listingPagePath, type ListingKind, type ListingLocation } from './listing-paths';
import { SortSelector } from './SortSelector';
import { useListingPages, type ListingEndpoint } from './use-listing';
import { scrollState, useStartPage } from './use-start-page';
import styles from './ListingPage.module.css';

// The panel (with its Radix slider) comes when someone opens it, not with every listing (a page loads only the code it shows).
const FilterPanel = lazy(() => import('../filters/FilterPanel').then((module) => ({ default: module.FilterPanel })));

export interface ListingPageConfig<L extends DishList | CookList> {
  kind: ListingKind;
  endpoint: ListingEndpoint;
  title: string;
  /** The accessible name of the list ('Блюда', 'Повара'). */
  itemsLabel: string;
  loadingLabel: string;
  renderCard: (item: L['items'][number], region: string | null, priority: boolean) => ReactNode;
  /** The dish results of a search also show the cooks the text names (the box promises both). */
  showsCooksFound?: boolean;
  /** Called once for each page of items that arrives (the menu reports its impressions). */
  onItemsShown?: (items: L['items'], firstPosition: number) => void;
}

const COOK_FORMS = ['повар', 'повара', 'поваров'] as const;

/**
 * 'найдено 5 позиций', 'найдена 1 позиция', 'ничего не найдено'; with cooks the search named,
 * 'найдено 5 позиций и 2 повара' or 'блюд нет, найден 1 повар'. A total the server stopped counting
 * (`totalIsCapped`) is a lower bound: 'найдено не менее 1000 позиций'.
 */
export function foundText(total: number, cooks = 0, totalIsCapped = false): string {
  const cooksText = `${cooks} ${pluralRu(cooks, COOK_FORMS)}`;
  if (total === 0) return cooks === 0 ? 'ничего не найдено' : `блюд нет, ${pluralRu(cooks, ['найден', 'найдено', 'найдено'])} ${cooksText}`;
  // 'не менее N' takes the genitive plural: 'не менее 1000 позиций', 'не менее 21 позиции'.
  const dishes = totalIsCapped
    ? `найдено не менее ${total} ${pluralRu(total, ['позиции', 'позиций', 'позиций'])}`
    : `${pluralRu(total, ['найдена', 'найдено', 'найдено'])} ${total} ${pluralRu(total, ['позиция', 'позиции', 'позиций'])}`;
  return cooks === 0 ? dishes : `${dishes} и ${cooksText}`;
}

export function createListingPage<L extends DishList | CookList>(config: ListingPageConfig<L>): RoutePage {
  const sections = FILTER_SECTIONS[config.kind];

  return function ListingPage({ match }) {
    const { search, pathname } = useLocation();
    const navigate = useNavigate();
    const region = useRegion((state) => state.region);
    const deliveryLocation = useDeliveryLocation();
    const query = useMemo(() => readListingQuery(search), [search]);
    const urlPage = Number(match.params.page ?? 1);
    const category = match.params.slug ?? null;
    const where: ListingLocation = useMemo(() => ({ kind: config.kind, region: match.region, slug: category }), [match.region, category]);
    const startPage = useStartPage(urlPage);
    const listing = useListingPages<L>(config.endpoint, { startPage, category, location: deliveryLocation, query });
    const cooksNamed = useCooksNamed(config.showsCooksFound ? query.q : null, deliveryLocation).data ?? [];
    // /menu/filter and /cooks/filter open with the panel showing.
    const [panel, setPanel] = useState<readonly FilterSection[] | null>(match.route.name.endsWith('_FILTERS') ? sections : null);

    const pages = listing.data?.pages ?? [];
    const first = pages[0];
    // Each page of items is reported once, when it arrives (not again when the list re-renders).
    const reported = useRef(new Set<unknown>());
    useEffect(() => {
      for (const page of pages) {
        if (reported.current.has(page)) continue;
        reported.current.add(page);
        config.onItemsShown?.(page.items as L['items'], (page.pagination.page - 1) * page.pagination.perPage + 1);
      }
    }, [pages]);
    const categoryTitle = first?.category?.title ?? null;

    /** Shows the listing for a new query (and category) from its first page, from the top. */
    const show = (next: ListingQuery, slug: string | null = category, replace = false) => {
      navigate(listingPagePath({ ...where, slug }, 1) + writeListingQuery(next), { replace });
      window.scrollTo({ top: 0 });
    };
    const hrefFor = (slug: string | null, next: ListingQuery = query) => listingPagePath({ ...where, slug }, 1) + writeListingQuery(next);

    // The first automatic apply after the panel opens adds a history entry; the ones that
    // follow while the visitor keeps adjusting replace it, so Back leaves the filters in one step.
    const [panelPushed, setPanelPushed] = useState(false);
    const openPanel = (chosen: readonly FilterSection[]) => {
      setPanelPushed(false);
      setPanel(chosen);
    };
    const applyFromPanel = (next: ListingQuery) => {
      show(next, category, panelPushed);
      setPanelPushed(true);
    };
    const closePanel = (applied: boolean) => {
      setPanel(null);
      // Leaving /menu/filter untouched: back to the listing itself (an apply has already gone there).
      if (!applied && match.route.name.endsWith('_FILTERS')) navigate(listingPagePath(where, 1) + search, { replace: true });
    };

    // The URL follows the page crossing the middle of the screen. A navigation this render has
    // not caught up with yet (a new sort just clicked, its URL already in the address bar) owns
    // the URL: rewriting it from this render's query would drop the visitor's choice.
    const showPageInView = useCallback(
      (page: number) => {
        if (window.location.pathname + window.location.search !== pathname + search) return;
        if (page !== urlPage) navigate(listingPagePath(where, page) + search, { replace: true, state: scrollState(startPage), preventScrollReset: true });
      },
      [pathname, search, urlPage, where, startPage, navigate],
    );
    const fetchNextPage = useCallback(() => void listing.fetchNextPage(), [listing.fetchNextPage]);

    // A page past the last one is no page at all (the document server answers it 404 too), not an empty result.
    const pastTheLast = first !== undefined && first.pagination.page > Math.max(first.pagination.lastPage, 1);
    if ((listing.error instanceof ApiError && listing.error.status === 404) || pastTheLast) {
      return <NotFoundScreen path={pathname} regionSlug={match.region ?? region?.slug ?? ''} />;
    }
    // The page's own data failed with nothing to show: the error screen, with a way to try again.
    if (listing.isError && !first) {
      return (
        <ErrorScreen
          regionSlug={match.region ?? region?.slug ?? null}
          onRetry={() => void listing.refetch()}
          retrying={listing.isFetching}
          status={listing.error instanceof ApiError ? listing.error.status : undefined}
        />
      );
    }

    const heading = categoryTitle ?? config.title;
    return (
      <section className={styles.page}>
        <CatalogueSwitch current={config.kind} region={match.region} q={query.q} />
        <header className={styles.head}>
          <div className={styles.heading}>
            <h1 className={styles.title}>{heading}</h1>
            {region && <span className={styles.region}>{region.name}</span>}
          </div>
          <div className={styles.search}>
            <SearchBox initialQuery={query.q ?? ''} onSubmit={(text) => show({ ...query, q: text || null })} />
          </div>
        </header>
        {query.q && first && !listing.isPlaceholderData && (
          <p className={styles.searchSummary} role="status">
            По запросу «{query.q}» {foundText(first.pagination.total, cooksNamed.length, first.pagination.totalIsCapped)}.{' '}
            <Link to={hrefFor(category, { ...query, q: null })}>Сбросить поиск</Link>
          </p>
        )}
        {first && (
          <div className={styles.toolbar}>
            <FilterBar
              sections={sections}
              query={query}
              category={category}
              categoryTitle={categoryTitle}
              onOpen={openPanel}
              onReset={(section) => show(withoutSection(query, section))}
              allCategoriesHref={hrefFor(null)}
            />
            <SortSelector
              options={first.sorts}
              current={first.sort}
              // A new order starts again from page 1.
              onChange={(sort) => show({ ...query, sort: sort.field, order: sort.order })}
              onRequestAddress={() => void requestAddress()}
            />
          </div>
        )}
        {first?.filters.categories && (
          <div className={styles.tags}>
            <CategoryTags items={first.filters.categories.items} current={category} hrefFor={(slug) => hrefFor(slug)} layout="row" />
          </div>
        )}
        {query.q && <CooksFound cooks={cooksNamed} q={query.q} region={match.region} />}
        {listing.isPending && <CardSkeletons label={config.loadingLabel} />}
        {first && first.items.length === 0 && cooksNamed.length === 0 && <EmptyResult />}

        {first && first.items.length > 0 && (
          <ListingResults<L>
            pages={pages}
            location={where}
            search={search}
            currentPage={urlPage}
            itemsLabel={config.itemsLabel}
            loadingLabel={config.loadingLabel}
            renderCard={(item, priority) => config.renderCard(item, match.region, priority)}
            hasNextPage={listing.hasNextPage}
            isFetchingNextPage={listing.isFetchingNextPage}
            nextPageFailed={listing.isFetchNextPageError}
            stale={listing.isPlaceholderData}
            fetchNextPage={fetchNextPage}
            onPageInView={showPageInView}
          />
        )}
        {panel && first && (
          <Suspense fallback={null}>
            <FilterPanel
              sections={panel}
              filters={first.filters}
              query={query}
              category={category}
              categoryHref={hrefFor}
              onApply={applyFromPanel}
              onResetAll={(cleared) => {
                show(cleared, null);
                setPanelPushed(true);
              }}
              onClose={closePanel}
            />
          </Suspense>
        )}
      </section>
    );
  };
}
