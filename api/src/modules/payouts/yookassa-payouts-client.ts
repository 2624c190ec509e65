// The payouts port: YooKassa's Payouts API v3 (POST /v3/payouts, GET /v3/payouts/{id}), the
// subset we use, spoken to the real service or the built-in fake alike. The payout gateway has its
// own credentials (agent id and secret key, Basic auth), and every POST carries the
// Idempotence-Key its caller committed first. Failures are the payments client's YookassaError.
import { z } from 'zod';
import { YookassaError, type FetchLike } from '../payments/yookassa-client.ts';
import { amountSchema, errorSchema } from '../payments/yookassa-protocol.ts';

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
  const send = config.fetch ?? ((url, init) => fetch(url, init));
  const authorization = `Basic ${Buffer.from(`${config.agentId}:${config.secretKey}`).toString('base64')}`;
  const baseUrl = () => (typeof config.baseUrl === 'function' ? config.baseUrl() : config.baseUrl).replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, body?: object, idempotenceKey?: string): Promise<ProviderPayout> {
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (body) headers['content-type'] = 'application/json';
    if (idempotenceKey) headers['idempotence-key'] = idempotenceKey;
    let response: Response;
    let text: string;
    try {
      response = await send(`${baseUrl()}${path}`, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new YookassaError('unavailable', `YooKassa ${method} ${path}: no answer`, { cause: error });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (response.status === 200) {
      const parsed = payoutSchema.safeParse(json);
      if (parsed.success) return parsed.data;
      throw new YookassaError('unavailable', `YooKassa ${method} ${path}: unexpected answer`, { status: 200, cause: parsed.error });
    }
    const error = errorSchema.safeParse(json);
    const details = { status: response.status, code: error.success ? error.data.code : undefined };
    const message = `YooKassa ${method} ${path} answered ${response.status}${details.code ? ` ${details.code}` : ''}`;
    if (response.status === 400) throw new YookassaError('rejected', message, details);
    if (response.status === 404) throw new YookassaError('not_found', message, details);
    throw new YookassaError('unavailable', message, details);
  }

  return {
    createPayout: (request, idempotenceKey) => call('POST', '/payouts', request, idempotenceKey),
    getPayout: (payoutId) => call('GET', `/payouts/${encodeURIComponent(payoutId)}`),
  };
}
