// A dish of the cook's menu: the kit's dish card without the cook (the page is theirs), with the
// add-to-basket control, or 'Изменить' (to the cabinet's dish form) for the cook on their own page.
import { AppLink, buildPath, type DishCard as DishCardData } from '@povar/shared-kit';
import { DishCard } from '@povar/shared-kit/cards';
import { useIsOwnCookPage } from '../cook-page/use-own-cook-page';
import styles from './CookDishCard.module.css';

export function CookDishCard({ dish, region }: { dish: DishCardData; region: string | null }) {
  const ownDish = useIsOwnCookPage(dish.cook.id);
  const edit = ownDish ? (
    <AppLink href={buildPath('PROFILE_DISHES_EDIT', { id: dish.id })} className={styles.edit} aria-label={`Изменить: ${dish.name}`}>
      Изменить
    </AppLink>
  ) : undefined;
  return <DishCard dish={dish} region={region} idPrefix="cook-dish" action={edit} />;
}
