// The two catalogues: dishes (/menu…) and cooks (/cooks…).
import { reportDishImpressions, type CookList, type DishList } from '@povar/shared-kit';
import { CookCard } from '../cards/CookCard';
import { DishCard } from '../cards/DishCard';
import { createListingPage } from './ListingPage';

export const MenuPage = createListingPage<DishList>({
  kind: 'menu',
  endpoint: '/catalog/dishes',
  title: 'Каталог блюд',
  itemsLabel: 'Блюда',
  loadingLabel: 'Загружаем блюда',
  renderCard: (dish, region, priority) => <DishCard dish={dish} region={region} priority={priority} />,
  showsCooksFound: true,
  onItemsShown: (dishes, firstPosition) => reportDishImpressions(dishes, 'page', firstPosition),
});

export const CooksPage = createListingPage<CookList>({
  kind: 'cooks',
  endpoint: '/catalog/cooks',
  title: 'Повара',
  itemsLabel: 'Повара',
  loadingLabel: 'Загружаем поваров',
  renderCard: (cook, region, priority) => <CookCard cook={cook} region={region} priority={priority} />,
});
