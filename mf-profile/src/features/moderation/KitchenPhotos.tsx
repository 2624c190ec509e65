// The kitchen photos of an application: thumbnails, each opening the photo larger in a popup with
// the way to the previous and next one. The photos are private: fetched once with the token.
import { useState } from 'react';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { buttonStyles, Picture, Popup, type Image, type UploadedKitchenPhoto } from '@povar/shared-kit';
import { usePrivateImages, type PrivateImage } from '@povar/shared-kit/private-files';
import styles from './ModerationPage.module.css';
import { Spinner } from '@povar/shared-kit/forms';

/** The Picture of a fetched photo: every address is the one local copy. */
const localImage = (url: string, size: Image['size']): Image => ({ webp: url, jpg: url, src: url, original: url, size });

export function KitchenPhotos({ photos }: { photos: UploadedKitchenPhoto[] }) {
  const imageOf = usePrivateImages(photos.map((photo) => photo.image.jpg));
  const [open, setOpen] = useState<number | null>(null);

  if (photos.length === 0) return <p className={styles.muted}>Фотографий нет</p>;
  const opened = open === null ? undefined : photos[open];

  return (
    <>
      <ul className={styles.photos}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button type="button" className={styles.thumb} aria-label={`Открыть фото кухни ${index + 1}`} onClick={() => setOpen(index)}>
              <PhotoView image={imageOf(photo.image.jpg)} photo={photo} alt={`Фото кухни ${index + 1}`} />
            </button>
          </li>
        ))}
      </ul>
      {opened && open !== null && (
        <Popup title={`Фото кухни ${open + 1} из ${photos.length}`} onClose={() => setOpen(null)} sheetBelow="never">
          <div className={styles.viewer}>
            <PhotoView image={imageOf(opened.image.jpg)} photo={opened} alt={`Фото кухни ${open + 1}`} />
          </div>
          {photos.length > 1 && (
            <div className={styles.viewerNav}>
              <button
                type="button"
                className={`${buttonStyles.secondary} ${buttonStyles.large}`}
                onClick={() => setOpen((open - 1 + photos.length) % photos.length)}
              >
                <ChevronLeft aria-hidden="true" size={20} strokeWidth={1.8} /> Предыдущее
              </button>
              <button type="button" className={`${buttonStyles.secondary} ${buttonStyles.large}`} onClick={() => setOpen((open + 1) % photos.length)}>
                Следующее <ChevronRight aria-hidden="true" size={20} strokeWidth={1.8} />
              </button>
            </div>
          )}
        </Popup>
      )}
    </>
  );
}

function PhotoView({ image, photo, alt }: { image: PrivateImage; photo: UploadedKitchenPhoto; alt: string }) {
  if (image.status === 'ready') return <Picture image={localImage(image.url, photo.image.size)} alt={alt} className={styles.photo} />;
  if (image.status === 'failed') {
    return (
      <span className={`${styles.photo} ${styles.photoMissing}`} role="img" aria-label={`${alt}: не загрузилось`}>
        <ImageOff aria-hidden="true" size={28} strokeWidth={1.4} />
      </span>
    );
  }
  return (
    <span className={`${styles.photo} ${styles.photoMissing}`} role="img" aria-label={`${alt}: загружается`} aria-busy="true">
      <Spinner size={22} />
    </span>
  );
}
