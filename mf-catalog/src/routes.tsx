// Which page each of this remote's routes shows (the route table in shared-kit decides the route).
import { SectionPage, type RoutePage } from '@povar/shared-kit';

export const pages: Record<string, RoutePage> = {
  INDEX: SectionPage,
  MENU: SectionPage,
  MENU_FILTERS: SectionPage,
  PRODUCT: SectionPage,
  MENU_PAGINATION: SectionPage,
  MENU_CATEGORY_PAGINATION: SectionPage,
  MENU_CATEGORY: SectionPage,
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
