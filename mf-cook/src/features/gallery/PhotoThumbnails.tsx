// A row of picture thumbnails that open the kit's image viewer at the one clicked
// (review pictures, 'Моя кухня', certificate pictures).
import { useState } from 'react';
import { ImageViewer, Picture, type Image, type ImageViewerImage } from '@povar/shared-kit';
import styles from './PhotoThumbnails.module.css';

export interface PhotoThumbnailsProps {
  images: readonly Image[];
  /** Each picture's name, read out on its button and shown in the viewer: 'Фото кухни 2 из 3'. */
  nameOf: (index: number, total: number) => string;
  /** Text under each thumbnail (a certificate's name), by position. */
  captions?: readonly string[];
}

/** The viewer shows the full picture (the original) at its own size. */
export const toViewerImage = (image: Image, alt: string): ImageViewerImage => ({
  src: image.original,
  alt,
  width: image.size.width,
  height: image.size.height,
});

export function PhotoThumbnails({ images, nameOf, captions }: PhotoThumbnailsProps) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  if (images.length === 0) return null;
  const names = images.map((_, index) => nameOf(index, images.length));
  return (
    <>
      <ul className={styles.thumbnails}>
        {images.map((image, index) => (
          <li key={`${image.src}-${index}`} className={styles.item}>
            <button type="button" className={styles.open} aria-label={names[index]} aria-haspopup="dialog" onClick={() => setOpenAt(index)}>
              <Picture image={image} alt="" className={styles.picture} />
            </button>
            {captions?.[index] && (
              <span className={styles.caption} aria-hidden="true">
                {captions[index]}
              </span>
            )}
          </li>
        ))}
      </ul>
      {openAt !== null && (
        <ImageViewer images={images.map((image, index) => toViewerImage(image, names[index] ?? ''))} index={openAt} onClose={() => setOpenAt(null)} />
      )}
    </>
  );
}
