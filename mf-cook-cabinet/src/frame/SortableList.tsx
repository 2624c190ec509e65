// A list the cook puts in order: dragged by its handle (pointer, touch, or the keyboard: space,
// arrows, space) or moved one place with the up and down buttons (dnd-kit's sortable), with
// Russian announcements. Used for a category's dishes, the compilations and the dishes inside one.
import type { ReactNode } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import styles from './CabinetFrame.module.css';

/** What a row needs to be moved: the handle's props, and the one-place moves (null at the list's ends). */
export interface SortHandle {
  handleProps: Record<string, unknown> & { ref: (element: HTMLElement | null) => void };
  moveUp: (() => void) | null;
  moveDown: (() => void) | null;
}

export const SORT_INSTRUCTIONS =
  'Чтобы переставить, нажмите пробел или Enter, двигайте стрелками вверх и вниз и нажмите пробел или Enter ещё раз. Escape отменяет.';

function announcementsFor(names: ReadonlyMap<number, string>, order: readonly number[]): Announcements {
  const nameOf = (id: string | number) => `«${names.get(Number(id)) ?? ''}»`;
  const placeOf = (id: string | number) => order.indexOf(Number(id)) + 1;
  return {
    onDragStart: ({ active }) => `${nameOf(active.id)} взято, место ${placeOf(active.id)} из ${order.length}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)}: место ${placeOf(over.id)} из ${order.length}.` : `${nameOf(active.id)} вне списка.`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} поставлено на место ${placeOf(over.id)}.` : `${nameOf(active.id)}: порядок не изменился.`),
    onDragCancel: ({ active }) => `${nameOf(active.id)}: перестановка отменена.`,
  };
}

export function SortableList<T extends { id: number }>({
  label,
  items,
  nameOf,
  onSort,
  renderItem,
  className,
  itemClassName,
  instructions = SORT_INSTRUCTIONS,
}: {
  label: string;
  items: readonly T[];
  nameOf: (item: T) => string;
  /** The ids in the new order. */
  onSort: (ids: number[]) => void;
  renderItem: (item: T, handle: SortHandle, index: number) => ReactNode;
  /** The list's and each row's own class beside the frame's (spacing, the dragged row's look). */
  className?: string;
  itemClassName?: string;
  /** What a screen reader hears on the handle: how to move it with the keyboard. */
  instructions?: string;
}) {
  // Only the handle starts a drag (touch-action: none there), so a swipe elsewhere still scrolls.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const order = items.map((item) => item.id);
  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    onSort(arrayMove(order, from, to));
  };
  const sorted = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    moveTo(order.indexOf(Number(active.id)), order.indexOf(Number(over.id)));
  };
  const names = new Map(items.map((item) => [item.id, nameOf(item)]));

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={sorted}
      accessibility={{ announcements: announcementsFor(names, order), screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <ol className={`${styles.sortable} ${className ?? ''}`} aria-label={label}>
          {items.map((item, index) => (
            <SortableItem key={item.id} id={item.id} className={itemClassName}>
              {(handleProps) =>
                renderItem(
                  item,
                  {
                    handleProps,
                    moveUp: index > 0 ? () => moveTo(index, index - 1) : null,
                    moveDown: index < items.length - 1 ? () => moveTo(index, index + 1) : null,
                  },
                  index,
                )
              }
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, className, children }: { id: number; className?: string; children: (handleProps: SortHandle['handleProps']) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className={`${styles.sortableItem} ${className ?? ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={isDragging || undefined}
    >
      {children({ ...attributes, ...listeners, ref: setActivatorNodeRef })}
    </li>
  );
}
