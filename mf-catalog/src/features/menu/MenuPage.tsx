// The dish catalogue (spec 2.1 MENU routes, 2.6): sort selector, dish cards, pagination in
// the path, the empty result, skeletons while the first page loads.
import { useLocation, useNavigate } from 'react-router';
import { emit, useRegion, type RoutePage } from '@povar/shared-kit';
import { DishCard } from '../cards/DishCard';
import { EmptyResult } from '../listing/EmptyResult';
import { readListingQuery, writeListingQuery } from '../listing/listing-query';
import { listingPagePath } from '../listing/listing-paths';
import { Pagination } from '../listing/Pagination';
import { SortSelector } from '../listing/SortSelector';
import { useDishList } from './use-dish-list';
import styles from './MenuPage.module.css';

const SKELETON_CARDS = 8;

export const MenuPage: RoutePage = ({ match }) => {
  const { search } = useLocation();
  const navigate = useNavigate();
  const region = useRegion((state) => state.region);
  const query = readListingQuery(search);
  const page = Number(match.params.page ?? 1);
  const category = match.params.slug ?? null;
  const location = { kind: 'menu' as const, region: match.region, slug: category };
  const { data, isPending, isError } = useDishList({ page, category, cityId: region?.id ?? null, query });

  const changeSort = (sort: { field: string; order: 'asc' | 'desc' }) =>
    // A new order starts again from page 1.
    navigate(listingPagePath(location, 1) + writeListingQuery({ ...query, sort: sort.field, order: sort.order }));

  return (
    <section className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>Каталог блюд</h1>
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
        <ul className={styles.grid} aria-busy="true" aria-label="Загружаем блюда">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index} className={styles.skeleton} />
          ))}
        </ul>
      )}
      {isError && <p role="alert">Не удалось загрузить блюда. Обновите страницу чуть позже.</p>}
      {data && data.items.length === 0 && <EmptyResult />}
      {data && data.items.length > 0 && (
        <>
          <ul className={styles.grid} aria-label="Блюда">
            {data.items.map((dish, index) => (
              <li key={dish.id}>
                <DishCard dish={dish} region={match.region} priority={index < 4} />
              </li>
            ))}
          </ul>
          <Pagination location={location} page={data.pagination.page} lastPage={data.pagination.lastPage} search={search} />
        </>
      )}
    </section>
  );
};
