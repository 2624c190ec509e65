// One category's dishes in the cook's order: the frame's SortableList while the list can be
// sorted, a plain list while it cannot (a search narrows it, so a move would mean nothing).
import type { ReactNode } from 'react';
import type { CabinetDishListItem } from '@povar/shared-kit';
import frameStyles from '../../frame/CabinetFrame.module.css';
import { SortableList, type SortHandle } from '../../frame/SortableList';
import styles from './DishesPage.module.css';

export const DISH_SORT_INSTRUCTIONS =
  'Чтобы переставить блюдо, нажмите пробел или Enter, двигайте стрелками вверх и вниз и нажмите пробел или Enter ещё раз. Escape отменяет.';

export function SortableDishList({
  label,
  dishes,
  sortable,
  onSort,
  renderDish,
}: {
  label: string;
  dishes: readonly CabinetDishListItem[];
  sortable: boolean;
  /** The page's dishes of the category, in the new order. */
  onSort: (dishIds: number[]) => void;
  renderDish: (dish: CabinetDishListItem, handle: SortHandle | null) => ReactNode;
}) {
  if (!sortable) {
    return (
      <ol className={`${frameStyles.sortable} ${styles.list}`} aria-label={label}>
        {dishes.map((dish) => (
          <li key={dish.id} className={frameStyles.sortableItem}>
            {renderDish(dish, null)}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <SortableList
      label={label}
      items={dishes}
      nameOf={(dish) => dish.name}
      onSort={onSort}
      renderItem={renderDish}
      className={styles.list}
      itemClassName={styles.item}
      instructions={DISH_SORT_INSTRUCTIONS}
    />
  );
}
