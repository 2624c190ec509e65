// For this remote's tests only: a dish as the API answers it, and a render inside a router
// and a QueryClient with a line showing the current URL.
import type { ReactElement } from 'react';
import { renderInApp as renderInKitApp, type RenderInAppOptions } from '@povar/shared-kit/testing';
import { ApiError, type CookCard, type DishDetail, type Image } from '@povar/shared-kit';

export const image = (name: string): Image => ({
  webp: `/api/files/demo/${name}-640.webp`,
  jpg: `/api/files/demo/${name}-640.jpg`,
  src: `/api/files/demo/${name}-640.jpg`,
  original: `/api/files/demo/${name}-1280.jpg`,
  size: { width: 640, height: 480 },
});

export const COOK: CookCard = {
  id: 7,
  name: 'Марина Фёдорова',
  avatar: image('cook-1'),
  speciality: { slug: 'domashnyaya-kuhnya', title: 'Домашняя кухня' },
  experience: 6,
  address: 'ул. Московский тракт, 115',
  about: 'Мясо беру у знакомого фермера.',
  registerDate: '2025-05-31T00:00:00.000Z',
  distance: 2345,
  passportVerified: true,
  sanitaryVerified: true,
  workAvailableAt: '08:00',
  rating: 4.91,
  reviewsCount: 42,
  deliveryCost: 15000,
  delivers: true,
  mainCity: { id: 956, slug: 'tyumen', name: 'Тюмень' },
};

export const DISH: DishDetail = {
  id: 15,
  name: 'Борщ с фасолью',
  image: image('dish-supy-2'),
  weight: 780,
  weightUnit: 'г',
  quantity: 2,
  quantityUnit: 'порц.',
  price: 36000,
  category: { slug: 'supy', title: 'Супы' },
  distance: 2345,
  createdAt: '2026-06-12T23:48:21.061Z',
  previewText: 'Наваристый борщ на говяжьем бульоне.\nСостав: говядина, свёкла, капуста, фасоль.',
  images: [image('dish-supy-2')],
  cookingTime: 130,
  calories: 429,
  proteins: 25,
  fats: 21.8,
  carbohydrates: 35.9,
  preferences: [
    { slug: 'bez-glyutena', title: 'Без глютена' },
    { slug: 'domashnee', title: 'Домашнее' },
  ],
  otherPreferences: 'Могу приготовить без лука и чеснока',
  cook: COOK,
};

export const notFoundError = () =>
  new ApiError('API error, status: 404.', { status: 404, error: 'Страница не найдена', errors: ['Страница не найдена'], errorType: 'not_found' });

export const networkError = () =>
  new ApiError('Network error, try again late', { status: 0, error: 'Network error, try again late', errors: [], errorType: null });

/** Renders inside a router at `url` (the catalogue's menu by default) and a fresh QueryClient. */
export const renderInApp = (ui: ReactElement, options: RenderInAppOptions = {}) => renderInKitApp(ui, { url: '/tyumen/menu', ...options });
