// Reads and writes cook reviews (reviews) and keeps each cook's rating and reviews_count equal to
// what the reviews table says. Adding a review runs in one transaction that first locks the
// cook's row, so two reviews at once cannot take the same order or miscount the rating.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Image } from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import { cooks, reviews, users } from '../../db/schema.ts';
import { createOrdersRepository } from '../orders/index.ts';

/** The orm or one of its transactions. */
type Writer = Pick<Orm, 'update'>;

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  text: reviews.text,
  images: reviews.images,
  createdAt: reviews.createdAt,
  answerText: reviews.answerText,
  answeredAt: reviews.answeredAt,
  userName: users.name,
  userAvatar: users.avatar,
};

/**
 * Sets rating (the average, 2 decimals; 0 without reviews) and reviews_count from the reviews
 * table: of one cook, of several, or, with no ids, of every cook (the demo seed).
 */
export async function recomputeCookRatings(db: Writer, cookIds?: number[]): Promise<void> {
  const ofCook = sql`from ${reviews} where ${reviews.cookId} = ${cooks.id}`;
  await db
    .update(cooks)
    .set({
      rating: sql`coalesce((select round(avg(${reviews.rating}), 2) ${ofCook}), 0)`,
      reviewsCount: sql`(select count(*)::int ${ofCook})`,
    })
    .where(cookIds ? inArray(cooks.id, cookIds) : undefined);
}

export interface NewReview {
  rating: number;
  text: string;
  images: Image[];
}

export type ReviewWrite = { outcome: 'not_found' } | { outcome: 'not_allowed' } | { outcome: 'done'; id: number };
export type AnswerWrite = { outcome: 'not_found' } | { outcome: 'already_answered' } | { outcome: 'done' };

export function createReviewsRepository(orm: Orm) {
  return {
    /** A cook card people can see (active); hidden and unknown cooks are alike. */
    async findActiveCook(cookId: number): Promise<{ id: number } | undefined> {
      const [cook] = await orm
        .select({ id: cooks.id })
        .from(cooks)
        .where(and(eq(cooks.id, cookId), eq(cooks.isActive, true)));
      return cook;
    },

    /** One page of the cook's reviews, newest first (id breaks ties), and how many there are in all. */
    async listReviews(cookId: number, page: number, perPage: number) {
      const [items, [total]] = await Promise.all([
        orm
          .select(reviewColumns)
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .where(eq(reviews.cookId, cookId))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        orm.select({ total: count() }).from(reviews).where(eq(reviews.cookId, cookId)),
      ]);
      return { items, total: total?.total ?? 0 };
    },

    async findReview(id: number) {
      const [row] = await orm.select(reviewColumns).from(reviews).innerJoin(users, eq(users.id, reviews.userId)).where(eq(reviews.id, id));
      return row;
    },

    /**
     * Adds the review to the customer's oldest completed, unreviewed order from the cook and
     * recomputes the cook's rating, all in one transaction under the cook's row lock.
     */
    async createReview(userId: number, cookId: number, review: NewReview, now: Date): Promise<ReviewWrite> {
      return orm.transaction(async (tx) => {
        const [cook] = await tx
          .select({ id: cooks.id })
          .from(cooks)
          .where(and(eq(cooks.id, cookId), eq(cooks.isActive, true)))
          .for('update');
        if (!cook) return { outcome: 'not_found' };
        const order = await createOrdersRepository(tx).findOrderAwaitingReview(userId, cookId);
        if (!order) return { outcome: 'not_allowed' };
        const [inserted] = await tx
          .insert(reviews)
          .values({ cookId, orderId: order.id, userId, rating: review.rating, text: review.text, images: review.images, createdAt: now })
          .returning({ id: reviews.id });
        if (!inserted) throw new Error('insert returned no row');
        await recomputeCookRatings(tx, [cookId]);
        return { outcome: 'done', id: inserted.id };
      });
    },

    /** Writes the answer when the review is of the card this account runs and has none yet. */
    async answerReview(reviewId: number, cookUserId: number, text: string, now: Date): Promise<AnswerWrite> {
      const ownCook = sql`${reviews.cookId} in (select ${cooks.id} from ${cooks} where ${cooks.userId} = ${cookUserId})`;
      const answered = await orm
        .update(reviews)
        .set({ answerText: text, answeredAt: now })
        .where(and(eq(reviews.id, reviewId), ownCook, isNull(reviews.answerText)))
        .returning({ id: reviews.id });
      if (answered.length > 0) return { outcome: 'done' };
      const [own] = await orm
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.id, reviewId), ownCook));
      return own ? { outcome: 'already_answered' } : { outcome: 'not_found' };
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
export type ReviewRow = NonNullable<Awaited<ReturnType<ReviewsRepository['findReview']>>>;
