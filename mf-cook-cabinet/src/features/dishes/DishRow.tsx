// One dish in the cook's list: the cover as the catalogue card cuts it, the name (to the edit
// form), what a customer reads (weight, portions, price, cooking time, daily limit), and the
// actions: move, hide or show, edit, delete.
import { ArrowDown, ArrowUp, Eye, EyeOff, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { AppLink, buildPath, formatPrice, formatWeight, Picture, type CabinetDishListItem } from '@povar/shared-kit';
import { Spinner } from '@povar/shared-kit/forms';
import type { SortHandle } from '../../frame/SortableList';
import styles from './DishesPage.module.css';

export const cookingTimeText = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} мин`;
  return rest === 0 ? `${hours} ч` : `${hours} ч ${rest} мин`;
};

export function DishRow({
  dish,
  handle,
  busy,
  onToggle,
  onDelete,
}: {
  dish: CabinetDishListItem;
  handle: SortHandle | null;
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const editPath = buildPath('PROFILE_DISHES_EDIT', { id: dish.id });
  const name = `«${dish.name}»`;
  return (
    <article className={styles.row} aria-labelledby={`dish-${dish.id}-name`} aria-busy={busy || undefined} data-hidden={dish.isHidden || undefined}>
      {handle && (
        <div className={styles.move}>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.step}`}
            aria-label={`Поднять ${name} выше`}
            title="Выше"
            disabled={!handle.moveUp}
            onClick={() => handle.moveUp?.()}
          >
            <ArrowUp aria-hidden="true" size={18} />
          </button>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.handle}`}
            aria-label={`Переставить ${name}`}
            title="Перетащите, чтобы переставить"
            {...handle.handleProps}
          >
            <GripVertical aria-hidden="true" size={20} />
          </button>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.step}`}
            aria-label={`Опустить ${name} ниже`}
            title="Ниже"
            disabled={!handle.moveDown}
            onClick={() => handle.moveDown?.()}
          >
            <ArrowDown aria-hidden="true" size={18} />
          </button>
        </div>
      )}
      <AppLink href={editPath} className={styles.cover} tabIndex={-1} aria-hidden="true">
        <Picture image={dish.image} alt="" kind="dish" className={styles.coverPicture} />
      </AppLink>
      <div className={styles.info}>
        <h3 id={`dish-${dish.id}-name`} className={styles.name}>
          <AppLink href={editPath}>{dish.name}</AppLink>
        </h3>
        <p className={styles.meta}>
          {formatWeight(dish.weight)} · {dish.quantity} {dish.quantityUnit} · {cookingTimeText(dish.cookingTime)}
        </p>
        <p className={styles.price}>
          {formatPrice(dish.price)}
          {dish.dailyLimit !== null && <span className={styles.limit}>до {dish.dailyLimit} в день</span>}
        </p>
      </div>
      <div className={styles.actions}>
        {busy && <Spinner />}
        <button type="button" className={styles.action} aria-label={`${dish.isHidden ? 'Показать' : 'Скрыть'} ${name}`} disabled={busy} onClick={onToggle}>
          {dish.isHidden ? <Eye aria-hidden="true" size={18} /> : <EyeOff aria-hidden="true" size={18} />}
          <span className={styles.actionText}>{dish.isHidden ? 'Показать' : 'Скрыть'}</span>
        </button>
        <AppLink className={styles.action} href={editPath} aria-label={`Изменить ${name}`}>
          <Pencil aria-hidden="true" size={18} />
          <span className={styles.actionText}>Изменить</span>
        </AppLink>
        <button type="button" className={`${styles.action} ${styles.danger}`} aria-label={`Удалить ${name}`} disabled={busy} onClick={onDelete}>
          <Trash2 aria-hidden="true" size={18} />
          <span className={styles.actionText}>Удалить</span>
        </button>
      </div>
    </article>
  );
}
