// 'Повар рекомендует' on the home page: each cook's own selection, the cook (avatar and name,
// leading to the cook's page) over the dishes they recommend.
import { useId, type MouseEvent } from 'react';
import { Star } from 'lucide-react';
import { Link } from '@povar/shared-kit';
import { Picture, buildPath, formatPrice, formatRating, formatWeight, type CookCompilation, type DishCard } from '@povar/shared-kit';
import { useOpenDishPopup } from '../dish/dish-popup-url';
import { BlockHeading } from './BlockHeading';
import { HomeSlider } from './HomeSlider';
import styles from './HomeBlocks.module.css';

export function CookCompilationsBlock({ title, compilations, region }: { title: string; compilations: CookCompilation[]; region: string | null }) {
  return (
    <section className={styles.block}>
      <BlockHeading title={title} />
      <HomeSlider
        items={compilations}
        slideKey={(compilation) => compilation.id}
        label={title}
        slideClassName={styles.cookSlide}
        renderSlide={(compilation) => <CookSelection compilation={compilation} blockTitle={title} region={region} />}
      />
    </section>
  );
}

function CookSelection({ compilation, blockTitle, region }: { compilation: CookCompilation; blockTitle: string; region: string | null }) {
  const nameId = useId();
  const { cook } = compilation;
  const cookPath = buildPath('COOK', { id: cook.id }, region);
  return (
    <article className={styles.cookPanel} aria-labelledby={nameId}>
      <div className={styles.cookHead}>
        <Link to={cookPath} className={styles.cookAvatarLink} tabIndex={-1} aria-hidden="true">
          <Picture image={cook.avatar} alt="" kind="cook" className={styles.cookAvatar} />
        </Link>
        <div className={styles.cookInfo}>
          <h3 id={nameId} className={styles.cookName}>
            <Link to={cookPath}>{cook.name}</Link>
          </h3>
          <p className={styles.cookMeta}>
            <Star aria-hidden="true" size={14} className={styles.cookStar} />
            <span aria-label="Рейтинг">{formatRating(cook.rating)}</span>
            {cook.speciality && <span> · {cook.speciality.title}</span>}
          </p>
        </div>
      </div>
      {/* Every selection is called 'Повар рекомендует' unless the cook named it otherwise. */}
      {compilation.title !== blockTitle && <p className={styles.selectionTitle}>{compilation.title}</p>}
      <ul className={styles.selectionDishes}>
        {compilation.dishes.map((dish) => (
          <SelectionDish key={dish.id} dish={dish} region={region} />
        ))}
      </ul>
    </article>
  );
}

function SelectionDish({ dish, region }: { dish: DishCard; region: string | null }) {
  const openPopup = useOpenDishPopup();
  // As on the catalogue's cards: a plain click opens the product-detail popup, other clicks keep the link.
  const openDish = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openPopup(dish.id);
  };
  return (
    <li className={styles.selectionDish}>
      <Picture image={dish.image} alt="" kind="dish" className={styles.selectionThumb} />
      <div className={styles.selectionDishInfo}>
        <Link to={buildPath('PRODUCT', { id: dish.id }, region)} className={styles.selectionDishName} onClick={openDish} aria-haspopup="dialog">
          {dish.name}
        </Link>
        <p className={styles.selectionDishMeta}>
          {formatWeight(dish.weight)} · <span className={styles.selectionDishPrice}>{formatPrice(dish.price)}</span>
        </p>
      </div>
    </li>
  );
}
