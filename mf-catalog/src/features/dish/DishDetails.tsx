// Everything about one dish, the same on its page and in the product-detail popup (where the
// popup's title carries the name and the layout is one compact column).
import { useEffect, useId } from 'react';
import { Clock } from 'lucide-react';
import { AddToBasket, AppLink, FavoriteButton, Link, buttonStyles, reportDishDetail, useUser } from '@povar/shared-kit';
import { buildPath, formatCount, formatDecimal, formatPrice, formatWeight, type DishDetail } from '@povar/shared-kit';
import { DishCook } from './DishCook';
import { DishGallery } from './DishGallery';
import styles from './DishDetails.module.css';

const MINUTE_FORMS = ['минута', 'минуты', 'минут'] as const;

export type DishDetailsVariant = 'page' | 'popup';

/** The pictures to show: the gallery, else the card's picture, else none (a placeholder). */
export const dishImages = (dish: DishDetail) => (dish.images.length > 0 ? dish.images : dish.image ? [dish.image] : []);

const grams = (value: number) => `${formatDecimal(value, { maximumFractionDigits: 1 })} г`;

export function DishDetails({ dish, region, variant }: { dish: DishDetail; region: string | null; variant: DishDetailsVariant }) {
  const nameId = useId();
  const nutritionId = useId();
  const onPage = variant === 'page';
  // On the page the name is the h1; in the popup it is the popup's h2.
  const Section = onPage ? 'h2' : 'h3';
  const hasNutrition = dish.calories > 0 || dish.proteins > 0 || dish.fats > 0 || dish.carbohydrates > 0;
  const otherPreferences = dish.otherPreferences.trim();
  // The cook looking at their own dish edits it rather than orders it.
  const ownDish = useUser((state) => state.user?.cookData?.id === dish.cook.id);
  // Metrika's product view, once per dish shown (a refetch of the same dish is not a new view).
  useEffect(() => reportDishDetail(dish), [dish.id]);

  return (
    <article className={`${styles.dish} ${onPage ? styles.page : styles.popup}`} {...(onPage ? { 'aria-labelledby': nameId } : {})}>
      <div className={styles.media}>
        <DishGallery images={dishImages(dish)} name={dish.name} priority={onPage} />
      </div>

      <div className={styles.summary}>
        <p className={styles.category}>
          <Link to={buildPath('MENU_CATEGORY', { slug: dish.category.slug }, region)}>{dish.category.title}</Link>
        </p>
        {onPage && (
          <h1 id={nameId} className={styles.name}>
            {dish.name}
          </h1>
        )}
        <div className={styles.priceRow}>
          <p className={styles.price}>{formatPrice(dish.price)}</p>
          <FavoriteButton kind="dishes" id={dish.id} variant="labelled" />
        </div>
        {ownDish ? (
          <AppLink href={buildPath('PROFILE_DISHES_EDIT', { id: dish.id })} className={`${buttonStyles.secondary} ${styles.buy}`}>
            Изменить блюдо
          </AppLink>
        ) : (
          <AddToBasket dish={dish} size="page" className={styles.buy} />
        )}
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>Вес</dt>
            <dd>{formatWeight(dish.weight)}</dd>
          </div>
          {dish.quantity > 0 && (
            <div className={styles.fact}>
              <dt>Количество</dt>
              <dd>
                {dish.quantity} {dish.quantityUnit}
              </dd>
            </div>
          )}
          {dish.cookingTime > 0 && (
            <div className={styles.fact}>
              <dt>
                <Clock aria-hidden="true" size={15} className={styles.factIcon} />
                Время приготовления
              </dt>
              <dd>{formatCount(dish.cookingTime, MINUTE_FORMS)}</dd>
            </div>
          )}
        </dl>

        {hasNutrition && (
          <section aria-labelledby={nutritionId}>
            <Section id={nutritionId} className={styles.heading}>
              Пищевая ценность
            </Section>
            <dl className={styles.nutrition}>
              <div className={styles.nutrient}>
                <dt>Калорийность</dt>
                <dd>{formatDecimal(dish.calories, { maximumFractionDigits: 0 })} ккал</dd>
              </div>
              <div className={styles.nutrient}>
                <dt>Белки</dt>
                <dd>{grams(dish.proteins)}</dd>
              </div>
              <div className={styles.nutrient}>
                <dt>Жиры</dt>
                <dd>{grams(dish.fats)}</dd>
              </div>
              <div className={styles.nutrient}>
                <dt>Углеводы</dt>
                <dd>{grams(dish.carbohydrates)}</dd>
              </div>
            </dl>
          </section>
        )}
      </div>

      <div className={styles.about}>
        {dish.previewText.trim() && (
          <section>
            <Section className={styles.heading}>Состав и описание</Section>
            <p className={styles.text}>{dish.previewText.trim()}</p>
          </section>
        )}
        {dish.preferences.length > 0 && (
          <section>
            <Section className={styles.heading}>Вкусовые предпочтения</Section>
            <ul className={styles.tags}>
              {dish.preferences.map((preference) => (
                <li key={preference.slug} className={styles.tag}>
                  {preference.title}
                </li>
              ))}
            </ul>
          </section>
        )}
        {otherPreferences && (
          <section>
            <Section className={styles.heading}>Другие предпочтения</Section>
            <p className={styles.text}>{otherPreferences}</p>
          </section>
        )}
      </div>

      <div className={styles.cook}>
        <DishCook cook={dish.cook} region={region} headingLevel={onPage ? 2 : 3} />
      </div>
    </article>
  );
}
