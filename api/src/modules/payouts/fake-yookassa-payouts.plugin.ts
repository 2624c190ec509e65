// The built-in fake of YooKassa's Payouts API (the offline default of the payouts port), at
// /api/fake-yookassa/v3/payouts beside the fake's payments: POST /v3/payouts and
// GET /v3/payouts/{id}, Basic auth agentId:secretKey, an Idempotence-Key on every POST (the same
// key and body answer the same payout, the same key with another body is 400). Simplification:
// every payout succeeds at once, so no notification is needed.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { fakeYookassaPayouts } from '../../db/schema.ts';
import { basicAuthMatches, errorBody, kopecksToValue, requestHash, RUB, valueToKopecks } from '../payments/index.ts';
import { createPayoutRequestSchema } from './yookassa-payouts-client.ts';

export interface FakeYookassaPayoutsOptions {
  agentId: string;
  secretKey: string;
  now: () => Date;
}

type FakePayoutRow = typeof fakeYookassaPayouts.$inferSelect;

const payoutObject = (payout: FakePayoutRow) => ({
  id: payout.id,
  amount: { value: kopecksToValue(payout.amount), currency: RUB },
  status: payout.status,
  payout_destination: { type: 'bank_card', card: { first6: '220220', last4: '4242', card_type: 'Mir', issuer_country: 'RU' } },
  ...(payout.description ? { description: payout.description } : {}),
  created_at: payout.createdAt.toISOString(),
  metadata: payout.metadata ?? {},
  test: true,
});

const fakeYookassaPayoutsPlugin: FastifyPluginAsync<FakeYookassaPayoutsOptions> = async (app, options) => {
  const orm = app.db.orm;

  // YooKassa's own answers here, not the API's envelope.
  app.addHook('onRequest', async (request, reply) => {
    if (!basicAuthMatches(request.headers.authorization, options.agentId, options.secretKey)) {
      return reply.code(401).send(errorBody('invalid_credentials', 'Authentication by the agent id and the secret key failed'));
    }
  });

  app.post('/payouts', { schema: { hide: true } }, async (request, reply) => {
    const key = request.headers['idempotence-key'];
    if (typeof key !== 'string' || key.length === 0 || key.length > 64) {
      return reply.code(400).send(errorBody('invalid_request', 'Idempotence-Key header is missing or too long', 'Idempotence-Key'));
    }
    const parsed = createPayoutRequestSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(errorBody('invalid_request', 'The request is invalid', parsed.error.issues[0]?.path.join('.')));
    const amount = parsed.data.amount.currency === RUB ? valueToKopecks(parsed.data.amount.value) : null;
    if (amount === null || amount <= 0) return reply.code(400).send(errorBody('invalid_request', 'The amount must be positive roubles', 'amount'));
    const hash = requestHash(request.body);
    const [created] = await orm
      .insert(fakeYookassaPayouts)
      .values({
        id: `po-${randomUUID()}`,
        agentId: options.agentId,
        idempotenceKey: key,
        requestHash: hash,
        status: 'succeeded',
        amount,
        description: parsed.data.description ?? null,
        metadata: parsed.data.metadata ?? {},
        createdAt: options.now(),
      })
      .onConflictDoNothing({ target: [fakeYookassaPayouts.agentId, fakeYookassaPayouts.idempotenceKey] })
      .returning();
    const [payout] = created
      ? [created]
      : await orm
          .select()
          .from(fakeYookassaPayouts)
          .where(and(eq(fakeYookassaPayouts.agentId, options.agentId), eq(fakeYookassaPayouts.idempotenceKey, key)));
    if (!payout) throw new Error('the conflicting payout is gone');
    if (payout.requestHash !== hash) {
      return reply.code(400).send(errorBody('invalid_request', 'Idempotence-Key was already used with other request parameters', 'Idempotence-Key'));
    }
    return payoutObject(payout);
  });

  app.get<{ Params: { id: string } }>('/payouts/:id', { schema: { hide: true } }, async (request, reply) => {
    const [payout] = await orm
      .select()
      .from(fakeYookassaPayouts)
      .where(and(eq(fakeYookassaPayouts.id, request.params.id), eq(fakeYookassaPayouts.agentId, options.agentId)));
    if (!payout) return reply.code(404).send(errorBody('not_found', 'Payout not found'));
    return payoutObject(payout);
  });
};

export default fakeYookassaPayoutsPlugin;
