// The eleven /docs pages and the three legal documents as the docs navigation lists them (the API has no list call; the texts are in api/src/modules/content/text-pages.ts).
import { buildPath } from '@povar/shared-kit';

export interface DocsLink {
  /** The part after '/docs/' ('profile/useful/rules'). */
  slug: string;
  title: string;
}

export interface DocsNavGroup {
  /** null: links for everyone, shown without a heading. */
  title: string | null;
  pages: readonly DocsLink[];
}

export const DOCS_NAV: readonly DocsNavGroup[] = [
  {
    title: null,
    pages: [
      { slug: 'about', title: 'О компании' },
      { slug: 'faq', title: 'Частые вопросы' },
    ],
  },
  {
    title: 'Полезные материалы для поваров',
    pages: [
      { slug: 'profile/useful/rules', title: 'Правила для поваров' },
      { slug: 'profile/useful/orders_and_delivery', title: 'Заказы и доставка' },
      { slug: 'profile/useful/menu', title: 'Как оформить меню' },
      { slug: 'profile/useful/photos', title: 'Фотографии блюд' },
      { slug: 'profile/useful/link-copy', title: 'Как поделиться ссылкой' },
      { slug: 'profile/useful/sales', title: 'Продажи' },
      { slug: 'profile/useful/calculations', title: 'Расчёты и выплаты' },
      { slug: 'profile/useful/prices', title: 'Как назначить цену' },
      { slug: 'profile/useful/how-to-count', title: 'Как посчитать себестоимость и КБЖУ' },
    ],
  },
  {
    title: 'Правовые документы',
    pages: [
      { slug: 'legal/privacy-policy', title: 'Политика конфиденциальности' },
      { slug: 'legal/user-agreement', title: 'Пользовательское соглашение' },
      { slug: 'legal/public-offer', title: 'Публичная оферта' },
    ],
  },
];

export const docsPath = (slug: string): string => buildPath('DOCS', { slug });
