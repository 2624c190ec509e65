// 'Избранное' (PROFILE_FAVORITE_COOKS, PROFILE_FAVORITE_DISHES): the user's favourite cooks or
// dishes under two tabs that are the two routes, with 'Показать ещё' for the next page.
import type { ReactNode } from 'react';
import { Heart } from 'lucide-react';
import { AppLink, buildPath, buttonStyles, NavLink, StateBlock, useRegion, type FavoriteKind } from '@povar/shared-kit';
import { FavoriteCookCard, FavoriteDishCard } from './FavoriteCards';
import { useFavoritePages, type FavoriteCards } from './favorites-api';
import styles from './FavoritesPage.module.css';
import { failureText, MorePages } from '@povar/shared-kit/forms';

export const PAGE_TITLE = 'Избранное';
export const EMPTY_TEXTS: Record<FavoriteKind, string> = {
  cooks: 'Вы ещё не добавили поваров в избранное',
  dishes: 'Вы ещё не добавили блюда в избранное',
};
export const LIST_FAILED_TITLE = 'Не удалось загрузить избранное';
const TO_CATALOGUE_TEXT = 'Перейти в каталог';

export function FavoriteCooksPage() {
  return (
    <FavoritesLayout>
      <FavoriteList kind="cooks" renderCard={(cook) => <FavoriteCookCard cook={cook} />} />
    </FavoritesLayout>
  );
}

export function FavoriteDishesPage() {
  const region = useRegion((state) => state.region?.slug ?? null);
  return (
    <FavoritesLayout>
      <FavoriteList kind="dishes" renderCard={(dish) => <FavoriteDishCard dish={dish} region={region} />} />
    </FavoritesLayout>
  );
}

function FavoritesLayout({ children }: { children: ReactNode }) {
  // Like the cook page's tabs, a tab replaces the history entry: Back leaves 'Избранное'.
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{PAGE_TITLE}</h1>
      <nav className={styles.tabs} aria-label={PAGE_TITLE}>
        <NavLink className={styles.tab} to={buildPath('PROFILE_FAVORITE_COOKS')} replace>
          Повара
        </NavLink>
        <NavLink className={styles.tab} to={buildPath('PROFILE_FAVORITE_DISHES')} replace>
          Блюда
        </NavLink>
      </nav>
      {children}
    </section>
  );
}

function FavoriteList<K extends FavoriteKind>({ kind, renderCard }: { kind: K; renderCard: (card: FavoriteCards[K]) => ReactNode }) {
  const pages = useFavoritePages(kind);
  const region = useRegion((state) => state.region?.slug ?? null);

  if (pages.isPending) return <ListSkeleton />;
  if (!pages.data) {
    return (
      <StateBlock role="alert" title={LIST_FAILED_TITLE} text={failureText(pages.error)}>
        <button type="button" className={`${buttonStyles.secondary} ${buttonStyles.large}`} onClick={() => void pages.refetch()}>
          Повторить
        </button>
      </StateBlock>
    );
  }

  const cards = pages.data.pages.flatMap((page) => page.items);
  if (cards.length === 0) {
    return (
      <StateBlock icon={<Heart aria-hidden="true" size={48} strokeWidth={1.4} />} title={EMPTY_TEXTS[kind]}>
        <AppLink className={`${buttonStyles.primary} ${buttonStyles.large}`} href={buildPath(kind === 'cooks' ? 'COOKS' : 'MENU', {}, region)}>
          {TO_CATALOGUE_TEXT}
        </AppLink>
      </StateBlock>
    );
  }

  return (
    <>
      <ul className={styles.grid} aria-busy={pages.isPlaceholderData || undefined}>
        {cards.map((card) => (
          <li key={card.id}>{renderCard(card)}</li>
        ))}
      </ul>
      <MorePages pages={pages} failedText="Не удалось загрузить ещё." />
    </>
  );
}

function ListSkeleton() {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label="Загрузка избранного">
      {[0, 1, 2, 3].map((card) => (
        <li key={card} className={`${styles.skeletonCard} ${styles.shimmer}`} />
      ))}
    </ul>
  );
}
