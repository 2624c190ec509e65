// For this feature's tests only: a cook as the map API answers it.
import type { MapCookPoint } from '@povar/shared-kit';

export const mapPoint = (id: number, coordinates: [number, number], overrides: Partial<MapCookPoint['properties']> = {}): MapCookPoint => ({
  id,
  geometry: { type: 'Point', coordinates },
  properties: {
    name: `Повар ${id}`,
    avatar: null,
    speciality: { slug: 'domashnyaya-kuhnya', title: 'Домашняя кухня' },
    rating: 4.8,
    reviewsCount: 12,
    passportVerified: true,
    sanitaryVerified: false,
    deliveryCost: 15000,
    delivers: true,
    distance: 1200,
    ...overrides,
  },
});
