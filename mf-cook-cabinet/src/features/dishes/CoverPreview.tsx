// How the cover will be cut in the catalogue card: the whole picture with the card's 4:3 frame
// over it. The contract carries no crop rectangle (the server re-encodes the whole picture and
// the card fills its frame from the centre), so the frame is shown where the card will cut and
// does not move.
import Cropper from 'react-easy-crop';
import styles from './DishForm.module.css';

/** The dish card's picture box (the kit's cards/Card.module.css: aspect-ratio 4 / 3). */
export const CARD_ASPECT = 4 / 3;
const CENTRE = { x: 0, y: 0 };
const keepCentre = () => undefined;

export function CoverPreview({ address, name }: { address: string; name: string }) {
  return (
    <figure className={styles.coverPreview}>
      <div className={styles.cropBox} role="img" aria-label={`${name}: рамка показывает, что войдёт в карточку блюда`}>
        <Cropper
          image={address}
          crop={CENTRE}
          zoom={1}
          aspect={CARD_ASPECT}
          objectFit="contain"
          showGrid={false}
          zoomWithScroll={false}
          onCropChange={keepCentre}
          onZoomChange={keepCentre}
          classes={{ containerClassName: styles.cropContainer, cropAreaClassName: styles.cropArea }}
          mediaProps={{ alt: '' }}
          cropperProps={{ tabIndex: -1, 'aria-hidden': true }}
        />
      </div>
      <figcaption className={styles.coverCaption}>
        Так обложка будет выглядеть в карточке каталога: сервер сохранит фото целиком, а карточка покажет часть в рамке.
      </figcaption>
    </figure>
  );
}
