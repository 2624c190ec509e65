// Payout settings (docs/decisions.md 'Payouts'): the rates a new payout is worked out with
// (PAYOUT_COMMISSION_PERCENT, default 15; PAYOUT_PROCESSING_FEE_PERCENT, default 0), and who pays
// the cooks: PAYOUTS_PROVIDER 'manual' (default: an operator marks payouts paid) or 'yookassa'
// (the YooKassa payouts adapter; YOOKASSA_PAYOUTS_AGENT_ID and YOOKASSA_PAYOUTS_SECRET_KEY, and
// YOOKASSA_PAYOUTS_API_URL, else none of them for the built-in fake on this server), swept every
// PAYOUTS_SWEEP_INTERVAL_MS (default a minute; off under the test runner).
import { randomBytes } from 'node:crypto';
import { YOOKASSA_API_URL } from '../payments/payments.config.ts';
import type { FetchLike } from '../payments/yookassa-client.ts';
import { WHOLE_RATE, type PayoutRates } from './payout-arithmetic.ts';

export const PAYOUTS_PROVIDERS = ['manual', 'yookassa'] as const;
export type PayoutsProvider = (typeof PAYOUTS_PROVIDERS)[number];

export const DEFAULT_COMMISSION_PERCENT = '15';
export const DEFAULT_PROCESSING_FEE_PERCENT = '0';
/** The fake's agent id (YooKassa's payout gateways are numbered like shops); its secret is made per process. */
export const FAKE_AGENT_ID = '505505';
const DEFAULT_SWEEP_MS = 60_000;

export interface PayoutsConfig extends PayoutRates {
  provider: PayoutsProvider;
  /** YooKassa's v3 base for payouts; null: the built-in fake at this API's own address + /fake-yookassa/v3. */
  apiUrl: string | null;
  agentId: string;
  secretKey: string;
  /** Where this API reaches itself (PAYMENTS_SELF_URL); unset: read from the listening socket. */
  selfUrl?: string;
  fetch?: FetchLike;
  timeoutMs: number;
  /** How often pending payouts go to YooKassa; 0: never (the provider is 'manual', or tests call the sweep). */
  sweepEveryMs: number;
}

/**
 * '15', '3.5', '3,5', '12.25' (percent, at most two decimals, 0-100) → hundredths of a percent,
 * by reading the digits (no floating point).
 */
export function parsePercent(name: string, value: string): number {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(value.trim());
  const rate = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
  if (!match || rate > WHOLE_RATE) throw new Error(`${name} must be a percentage from 0 to 100 with at most two decimals, got ${value}`);
  return rate;
}

/** The rates from the environment; a value that cannot be a rate stops the start (resolvePayoutsConfig runs at start). */
export function resolvePayoutRates(env: NodeJS.ProcessEnv = process.env): PayoutRates {
  return {
    commissionRate: parsePercent('PAYOUT_COMMISSION_PERCENT', env.PAYOUT_COMMISSION_PERCENT?.trim() || DEFAULT_COMMISSION_PERCENT),
    processingFeeRate: parsePercent('PAYOUT_PROCESSING_FEE_PERCENT', env.PAYOUT_PROCESSING_FEE_PERCENT?.trim() || DEFAULT_PROCESSING_FEE_PERCENT),
  };
}

let processFakeSecret: string | undefined;

export function resolvePayoutsConfig(overrides: Partial<PayoutsConfig> = {}, env: NodeJS.ProcessEnv = process.env): PayoutsConfig {
  const providerText = (overrides.provider ?? env.PAYOUTS_PROVIDER?.trim()) || 'manual';
  if (!(PAYOUTS_PROVIDERS as readonly string[]).includes(providerText)) {
    throw new Error(`PAYOUTS_PROVIDER must be 'manual' or 'yookassa', got ${providerText}`);
  }
  const provider = providerText as PayoutsProvider;
  const agentId = overrides.agentId ?? env.YOOKASSA_PAYOUTS_AGENT_ID?.trim();
  const secretKey = overrides.secretKey ?? env.YOOKASSA_PAYOUTS_SECRET_KEY?.trim();
  const apiUrlSetting = overrides.apiUrl !== undefined ? overrides.apiUrl : env.YOOKASSA_PAYOUTS_API_URL?.trim().replace(/\/+$/, '') || undefined;
  const real = Boolean(agentId || secretKey || apiUrlSetting);
  if (real && (!agentId || !secretKey)) {
    throw new Error('YooKassa payouts need both YOOKASSA_PAYOUTS_AGENT_ID and YOOKASSA_PAYOUTS_SECRET_KEY (leave all YOOKASSA_PAYOUTS_* unset for the built-in fake)');
  }
  const apiUrl = real ? (apiUrlSetting ?? YOOKASSA_API_URL) : null;
  if (apiUrl && !/^https?:\/\/[^/]/.test(apiUrl)) throw new Error(`YOOKASSA_PAYOUTS_API_URL must be an http(s) address, got ${apiUrl}`);
  const sweepText = env.PAYOUTS_SWEEP_INTERVAL_MS?.trim();
  const sweep = sweepText ? Number(sweepText) : env.NODE_TEST_CONTEXT ? 0 : DEFAULT_SWEEP_MS;
  if (!Number.isInteger(sweep) || sweep < 0) throw new Error(`PAYOUTS_SWEEP_INTERVAL_MS must be a whole number of milliseconds, got ${sweepText}`);
  const rates = resolvePayoutRates(env);
  return {
    commissionRate: overrides.commissionRate ?? rates.commissionRate,
    processingFeeRate: overrides.processingFeeRate ?? rates.processingFeeRate,
    provider,
    apiUrl,
    agentId: agentId || FAKE_AGENT_ID,
    secretKey: secretKey || (processFakeSecret ??= `test_${randomBytes(24).toString('base64url')}`),
    selfUrl: (overrides.selfUrl ?? env.PAYMENTS_SELF_URL)?.replace(/\/+$/, '') || undefined,
    fetch: overrides.fetch,
    timeoutMs: overrides.timeoutMs ?? 10_000,
    sweepEveryMs: overrides.sweepEveryMs ?? (provider === 'yookassa' ? sweep : 0),
  };
}
