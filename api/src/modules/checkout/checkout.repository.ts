// What the checkout reads and writes besides the other modules: the cook as the form shows them,
// the customer's basket lines of that cook (prices and cooking times read now), the catalogue's
// taste preferences, and the ordered dishes leaving the basket.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { basketItems, cooks, dishes, mainCities, tastePreferences, userAddresses, users } from '../../db/schema.ts';

/** The orm or the checkout's transaction. */
export type CheckoutDb = Pick<Orm, 'select' | 'update' | 'delete' | 'execute'>;

/** The advisory lock space of one customer's checkouts (the schedule's cook bookings lock is another). */
const CUSTOMER_CHECKOUT_LOCK = 8_140_002;

export function createCheckoutRepository(db: CheckoutDb) {
  return {
    /**
     * Holds the customer's checkouts one at a time until the transaction ends: a retry of the same
     * key waits for the first try and then finds its order, instead of finding the basket already empty.
     */
    async lockCustomerCheckouts(customerId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${CUSTOMER_CHECKOUT_LOCK}, ${customerId})`);
    },

    async findCook(cookId: number) {
      const [cook] = await db
        .select({
          id: cooks.id,
          name: cooks.name,
          avatar: cooks.avatar,
          address: cooks.address,
          deliveryCost: cooks.deliveryCost,
          payOnReceipt: cooks.payOnReceipt,
          isActive: cooks.isActive,
          userId: cooks.userId,
          timeZone: mainCities.timezone,
        })
        .from(cooks)
        .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
        .where(eq(cooks.id, cookId));
      return cook;
    },

    /** The user's basket rows of this cook that can be ordered (visible dishes), oldest added first. */
    async listBasketLines(userId: number, cookId: number) {
      return db
        .select({ dishId: dishes.id, name: dishes.name, price: dishes.price, count: basketItems.count, cookingTime: dishes.cookingTime })
        .from(basketItems)
        .innerJoin(dishes, eq(dishes.id, basketItems.dishId))
        .where(and(eq(basketItems.userId, userId), eq(dishes.cookId, cookId), eq(dishes.isHidden, false)))
        .orderBy(asc(basketItems.addedAt), asc(basketItems.id));
    },

    /** Every taste preference a customer may ask for, by title. */
    async listTastePreferences() {
      return db.select({ slug: tastePreferences.slug, title: tastePreferences.title }).from(tastePreferences).orderBy(asc(tastePreferences.title));
    },

    async findRecipient(userId: number) {
      const [user] = await db.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, userId));
      return user;
    },

    /**
     * A customer without a name takes the one they gave as the recipient: that is how cooks, chats
     * and reviews will call them. A name they already have is never overwritten.
     */
    async fillEmptyName(userId: number, name: string): Promise<void> {
      await db
        .update(users)
        .set({ name })
        .where(and(eq(users.id, userId), sql`btrim(${users.name}) = ''`));
    },

    /**
     * The details and recipient of a delivery are kept with the customer's saved address it went
     * to, for the next checkout there. Someone else's address id changes nothing.
     */
    async rememberDelivery(
      userId: number,
      addressId: number,
      delivery: { apartment: string; entrance: string; floor: string; intercom: string; comment: string; recipientName: string; recipientPhone: string },
      now: Date,
    ): Promise<void> {
      // Saved addresses keep an absent detail as null, as their own form writes it.
      const detail = (value: string) => value || null;
      await db
        .update(userAddresses)
        .set({
          apartment: detail(delivery.apartment),
          entrance: detail(delivery.entrance),
          floor: detail(delivery.floor),
          intercom: detail(delivery.intercom),
          comment: detail(delivery.comment),
          recipientName: delivery.recipientName,
          recipientPhone: delivery.recipientPhone,
          updatedAt: now,
        })
        .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId)));
    },

    /** The ordered dishes leave the user's basket (in the order's transaction). */
    async removeFromBasket(userId: number, dishIds: number[]): Promise<void> {
      if (dishIds.length === 0) return;
      await db.delete(basketItems).where(and(eq(basketItems.userId, userId), inArray(basketItems.dishId, dishIds)));
    },
  };
}
