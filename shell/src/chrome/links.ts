// The service's own contacts and external links, shown by the footer and the error screens.
export const SUPPORT_EMAIL = 'support@povar-ryadom.ru';
export const SUPPORT_MESSENGER_URL = 'https://t.me/povar_ryadom_support';
export const NEWS_CHANNEL_URL = 'https://t.me/povar_ryadom';
export const SOCIAL_NETWORK_URL = 'https://vk.com/povar_ryadom';
export const MESSAGING_APP_URL = 'https://wa.me/79000000000';
export const LEGAL_DOCUMENTS = [
  { title: 'Политика конфиденциальности', href: '/legal/privacy-policy.pdf' },
  { title: 'Пользовательское соглашение', href: '/legal/user-agreement.pdf' },
  { title: 'Публичная оферта', href: '/legal/public-offer.pdf' },
] as const;
