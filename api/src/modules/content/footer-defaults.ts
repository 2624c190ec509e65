// The footer's settings a fresh database starts with; editors change the stored copy.
import type { FooterSettings } from '@povar/shared-kit/contracts';

export const DEFAULT_FOOTER_SETTINGS: FooterSettings = {
  // Placeholders until the apps are published; a null link hides its badge.
  apple_link: 'https://apps.apple.com/ru/app/povar-ryadom/id6450000000',
  google_link: 'https://play.google.com/store/apps/details?id=ru.povarryadom.app',
  rustore_link: 'https://www.rustore.ru/catalog/app/ru.povarryadom.app',
  about:
    '«Повар рядом» — домашняя еда от проверенных поваров вашего города. Мы пробуем блюда, проверяем условия на кухне и ' +
    'объясняем требования к безопасности продуктов.',
  support_email: 'support@povar-ryadom.ru',
  support_messenger_link: 'https://t.me/povar_ryadom_support',
  news_channel_link: 'https://t.me/povar_ryadom',
  social_link: 'https://vk.com/povar_ryadom',
  messaging_app_link: 'https://wa.me/79000000000',
  // /docs pages seeded from text-pages.ts (the seed also moves a database still on the retired .pdf addresses to them).
  legal_documents: [
    { title: 'Политика конфиденциальности', href: '/docs/legal/privacy-policy' },
    { title: 'Пользовательское соглашение', href: '/docs/legal/user-agreement' },
    { title: 'Публичная оферта', href: '/docs/legal/public-offer' },
  ],
};
