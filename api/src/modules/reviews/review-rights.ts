// Who may review a cook: a signed-in customer with a completed order from
// the cook that has no review yet. The cook page asks it; adding a review checks it again under lock.
import type { Orm } from '../../db/client.ts';
import { createOrdersRepository } from '../orders/index.ts';

export function createReviewRights(orm: Orm) {
  const orders = createOrdersRepository(orm);
  return {
    /** False for a guest (null, or the 0 app.authenticateOptional leaves), and for anyone without such an order. */
    async canAddReview(userId: number | null, cookId: number): Promise<boolean> {
      if (!userId) return false;
      return (await orders.findOrderAwaitingReview(userId, cookId)) !== undefined;
    },
  };
}

export type ReviewRights = ReturnType<typeof createReviewRights>;
