// The fake YooKassa's own state (fake_yookassa_* tables): payments, the cards they were paid with
// (saved ones can pay again), refunds. Idempotence keys are unique per shop, as YooKassa keeps them.
import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../../db/client.ts';
import { fakeYookassaPaymentMethods, fakeYookassaPayments, fakeYookassaRefunds } from '../../../db/schema.ts';

export type FakePaymentRow = typeof fakeYookassaPayments.$inferSelect;
export type FakeMethodRow = typeof fakeYookassaPaymentMethods.$inferSelect;
export type FakeRefundRow = typeof fakeYookassaRefunds.$inferSelect;

/** Why a refund cannot be made; the routes answer it as YooKassa's 400 invalid_request. */
export class FakeRefundRefused extends Error {
  constructor(
    message: string,
    readonly parameter: string,
  ) {
    super(message);
  }
}

export function createFakeYookassaRepository(orm: Orm) {
  const findByKey = async (shopId: string, idempotenceKey: string) => {
    const [row] = await orm
      .select()
      .from(fakeYookassaPayments)
      .where(and(eq(fakeYookassaPayments.shopId, shopId), eq(fakeYookassaPayments.idempotenceKey, idempotenceKey)));
    return row;
  };

  return {
    /** Inserts the payment unless the shop used the key before; answers the key's payment either way (compare requestHash). */
    async createPayment(values: typeof fakeYookassaPayments.$inferInsert): Promise<FakePaymentRow> {
      const [created] = await orm
        .insert(fakeYookassaPayments)
        .values(values)
        .onConflictDoNothing({ target: [fakeYookassaPayments.shopId, fakeYookassaPayments.idempotenceKey] })
        .returning();
      const payment = created ?? (await findByKey(values.shopId, values.idempotenceKey));
      if (!payment) throw new Error('the conflicting payment is gone');
      return payment;
    },

    async findPayment(id: string): Promise<FakePaymentRow | undefined> {
      const [row] = await orm.select().from(fakeYookassaPayments).where(eq(fakeYookassaPayments.id, id));
      return row;
    },

    async findMethod(id: string): Promise<FakeMethodRow | undefined> {
      const [row] = await orm.select().from(fakeYookassaPaymentMethods).where(eq(fakeYookassaPaymentMethods.id, id));
      return row;
    },

    /** A card the shop's customer saved: the only kind payment_method_id may name. */
    async findSavedMethod(shopId: string, id: string): Promise<FakeMethodRow | undefined> {
      const [row] = await orm
        .select()
        .from(fakeYookassaPaymentMethods)
        .where(and(eq(fakeYookassaPaymentMethods.id, id), eq(fakeYookassaPaymentMethods.shopId, shopId), eq(fakeYookassaPaymentMethods.saved, true)));
      return row;
    },

    /** The payer paid with the card: pending → succeeded once; undefined when it was no longer pending. */
    async pay(id: string, card: typeof fakeYookassaPaymentMethods.$inferInsert, now: Date): Promise<FakePaymentRow | undefined> {
      return orm.transaction(async (tx) => {
        const [paid] = await tx
          .update(fakeYookassaPayments)
          .set({ status: 'succeeded', capturedAt: now })
          .where(and(eq(fakeYookassaPayments.id, id), eq(fakeYookassaPayments.status, 'pending')))
          .returning();
        if (!paid) return undefined;
        await tx.insert(fakeYookassaPaymentMethods).values({ ...card, createdAt: now });
        const [withCard] = await tx.update(fakeYookassaPayments).set({ paymentMethodId: card.id }).where(eq(fakeYookassaPayments.id, id)).returning();
        return withCard;
      });
    },

    /** The payer refused: pending → canceled once; undefined when it was no longer pending. */
    async cancel(id: string, details: { party: string; reason: string }): Promise<FakePaymentRow | undefined> {
      const [canceled] = await orm
        .update(fakeYookassaPayments)
        .set({ status: 'canceled', cancellationParty: details.party, cancellationReason: details.reason })
        .where(and(eq(fakeYookassaPayments.id, id), eq(fakeYookassaPayments.status, 'pending')))
        .returning();
      return canceled;
    },

    /**
     * Refunds part or all of a succeeded payment once per key: under the payment's row lock the
     * key is looked up again, so two requests with one key make one refund. Throws
     * FakeRefundRefused when the payment cannot give that much back.
     */
    async createRefund(values: typeof fakeYookassaRefunds.$inferInsert): Promise<FakeRefundRow> {
      return orm.transaction(async (tx) => {
        const byKey = async () => {
          const [row] = await tx
            .select()
            .from(fakeYookassaRefunds)
            .where(and(eq(fakeYookassaRefunds.shopId, values.shopId), eq(fakeYookassaRefunds.idempotenceKey, values.idempotenceKey)));
          return row;
        };
        const earlier = await byKey();
        if (earlier) return earlier;
        const [payment] = await tx
          .select()
          .from(fakeYookassaPayments)
          .where(and(eq(fakeYookassaPayments.id, values.paymentId), eq(fakeYookassaPayments.shopId, values.shopId)))
          .for('update');
        if (!payment) throw new FakeRefundRefused('Payment not found', 'payment_id');
        const concurrent = await byKey();
        if (concurrent) return concurrent;
        if (payment.status !== 'succeeded') throw new FakeRefundRefused('Only a succeeded payment can be refunded', 'payment_id');
        if (payment.refundedAmount + values.amount > payment.amount)
          throw new FakeRefundRefused('The refund amount exceeds what is left to refund', 'amount.value');
        await tx
          .update(fakeYookassaPayments)
          .set({ refundedAmount: sql`${fakeYookassaPayments.refundedAmount} + ${values.amount}` })
          .where(eq(fakeYookassaPayments.id, payment.id));
        const [refund] = await tx.insert(fakeYookassaRefunds).values(values).returning();
        if (!refund) throw new Error('the refund was not written');
        return refund;
      });
    },

    async findRefund(shopId: string, id: string): Promise<FakeRefundRow | undefined> {
      const [row] = await orm
        .select()
        .from(fakeYookassaRefunds)
        .where(and(eq(fakeYookassaRefunds.id, id), eq(fakeYookassaRefunds.shopId, shopId)));
      return row;
    },
  };
}
