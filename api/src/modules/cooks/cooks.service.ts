// The cook page: the catalogue's card with the user's favourite mark, the menu in sections, the public gallery and whether a review may be written.
import {
  certificateSchema,
  COOK_NOT_FOUND_MESSAGE,
  RECOMMENDED_SECTION_ID,
  RECOMMENDED_SECTION_TITLE,
  type Certificate,
  type CookMenuSection,
  type CookPage,
  type DishCard,
  type WorkAvailableDay,
} from '@povar/shared-kit/contracts';
import { ApiError } from '../../plugins/errors.ts';
import { type Point, toCookCard, toDishCard } from '../catalog/index.ts';
import type { CooksRepository } from './cooks.repository.ts';

/** The reviews module's rule (a completed order from this cook without a review yet); null is a guest. */
export type CanAddReview = (userId: number | null, cookId: number) => Promise<boolean>;

/** The schedule module's next opening ('HH:MM' local and its day, or null), shown as 'Принимает заказы с …'. */
export type WorkAvailableAt = (cookId: number) => Promise<{ time: string; day: WorkAvailableDay } | null>;

/** The cook page's location query: cityId, lon and lat, as the catalogue takes them. */
export interface CookPageLocation {
  cityId?: number;
  lon?: number;
  lat?: number;
}

/**
 * Distances are measured from the coordinates, as in the catalogue. The region (cityId) does not
 * narrow anything here: a cook is answered in their own region (mainCity) and the client moves there.
 */
export function pointOf(location: CookPageLocation): Point | undefined {
  return location.lat !== undefined && location.lon !== undefined ? { lat: location.lat, lon: location.lon } : undefined;
}

const CERTIFICATE_EXTENSIONS: readonly string[] = certificateSchema.shape.extension.options;

export function createCooksService(deps: {
  cooks: Pick<CooksRepository, 'findActiveCook' | 'listVisibleDishes' | 'findOwnCompilationDishIds' | 'listGallery' | 'isFavorite'>;
  canAddReview: CanAddReview;
  /** Without it the card's stored work_available_at is shown, with no day. */
  workAvailableAt?: WorkAvailableAt;
}) {
  const { cooks, canAddReview, workAvailableAt } = deps;

  return {
    /** 404 with 'Page not found' for an unknown or paused cook. `userId` null is a guest. */
    async getPage(id: number, location: CookPageLocation, userId: number | null): Promise<CookPage> {
      const point = pointOf(location);
      const cook = await cooks.findActiveCook(id, point);
      if (!cook) throw new ApiError('not_found', { message: COOK_NOT_FOUND_MESSAGE });
      const [dishRows, recommendedIds, gallery, isFavorite, mayReview, opensAt] = await Promise.all([
        cooks.listVisibleDishes(id, point),
        cooks.findOwnCompilationDishIds(id),
        cooks.listGallery(id),
        userId === null ? false : cooks.isFavorite(userId, id),
        canAddReview(userId, id),
        workAvailableAt ? workAvailableAt(id) : undefined,
      ]);
      const card = toCookCard(cook);
      return {
        cookData: {
          ...card,
          isFavorite,
          ...(workAvailableAt ? { workAvailableAt: opensAt?.time ?? null } : {}),
          workAvailableDay: opensAt?.day ?? null,
        },
        dishes: menuSections(dishRows.map(toDishCard), recommendedIds ?? []),
        kitchenPhotos: gallery.filter((item) => item.kind === 'kitchen').flatMap((item) => (item.image ? [item.image] : [])),
        reviewsCount: card.reviewsCount,
        canAddReview: mayReview,
        certificates: gallery
          .filter((item) => item.kind === 'certificate' && CERTIFICATE_EXTENSIONS.includes(item.extension))
          .map((item) => ({ id: item.id, href: item.href, extension: item.extension as Certificate['extension'], name: item.name, image: item.image ?? null })),
      };
    },
  };
}

export type CooksService = ReturnType<typeof createCooksService>;

/**
 * 'Повар рекомендует' first, with the compilation's visible dishes in its order (a dish hidden
 * since, or not the cook's, drops out; no section when none is left), then one section per
 * category in the categories' order. `dishes` arrive in that order already.
 */
export function menuSections(dishes: DishCard[], recommendedIds: number[]): CookMenuSection[] {
  const byId = new Map(dishes.map((dish) => [dish.id, dish]));
  const recommended = recommendedIds.flatMap((dishId) => byId.get(dishId) ?? []);
  const sections: CookMenuSection[] = recommended.length > 0 ? [{ id: RECOMMENDED_SECTION_ID, title: RECOMMENDED_SECTION_TITLE, dishes: recommended }] : [];
  for (const dish of dishes) {
    const last = sections.at(-1);
    if (last && last.id === dish.category.slug) last.dishes.push(dish);
    else sections.push({ id: dish.category.slug, title: dish.category.title, dishes: [dish] });
  }
  return sections;
}
