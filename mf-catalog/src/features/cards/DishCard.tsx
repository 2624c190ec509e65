// A dish in a listing: the kit's dish card with the catalogue's cook line (name to the cook's page,
// distance) and the add-to-basket control. A plain click on the picture or the name opens the
// product-detail popup over the current page; the links keep the dish page's path for new tabs
// and crawlers.
import type { MouseEvent } from 'react';
import { reportDishClick, type DishCard as DishCardData, type EcommerceListType } from '@povar/shared-kit';
import { DishCard as KitDishCard } from '@povar/shared-kit/cards';
import { useOpenDishPopup } from '../dish/dish-popup-url';

/** `list`: where the card is, for the ecommerce click ('page' in a listing, 'list' in a block of another page). */
export function DishCard({
  dish,
  region,
  priority = false,
  list = 'page',
}: {
  dish: DishCardData;
  region: string | null;
  priority?: boolean;
  list?: EcommerceListType;
}) {
  const openPopup = useOpenDishPopup();
  const openDish = (event: MouseEvent<HTMLAnchorElement>) => {
    // Ctrl/Cmd/Shift/Alt and other buttons keep the link's own behaviour (new tab, window, download).
    reportDishClick(dish, list);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openPopup(dish.id);
  };
  return <KitDishCard dish={dish} region={region} priority={priority} links="router" onOpen={openDish} opensDialog cook="linked" />;
}
