// Reads and writes our side of payments: payments, payment_refunds and saved_payment_methods,
// and the little it reads of orders. Every status change is a conditional update (the row must
// still be in a status it may leave for the new one), so a change happens once however many
// callers race; the partial unique indexes keep one open attempt per order.
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { orders, paymentRefunds, payments, type REFUND_STATUSES, savedPaymentMethods, users, type PAYMENT_STATUSES } from '../../db/schema.ts';

type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
type RefundStatus = (typeof REFUND_STATUSES)[number];
/** The orm or one of its transactions (the ports get the transaction that moves a payment). */
export type PaymentsTransaction = Parameters<Parameters<Orm['transaction']>[0]>[0];

/** An attempt the provider may still complete: at most one per order (payments_one_open_per_order). */
const OPEN_PAYMENT_STATUSES = ['creating', 'pending', 'waiting_for_capture'] as const satisfies readonly PaymentStatus[];
const OPEN_PREDICATE = sql`status in ('creating', 'pending', 'waiting_for_capture')`;

/** Where a payment may come from to reach each status: only forward, never out of an end state. */
const ALLOWED_FROM: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  creating: [],
  pending: ['creating'],
  waiting_for_capture: ['creating', 'pending'],
  succeeded: ['creating', 'pending', 'waiting_for_capture'],
  canceled: ['creating', 'pending', 'waiting_for_capture'],
  rejected: ['creating'],
};
const REFUND_ALLOWED_FROM: Readonly<Record<RefundStatus, readonly RefundStatus[]>> = {
  creating: [],
  pending: ['creating'],
  succeeded: ['creating', 'pending'],
  canceled: ['creating', 'pending'],
  rejected: ['creating'],
};

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;
export type SavedMethodRow = typeof savedPaymentMethods.$inferSelect;

export interface NewPayment {
  orderId: number;
  idempotenceKey: string;
  amount: number;
  description: string;
  returnUrl: string;
  savePaymentMethod: boolean;
  paymentMethodId: string | null;
  savedMethodId: number | null;
}

export interface PaymentMove {
  to: PaymentStatus;
  providerPaymentId?: string;
  confirmationUrl?: string | null;
  cancellationReason?: string | null;
  now: Date;
}

export interface CardToSave {
  providerMethodId: string;
  title: string;
  last4: string;
  cardType: string;
}

