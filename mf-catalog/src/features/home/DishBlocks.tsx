// The blocks of dishes: a main-page compilation and the region's featured category, each a
// heading that leads to its listing (/{region}/menu/{slug}) over a slider of the catalogue's cards.
import { useEffect } from 'react';
import { buildPath, reportDishImpressions, type DishCard as DishCardData, type DishCompilation, type MainPromoCategory } from '@povar/shared-kit';
import { DishCard } from '../cards/DishCard';
import { BlockHeading } from './BlockHeading';
import { HomeSlider } from './HomeSlider';
import { ResponsivePicture } from './ResponsivePicture';
import styles from './HomeBlocks.module.css';

/** Cards that may be in the first screen when a dish block opens the page: their pictures load at once. */
const EAGER_CARDS = 2;

/** The featured category's picture: the whole width on phones, half of it from tablets up. */
const PROMO_PICTURE_SIZES = '(min-width: 768px) min(50vw, 600px), calc(100vw - 32px)';

function DishRow({ dishes, label, region, aboveFold }: { dishes: DishCardData[]; label: string; region: string | null; aboveFold: boolean }) {
  useEffect(() => reportDishImpressions(dishes, 'list'), [dishes]);
  return (
    <HomeSlider
      items={dishes}
      slideKey={(dish) => dish.id}
      label={label}
      slideClassName={styles.dishSlide}
      renderSlide={(dish, index) => <DishCard dish={dish} region={region} priority={aboveFold && index < EAGER_CARDS} list="list" />}
    />
  );
}

export function DishCompilationBlock({ compilation, region, aboveFold }: { compilation: DishCompilation; region: string | null; aboveFold: boolean }) {
  return (
    <section className={styles.block}>
      <BlockHeading title={compilation.title} href={buildPath('MENU_CATEGORY', { slug: compilation.slug }, region)} />
      <DishRow dishes={compilation.dishes} label={compilation.title} region={region} aboveFold={aboveFold} />
    </section>
  );
}

export function MainPromoCategoryBlock({ promo, region, aboveFold }: { promo: MainPromoCategory; region: string | null; aboveFold: boolean }) {
  return (
    <section className={styles.block}>
      <BlockHeading title={promo.title} href={buildPath('MENU_CATEGORY', { slug: promo.category.slug }, region)} />
      <div className={`${styles.promoIntro} ${promo.image ? '' : styles.promoIntroPlain}`}>
        {promo.image && <ResponsivePicture image={promo.image} alt="" sizes={PROMO_PICTURE_SIZES} className={styles.promoPicture} priority={aboveFold} />}
        <p className={styles.promoText}>{promo.text}</p>
      </div>
      <DishRow dishes={promo.dishes} label={promo.category.title} region={region} aboveFold={false} />
    </section>
  );
}
