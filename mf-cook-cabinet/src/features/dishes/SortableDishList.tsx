// One category's dishes in the cook's order: dragged by the handle (pointer, touch, or the
// keyboard: space, arrows, space) or moved one place with 'выше / ниже' (dnd-kit's sortable).
import type { ReactNode } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CabinetDishListItem } from '@povar/shared-kit';
import styles from './DishesPage.module.css';

/** What a row needs to be moved: the handle's props, and the one-place moves (absent when the list cannot be sorted now). */
export interface SortHandle {
  handleProps: Record<string, unknown> & { ref: (element: HTMLElement | null) => void };
  moveUp: (() => void) | null;
  moveDown: (() => void) | null;
}

export const DISH_SORT_INSTRUCTIONS =
  'Чтобы переставить блюдо, нажмите пробел или Enter, двигайте стрелками вверх и вниз и нажмите пробел или Enter ещё раз. Escape отменяет.';

function announcementsFor(dishes: readonly CabinetDishListItem[]): Announcements {
  const nameOf = (id: string | number) => `«${dishes.find((dish) => dish.id === id)?.name ?? ''}»`;
  const placeOf = (id: string | number) => dishes.findIndex((dish) => dish.id === id) + 1;
  return {
    onDragStart: ({ active }) => `${nameOf(active.id)} взято, место ${placeOf(active.id)} из ${dishes.length}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)}: место ${placeOf(over.id)} из ${dishes.length}.` : `${nameOf(active.id)} вне списка.`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} поставлено на место ${placeOf(over.id)}.` : `${nameOf(active.id)}: порядок не изменился.`),
    onDragCancel: ({ active }) => `${nameOf(active.id)}: перестановка отменена.`,
  };
}

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
  // Only the handle starts a drag (touch-action: none there), so a swipe elsewhere still scrolls.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const order = dishes.map((dish) => dish.id);
  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    onSort(arrayMove(order, from, to));
  };
  const sorted = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    moveTo(order.indexOf(Number(active.id)), order.indexOf(Number(over.id)));
  };

  if (!sortable) {
    return (
      <ol className={styles.list} aria-label={label}>
        {dishes.map((dish) => (
          <li key={dish.id} className={styles.item}>
            {renderDish(dish, null)}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={sorted}
      accessibility={{ announcements: announcementsFor(dishes), screenReaderInstructions: { draggable: DISH_SORT_INSTRUCTIONS } }}
    >
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <ol className={styles.list} aria-label={label}>
          {dishes.map((dish, index) => (
            <SortableItem
              key={dish.id}
              dish={dish}
              render={(handleProps) =>
                renderDish(dish, {
                  handleProps,
                  moveUp: index > 0 ? () => moveTo(index, index - 1) : null,
                  moveDown: index < dishes.length - 1 ? () => moveTo(index, index + 1) : null,
                })
              }
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ dish, render }: { dish: CabinetDishListItem; render: (handleProps: SortHandle['handleProps']) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: dish.id });
  return (
    <li ref={setNodeRef} className={styles.item} style={{ transform: CSS.Translate.toString(transform), transition }} data-dragging={isDragging || undefined}>
      {render({ ...attributes, ...listeners, ref: setActivatorNodeRef })}
    </li>
  );
}