export function createPaymentsRepository(db: Orm) {
  return {
    async findOrder(orderId: number) {
      const [order] = await db.select({ id: orders.id, customerId: orders.customerId, status: orders.status }).from(orders).where(eq(orders.id, orderId));
      return order;
    },

    async findPayment(id: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    async findPaymentByProviderId(providerPaymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
      return row;
    },

    /** The order's succeeded payment, else its open attempt; undefined when neither (a new attempt may start). */
    async findCurrentPayment(orderId: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...OPEN_PAYMENT_STATUSES, 'succeeded'])))
        .orderBy(sql`${payments.status} = 'succeeded' desc`, desc(payments.id))
        .limit(1);
      return row;
    },

    async findLatestPayment(orderId: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id)).limit(1);
      return row;
    },

    /** Inserts a 'creating' attempt; undefined when the order already has an open one (another caller's). */
    async insertPayment(payment: NewPayment, now: Date): Promise<PaymentRow | undefined> {
      const [row] = await db
        .insert(payments)
        .values({ ...payment, status: 'creating', createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: payments.orderId, where: OPEN_PREDICATE })
        .returning();
      return row;
    },

    /**
     * Moves the payment to `move.to` when its status allows it and it is not bound to another
     * provider payment; undefined when it did not move (already there, or moved on).
     */
    async movePayment(id: number, move: PaymentMove): Promise<PaymentRow | undefined> {
      const from = ALLOWED_FROM[move.to];
      if (from.length === 0) return undefined;
      const [row] = await db
        .update(payments)
        .set({
          status: move.to,
          ...(move.providerPaymentId !== undefined ? { providerPaymentId: move.providerPaymentId } : {}),
          ...(move.confirmationUrl !== undefined ? { confirmationUrl: move.confirmationUrl } : {}),
          ...(move.cancellationReason !== undefined ? { cancellationReason: move.cancellationReason } : {}),
          updatedAt: move.now,
        })
        .where(
          and(
            eq(payments.id, id),
            inArray(payments.status, [...from]),
            move.providerPaymentId !== undefined ? or(isNull(payments.providerPaymentId), eq(payments.providerPaymentId, move.providerPaymentId)) : undefined,
          ),
        )
        .returning();
      return row;
    },

    async setSavedMethod(paymentId: number, savedMethodId: number): Promise<void> {
      await db.update(payments).set({ savedMethodId }).where(eq(payments.id, paymentId));
    },

    async findRefundByPayment(paymentId: number): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
      return row;
    },

    async findRefund(id: number): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
      return row;
    },

    /** Refunds whose key is recorded but whose provider answer is not (a crash, an outage, the orders transaction's refund). */
    async listCreatingRefunds(limit: number): Promise<RefundRow[]> {
      return db.select().from(paymentRefunds).where(eq(paymentRefunds.status, 'creating')).orderBy(paymentRefunds.id).limit(limit);
    },

    async findRefundByProviderId(providerRefundId: string): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.providerRefundId, providerRefundId));
      return row;
    },

    /** Inserts the payment's one refund ('creating'); undefined when it already has one. */
    async insertRefund(refund: { paymentId: number; idempotenceKey: string; amount: number }, now: Date): Promise<RefundRow | undefined> {
      const [row] = await db
        .insert(paymentRefunds)
        .values({ ...refund, status: 'creating', createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: paymentRefunds.paymentId })
        .returning();
      return row;
    },

    async moveRefund(id: number, move: { to: RefundStatus; providerRefundId?: string; now: Date }): Promise<RefundRow | undefined> {
      const from = REFUND_ALLOWED_FROM[move.to];
      if (from.length === 0) return undefined;
      const [row] = await db
        .update(paymentRefunds)
        .set({ status: move.to, ...(move.providerRefundId !== undefined ? { providerRefundId: move.providerRefundId } : {}), updatedAt: move.now })
        .where(
          and(
            eq(paymentRefunds.id, id),
            inArray(paymentRefunds.status, [...from]),
            move.providerRefundId !== undefined
              ? or(isNull(paymentRefunds.providerRefundId), eq(paymentRefunds.providerRefundId, move.providerRefundId))
              : undefined,
          ),
        )
        .returning();
      return row;
    },

    /** The user's saved cards, the default first, then the newest. */
    async listSavedMethods(userId: number): Promise<SavedMethodRow[]> {
      return db
        .select()
        .from(savedPaymentMethods)
        .where(eq(savedPaymentMethods.userId, userId))
        .orderBy(desc(savedPaymentMethods.isDefault), desc(savedPaymentMethods.createdAt), desc(savedPaymentMethods.id));
    },

    async findSavedMethod(userId: number, id: number): Promise<SavedMethodRow | undefined> {
      const [row] = await db
        .select()
        .from(savedPaymentMethods)
        .where(and(eq(savedPaymentMethods.id, id), eq(savedPaymentMethods.userId, userId)));
      return row;
    },

    /**
     * Keeps the card the user saved (again: the same provider id updates the row); the user's
     * first card becomes the default. Call inside a transaction: the user's row lock makes
     * "first" hold when two payments succeed at once.
     */
    async upsertSavedMethod(userId: number, card: CardToSave, now: Date): Promise<SavedMethodRow | undefined> {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      if (!user) return undefined;
      const [row] = await db
        .insert(savedPaymentMethods)
        .values({ userId, ...card, createdAt: now })
        .onConflictDoUpdate({
          target: [savedPaymentMethods.userId, savedPaymentMethods.providerMethodId],
          set: { title: card.title, last4: card.last4, cardType: card.cardType },
        })
        .returning();
      if (!row) return undefined;
      const [promoted] = await db
        .update(savedPaymentMethods)
        .set({ isDefault: true })
        .where(
          and(
            eq(savedPaymentMethods.id, row.id),
            sql`not exists (select 1 from ${savedPaymentMethods} where ${savedPaymentMethods.userId} = ${userId} and ${savedPaymentMethods.isDefault})`,
          ),
        )
        .returning();
      return promoted ?? row;
    },

    /** Makes the user's card the default; false when the user has no such card. */
    async setDefaultMethod(userId: number, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [own] = await tx
          .select({ id: savedPaymentMethods.id })
          .from(savedPaymentMethods)
          .where(and(eq(savedPaymentMethods.id, id), eq(savedPaymentMethods.userId, userId)));
        if (!own) return false;
        await tx
          .update(savedPaymentMethods)
          .set({ isDefault: false })
          .where(and(eq(savedPaymentMethods.userId, userId), eq(savedPaymentMethods.isDefault, true)));
        await tx.update(savedPaymentMethods).set({ isDefault: true }).where(eq(savedPaymentMethods.id, id));
        return true;
      });
    },

    /** Forgets the user's card; when it was the default, the newest remaining one becomes it. False when the user has no such card. */
    async deleteSavedMethod(userId: number, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [deleted] = await tx
          .delete(savedPaymentMethods)
          .where(and(eq(savedPaymentMethods.id, id), eq(savedPaymentMethods.userId, userId)))
          .returning({ isDefault: savedPaymentMethods.isDefault });
        if (!deleted) return false;
        if (deleted.isDefault) {
          const [newest] = await tx
            .select({ id: savedPaymentMethods.id })
            .from(savedPaymentMethods)
            .where(eq(savedPaymentMethods.userId, userId))
            .orderBy(desc(savedPaymentMethods.createdAt), desc(savedPaymentMethods.id))
            .limit(1);
          if (newest) await tx.update(savedPaymentMethods).set({ isDefault: true }).where(eq(savedPaymentMethods.id, newest.id));
        }
        return true;
      });
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

/** Runs work in one transaction, with the repository bound to it and the transaction itself (for the ports). */
export type InTransaction = <T>(work: (repository: PaymentsRepository, tx: PaymentsTransaction) => Promise<T>) => Promise<T>;

export const createInTransaction =
  (orm: Orm): InTransaction =>
  (work) =>
    orm.transaction((tx) => work(createPaymentsRepository(tx), tx));
