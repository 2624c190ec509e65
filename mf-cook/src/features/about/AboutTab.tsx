// The about tab: the cook's facts, 'Моя кухня' photos, and 'Дипломы и сертификаты'
// (pictures open in the image viewer, PDF and DOC files are icons linking to the file).
import { FileText } from 'lucide-react';
import { formatDate, pluralRu, type Certificate, type CookPage, type Image } from '@povar/shared-kit';
import { YEAR_FORMS } from '../cook-page/cook-facts';
import { PhotoThumbnails } from '../gallery/PhotoThumbnails';
import styles from './About.module.css';

const isPictureCertificate = (certificate: Certificate): certificate is Certificate & { image: Image } => certificate.image !== null;

export const experienceText = (years: number) => `${years} ${pluralRu(years, YEAR_FORMS)}`;

export function AboutTab({ page }: { page: CookPage }) {
  const cook = page.cookData;
  const facts: [string, string][] = [
    ['Специализация', cook.speciality?.title ?? '—'],
    ['Сколько лет в деле', experienceText(cook.experience)],
    ['Адрес', cook.address || '—'],
    ['Дата регистрации', formatDate(cook.registerDate)],
    ['О себе', cook.about.trim() || '—'],
  ];
  const pictures = page.certificates.filter(isPictureCertificate);
  const documents = page.certificates.filter((certificate) => certificate.image === null);
  return (
    <div className={styles.about}>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {page.kitchenPhotos.length > 0 && (
        <section aria-labelledby="cook-kitchen" className={styles.block}>
          <h2 id="cook-kitchen" className={styles.title}>
            Моя кухня
          </h2>
          <PhotoThumbnails images={page.kitchenPhotos} nameOf={(index, total) => `Фото кухни ${index + 1} из ${total}`} />
        </section>
      )}
      {page.certificates.length > 0 && (
        <section aria-labelledby="cook-certificates" className={styles.block}>
          <h2 id="cook-certificates" className={styles.title}>
            Дипломы и сертификаты
          </h2>
          <PhotoThumbnails
            images={pictures.map((certificate) => certificate.image)}
            nameOf={(index) => pictures[index]?.name ?? ''}
            captions={pictures.map((certificate) => certificate.name)}
          />
          {documents.length > 0 && (
            <ul className={styles.documents}>
              {documents.map((certificate) => (
                <li key={certificate.id}>
                  <a className={styles.document} href={certificate.href} target="_blank" rel="noopener noreferrer" download>
                    <FileText aria-hidden="true" size={28} strokeWidth={1.6} className={styles.fileIcon} />
                    <span className={styles.documentName}>{certificate.name}</span>
                    <span className={styles.extension}>{certificate.extension.toUpperCase()}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
