// A catalogue picture: webp where the browser takes it, jpeg otherwise, its
// size reserved so nothing jumps while it loads; the placeholder of its kind when missing.
import { ChefHat, Image as ImageIcon, Soup, UserRound } from 'lucide-react';
import type { Image } from '../contracts';
import styles from './Picture.module.css';

export type PlaceholderKind = 'user' | 'cook' | 'dish' | 'default';

const PLACEHOLDER_ICONS = { user: UserRound, cook: ChefHat, dish: Soup, default: ImageIcon } as const;

export interface PictureProps {
  image: Image | null | undefined;
  alt: string;
  kind?: PlaceholderKind;
  className?: string;
  /** The first screenful loads eagerly (LCP); everything else lazily. */
  priority?: boolean;
}

export function Picture({ image, alt, kind = 'default', className = '', priority = false }: PictureProps) {
  if (!image) {
    const Icon = PLACEHOLDER_ICONS[kind];
    return (
      <span className={`${styles.placeholder} ${className}`} role="img" aria-label={alt} data-placeholder={kind}>
        <Icon aria-hidden="true" size={40} strokeWidth={1.4} />
      </span>
    );
  }
  return (
    <picture className={`${styles.picture} ${className}`}>
      <source type="image/webp" srcSet={image.webp} />
      <img
        className={styles.image}
        src={image.jpg || image.src}
        alt={alt}
        width={image.size.width}
        height={image.size.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
