// For this remote's tests only: a cook page as the API answers it, reviews, and a render inside
// a router and a QueryClient with a line showing the current address.
import { useSyncExternalStore, type ReactElement } from 'react';
import { act } from '@testing-library/react';
import { renderInApp as renderInKitApp, type RenderInAppOptions } from '@povar/shared-kit/testing';

export { newQueryClient } from '@povar/shared-kit/testing';
import {
  ApiError,
  deliveryLocationOf,
  useRegion,
  type CookPage,
  type DeliveryLocation,
  type DishCard,
  type Image,
  type Review,
  type ReviewList,
} from '@povar/shared-kit';

export const image = (name: string): Image => ({
  webp: `/api/files/demo/${name}-640.webp`,
  jpg: `/api/files/demo/${name}-640.jpg`,
  src: `/api/files/demo/${name}-640.jpg`,
  original: `/api/files/demo/${name}-1280.jpg`,
  size: { width: 640, height: 480 },
});

export const TYUMEN = { id: 956, slug: 'tyumen', name: 'Тюмень' };
export const OMSK = { id: 1200, slug: 'omsk', name: 'Омск' };

export const dish = (id: number, name: string, category: { slug: string; title: string }): DishCard => ({
  id,
  name,
  image: image(`dish-${id}`),
  weight: 350,
  weightUnit: 'г',
  quantity: 1,
  quantityUnit: 'порц.',
  price: 42000,
  category,
  cook: { id: 7, name: 'Марина Фёдорова', avatar: null, rating: 4.91 },
  distance: 2345,
  createdAt: '2026-06-12T23:48:21.061Z',
});

export const SOUPS = { slug: 'supy', title: 'Супы' };
export const BAKERY = { slug: 'vypechka', title: 'Выпечка' };

export const COOK_PAGE: CookPage = {
  cookData: {
    id: 7,
    name: 'Марина Фёдорова',
    avatar: image('cook-7'),
    speciality: { slug: 'domashnyaya-kuhnya', title: 'Домашняя кухня' },
    experience: 6,
    address: 'ул. Московский тракт, 115',
    about: 'Мясо беру у знакомого фермера.',
    registerDate: '2025-05-31T00:00:00.000Z',
    distance: 2345,
    passportVerified: true,
    sanitaryVerified: true,
    workAvailableAt: '09:00',
    workAvailableDay: { date: '2026-11-23', daysAhead: 0 },
    rating: 4.91,
    reviewsCount: 42,
    deliveryCost: 15000,
    delivers: true,
    mainCity: TYUMEN,
    isFavorite: false,
  },
  dishes: [
    { id: 'recommended', title: 'Повар рекомендует', dishes: [dish(11, 'Пельмени домашние', SOUPS)] },
    { id: 'supy', title: 'Супы', dishes: [dish(15, 'Борщ с фасолью', SOUPS), dish(16, 'Солянка', SOUPS)] },
    { id: 'vypechka', title: 'Выпечка', dishes: [dish(21, 'Пирог с капустой', BAKERY)] },
  ],
  kitchenPhotos: [image('kitchen-1'), image('kitchen-2')],
  reviewsCount: 42,
  canAddReview: false,
  certificates: [
    { id: 1, href: '/api/files/cert-1-1280.jpg', extension: 'jpg', name: 'Диплом повара', image: image('cert-1') },
    { id: 2, href: '/api/files/cert-2.pdf', extension: 'pdf', name: 'Курсы кондитеров', image: null },
  ],
};

export const review = (id: number, overrides: Partial<Review> = {}): Review => ({
  id,
  user: { name: `Покупатель ${id}`, avatar: null },
  rating: 4,
  text: `Отзыв номер ${id}`,
  date: '2026-03-05T10:00:00.000Z',
  images: [],
  answer: null,
  ...overrides,
});

export const reviewPage = (items: Review[], page: number, lastPage: number, total = items.length): ReviewList => ({
  items,
  pagination: { page, perPage: 10, total, lastPage },
});

export const notFoundError = () =>
  new ApiError('API error, status: 404.', { status: 404, error: 'Page not found', errors: ['Page not found'], errorType: 'not_found' });

/** Renders inside a router at `url` (a cook's page by default) and a fresh QueryClient. */
export const renderInApp = (ui: ReactElement, options: RenderInAppOptions = {}) => renderInKitApp(ui, { url: '/tyumen/cooks/detail/7', ...options });

/** What the window's media queries answer: phones (below 768 px) or not. */
export function setScreen(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone && query.includes('max-width: 767px'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

// The delivery address's point, set by a test, read by a stand-in for the kit's
// useDeliveryLocation (the address store has no setter outside its API calls): a test mocks
// `useDeliveryLocation: jest.fn()` and gives it `useTestDeliveryLocation`.
let addressPoint: { lon: string; lat: string } | null = null;
const addressListeners = new Set<() => void>();

/** The visitor chooses an address with these coordinates, or none. */
export function chooseTestAddress(point: { lon: string; lat: string } | null): void {
  act(() => {
    addressPoint = point;
    for (const listener of addressListeners) listener();
  });
}

export function useTestDeliveryLocation(): DeliveryLocation {
  const point = useSyncExternalStore(
    (listener) => {
      addressListeners.add(listener);
      return () => addressListeners.delete(listener);
    },
    () => addressPoint,
  );
  const regionId = useRegion((state) => state.region?.id ?? null);
  return deliveryLocationOf(point, regionId);
}
