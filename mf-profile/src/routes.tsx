// Which page each of this remote's routes shows (the route table in shared-kit decides the route).
// The map is typed by the table: a page for every route this remote owns, and no other name.
import { lazy } from 'react';
import type { PageMap, RoutePage } from '@povar/shared-kit';
// The menu is the mobile 'Профиль' tab, a light page: it comes with the remote.
import { ProfileMenuPage } from './features/menu/ProfileMenuPage';

// The settings carry the forms and their rules (zod): a chunk of their own.
const ProfileSettingsPage = lazy(() =>
  import(/* webpackChunkName: "profile-settings" */ './features/settings/ProfileSettingsPage').then((module) => ({ default: module.ProfileSettingsPage })),
);

// The operators' queue of cook applications: only operators ever load it.
const ModerationPage = lazy(() =>
  import(/* webpackChunkName: "moderation" */ './features/moderation/ModerationPage').then((module) => ({ default: module.ModerationPage })),
);

// The saved addresses, with the details form and its rules.
const AddressesPage = lazy(() =>
  import(/* webpackChunkName: "profile-addresses" */ './features/address/AddressesPage').then((module) => ({ default: module.AddressesPage })),
);

// The saved bank cards.
const PaymentTypesPage = lazy(() =>
  import(/* webpackChunkName: "profile-payment-types" */ './features/payment-types/PaymentTypesPage').then((module) => ({ default: module.PaymentTypesPage })),
);

// Favourite cooks and dishes: the two tabs of one chunk.
const FavoriteCooksPage = lazy(() =>
  import(/* webpackChunkName: "profile-favorites" */ './features/favorites/FavoritesPage').then((module) => ({ default: module.FavoriteCooksPage })),
);
const FavoriteDishesPage = lazy(() =>
  import(/* webpackChunkName: "profile-favorites" */ './features/favorites/FavoritesPage').then((module) => ({ default: module.FavoriteDishesPage })),
);

export const pages: PageMap<'mf-profile', RoutePage> = {
  PROFILE_MENU: ProfileMenuPage,
  PROFILE: ProfileSettingsPage,
  PROFILE_ADDRESS: AddressesPage,
  PROFILE_PAYMENT_TYPES: PaymentTypesPage,
  PROFILE_FAVORITE_COOKS: FavoriteCooksPage,
  PROFILE_FAVORITE_DISHES: FavoriteDishesPage,
  MODERATION: ModerationPage,
};
