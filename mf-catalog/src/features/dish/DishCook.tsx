// Who cooks the dish: avatar, name (to the cook's page), speciality, rating with reviews,
// verification badges, distance and delivery cost.
import { useId } from 'react';
import { AppLink, Picture, buildPath, type CookCard } from '@povar/shared-kit';
import { CookDetails } from '../cards/CookFacts';
import styles from './DishCook.module.css';

export function DishCook({ cook, region, headingLevel }: { cook: CookCard; region: string | null; headingLevel: 2 | 3 }) {
  const titleId = useId();
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const Name = `h${headingLevel + 1}` as 'h3' | 'h4';
  const cookPath = buildPath('COOK', { id: cook.id }, region);
  return (
    <section className={`${styles.section} ${headingLevel === 3 ? styles.compact : ''}`} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.heading}>
        Повар
      </Heading>
      <article className={styles.cook} aria-labelledby={nameId}>
        <Picture image={cook.avatar} alt="" kind="cook" className={styles.avatar} />
        <div className={styles.body}>
          <Name id={nameId} className={styles.name}>
            {/* The cook's page belongs to another remote: single-spa navigates. */}
            <AppLink href={cookPath}>{cook.name}</AppLink>
          </Name>
          <CookDetails cook={cook} />
        </div>
      </article>
    </section>
  );
}
