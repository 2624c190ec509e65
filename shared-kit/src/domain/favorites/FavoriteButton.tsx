// The favourite toggle of cards and pages ('В избранное' / 'В избранном'): a heart
// button whose pressed state is the favourite; guests are asked to sign in first.
import { Heart } from 'lucide-react';
import { toggleFavorite, useIsFavorite, type FavoriteKind } from './favorites-store';
import styles from './FavoriteButton.module.css';

export const ADD_TO_FAVORITES_TEXT = 'В избранное';
export const IN_FAVORITES_TEXT = 'В избранном';

export interface FavoriteButtonProps {
  kind: FavoriteKind;
  id: number;
  /** What the page's own answer said, shown until the user's favourites have loaded. */
  initial?: boolean;
  /** 'icon' for cards (the text is the accessible name), 'labelled' for pages. */
  variant?: 'icon' | 'labelled';
  className?: string;
}

export function FavoriteButton({ kind, id, initial = false, variant = 'icon', className = '' }: FavoriteButtonProps) {
  const isFavorite = useIsFavorite(kind, id, initial);
  const text = isFavorite ? IN_FAVORITES_TEXT : ADD_TO_FAVORITES_TEXT;
  return (
    <button
      type="button"
      className={`${styles.button} ${variant === 'icon' ? styles.icon : styles.labelled} ${className}`}
      aria-pressed={isFavorite}
      aria-label={variant === 'icon' ? text : undefined}
      title={variant === 'icon' ? text : undefined}
      onClick={(event) => {
        // Cards are links: the heart must not open the card.
        event.preventDefault();
        event.stopPropagation();
        toggleFavorite(kind, id, isFavorite);
      }}
    >
      <Heart aria-hidden="true" size={variant === 'icon' ? 20 : 18} className={styles.heart} />
      {variant === 'labelled' && <span>{text}</span>}
    </button>
  );
}
