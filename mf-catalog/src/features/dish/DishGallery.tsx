// A dish's pictures: one picture, or the shared slider (with its defaults) when there are more.
// The slider and swiper load only then; until they arrive the first picture stands in. The
// first picture is the page's LCP and may load eagerly.
import { lazy, Suspense, type ReactNode } from 'react';
import { Picture, type Image } from '@povar/shared-kit';
import type { SliderProps } from '@povar/shared-kit/slider';
import styles from './DishGallery.module.css';

// lazy() forgets the slider's type parameter; these are slides of pictures.
const Slider = lazy(() => import('@povar/shared-kit/slider')) as unknown as (props: SliderProps<Image>) => ReactNode;

export interface DishGalleryProps {
  images: Image[];
  /** The dish's name: the pictures' alternative text. */
  name: string;
  priority?: boolean;
}

export function DishGallery({ images, name, priority = false }: DishGalleryProps) {
  const first = (
    <div className={styles.frame}>
      <Picture image={images[0]} alt={name} kind="dish" className={styles.picture} priority={priority} />
    </div>
  );
  if (images.length <= 1) return first;
  return (
    <Suspense fallback={first}>
      <Slider
        items={images}
        slideKey={(image, index) => `${image.src}-${index}`}
        label="Фотографии блюда"
        arrowLabels={{ prev: 'Предыдущее фото', next: 'Следующее фото' }}
        slideClassName={styles.slide}
        renderSlide={(image, index) => (
          <div className={styles.frame}>
            <Picture
              image={image}
              alt={index === 0 ? name : `${name}, фото ${index + 1}`}
              kind="dish"
              className={styles.picture}
              priority={priority && index === 0}
            />
          </div>
        )}
      />
    </Suspense>
  );
}
