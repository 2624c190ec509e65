// Which page each of this remote's routes shows (the route table in shared-kit decides the route).
import { SectionPage, type RoutePage } from '@povar/shared-kit';
import { MenuPage } from './features/menu/MenuPage';

export const pages: Record<string, RoutePage> = {
  INDEX: SectionPage,
  MENU: MenuPage,
  MENU_FILTERS: MenuPage,
  PRODUCT: SectionPage,
  MENU_PAGINATION: MenuPage,
  MENU_CATEGORY_PAGINATION: MenuPage,
  MENU_CATEGORY: MenuPage,
  COOKS: SectionPage,
  COOKS_FILTERS: SectionPage,
  COOKS_PAGINATION: SectionPage,
  COOKS_CATEGORY_PAGINATION: SectionPage,
  COOKS_CATEGORY: SectionPage,
  COOKS_MAP: SectionPage,
  FOR_COOKS: SectionPage,
  DOWNLOAD_APP: SectionPage,
  DOCS: SectionPage,
};
