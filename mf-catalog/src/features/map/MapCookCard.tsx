// The card of a cook picked on the map: avatar, name linking to the cook's page, speciality,
// rating with reviews, the verification badges and the delivery cost. A panel over the map on
// wide screens, a bottom sheet on phones; Escape or the cross closes it.
import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { Link } from '@povar/shared-kit';
import { Picture, buildPath, screenStyles, type MapCookPoint } from '@povar/shared-kit';
import { CookBadges, CookRating, deliveryText } from '../cards/CookFacts';
import styles from './MapCookCard.module.css';

export function MapCookCard({ cook, region, onClose }: { cook: MapCookPoint; region: string | null; onClose: () => void }) {
  const cardRef = useRef<HTMLElement>(null);
  const { properties } = cook;
  const cookPath = buildPath('COOK', { id: cook.id }, region);
  const headingId = `map-cook-${cook.id}`;

  // The card takes the focus when it opens or shows another cook, so it is the next thing read.
  useEffect(() => {
    cardRef.current?.focus();
  }, [cook.id]);

  return (
    <section
      ref={cardRef}
      className={styles.card}
      aria-labelledby={headingId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <button type="button" className={styles.close} aria-label="Закрыть карточку повара" onClick={onClose}>
        <X aria-hidden="true" size={20} />
      </button>
      <div className={styles.head}>
        <Picture image={properties.avatar} alt="" kind="cook" className={styles.avatar} />
        <div className={styles.titles}>
          <h2 id={headingId} className={styles.name}>
            <Link to={cookPath}>{properties.name}</Link>
          </h2>
          {properties.speciality && <p className={styles.meta}>{properties.speciality.title}</p>}
          <CookRating rating={properties.rating} reviewsCount={properties.reviewsCount} />
        </div>
      </div>
      <CookBadges passportVerified={properties.passportVerified} sanitaryVerified={properties.sanitaryVerified} />
      <p className={styles.meta}>{deliveryText(properties.deliveryCost, properties.delivers)}</p>
      <Link className={`${screenStyles.primary} ${styles.action}`} to={cookPath}>
        Меню повара
      </Link>
    </section>
  );
}
