// "Города присутствия": every served region, each linking to its home page.
// Choosing one resets the address, clears the region error and sets the region.
import { AppLink, buildPath, Popup, type Region } from '@povar/shared-kit';
import styles from './CitiesPopup.module.css';

export interface CitiesPopupProps {
  cities: readonly Region[];
  currentSlug: string | null;
  onChoose: (city: Region) => void;
  onClose: () => void;
}

export function CitiesPopup({ cities, currentSlug, onChoose, onClose }: CitiesPopupProps) {
  return (
    <Popup title="Города присутствия" onClose={onClose} sheetBelow="desktop">
      <ul className={styles.list}>
        {cities.map((city) => (
          <li key={city.id}>
            <AppLink
              className={styles.city}
              aria-current={city.slug === currentSlug ? 'true' : undefined}
              href={buildPath('INDEX', {}, city.slug)}
              onClick={() => {
                onChoose(city);
                onClose();
              }}
            >
              {city.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </Popup>
  );
}
