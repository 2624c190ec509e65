// The payouts port: YooKassa's Payouts API v3 (POST /v3/payouts, GET /v3/payouts/{id}), the
// subset we use, spoken to the real service or the built-in fake alike. The payout gateway has its
// own credentials (agent id and secret key, Basic auth), and every POST carries the
// Idempotence-Key its caller committed first. The call itself, and its failures (YookassaError),
// are the payments client's (createYookassaCaller).
import { z } from 'zod';
import { amountSchema, createYookassaCaller, type FetchLike } from '../payments/index.ts';

export const YOOKASSA_PAYOUT_STATUSES = ['pending', 'succeeded', 'canceled'] as const;

/** POST /v3/payouts: to the card the cook tokenised with YooKassa's payout widget. */
export const createPayoutRequestSchema = z.object({
  amount: amountSchema,
  payout_token: z.string().min(1).max(200),
  description: z.string().max(128).optional(),
  metadata: z.record(z.string().min(1).max(32), z.string().max(512)).optional(),
});
export type CreatePayoutRequest = z.infer<typeof createPayoutRequestSchema>;

export const payoutSchema = z.looseObject({
  id: z.string().min(1).max(64),
  status: z.enum(YOOKASSA_PAYOUT_STATUSES),
  amount: amountSchema,
  description: z.string().optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  cancellation_details: z.looseObject({ party: z.string(), reason: z.string() }).optional(),
  created_at: z.string(),
});
export type ProviderPayout = z.infer<typeof payoutSchema>;

export interface YookassaPayoutsClient {
  createPayout(request: CreatePayoutRequest, idempotenceKey: string): Promise<ProviderPayout>;
  getPayout(payoutId: string): Promise<ProviderPayout>;
}

export interface YookassaPayoutsClientConfig {
  /** The v3 base; a function when known only at call time (the fake on this server's own address). */
  baseUrl: string | (() => string);
  agentId: string;
  secretKey: string;
  fetch?: FetchLike;
  timeoutMs: number;
}

export function createYookassaPayoutsClient(config: YookassaPayoutsClientConfig): YookassaPayoutsClient {
  const call = createYookassaCaller({ ...config, login: config.agentId });
  return {
    createPayout: (request, idempotenceKey) => call('POST', '/payouts', payoutSchema, request, idempotenceKey),
    getPayout: (payoutId) => call('GET', `/payouts/${encodeURIComponent(payoutId)}`, payoutSchema),
  };
}
