// Payout settings (docs/decisions.md 'Payouts'; the variables are read and checked in config.ts): the rates a new payout is worked out with
// (PAYOUT_COMMISSION_PERCENT, default 15; PAYOUT_PROCESSING_FEE_PERCENT, default 0), and who pays
// the cooks: PAYOUTS_PROVIDER 'manual' (default: an operator marks payouts paid) or 'yookassa'
// (the YooKassa payouts adapter; YOOKASSA_PAYOUTS_AGENT_ID and YOOKASSA_PAYOUTS_SECRET_KEY, and
// YOOKASSA_PAYOUTS_API_URL, else none of them for the built-in fake on this server), swept every
// PAYOUTS_SWEEP_INTERVAL_MS (default a minute; off in an app built without a configuration).
import { randomBytes } from 'node:crypto';
import type { ApiSettings } from '../../config.ts';
import type { FetchLike } from '../payments/index.ts';
import { WHOLE_RATE, type PayoutRates } from './payout-arithmetic.ts';

export const PAYOUTS_PROVIDERS = ['manual', 'yookassa'] as const;
export type PayoutsProvider = (typeof PAYOUTS_PROVIDERS)[number];

export const DEFAULT_COMMISSION_PERCENT = '15';
export const DEFAULT_PROCESSING_FEE_PERCENT = '0';
/** The fake's agent id (YooKassa's payout gateways are numbered like shops); its secret is made per process. */
export const FAKE_AGENT_ID = '505505';

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

let processFakeSecret: string | undefined;

function processFakeSecretKey(): string {
  processFakeSecret ??= `test_${randomBytes(24).toString('base64url')}`;
  return processFakeSecret;
}

/** Manual payouts at the default rates, no timers (what tests start from). */
export const MANUAL_PAYOUTS_SETTINGS: ApiSettings['payouts'] = {
  rates: { commissionRate: parsePercent('commission', DEFAULT_COMMISSION_PERCENT), processingFeeRate: parsePercent('fee', DEFAULT_PROCESSING_FEE_PERCENT) },
  provider: 'manual',
  gateway: null,
  selfUrl: undefined,
  sweepEveryMs: 0,
};

/** Overrides first, then the configuration's payouts slice. */
export function resolvePayoutsConfig(overrides: Partial<PayoutsConfig> = {}, settings: ApiSettings['payouts'] = MANUAL_PAYOUTS_SETTINGS): PayoutsConfig {
  const provider = overrides.provider ?? settings.provider;
  const gateway = settings.gateway;
  return {
    commissionRate: overrides.commissionRate ?? settings.rates.commissionRate,
    processingFeeRate: overrides.processingFeeRate ?? settings.rates.processingFeeRate,
    provider,
    apiUrl: overrides.apiUrl !== undefined ? overrides.apiUrl : (gateway?.apiUrl ?? null),
    agentId: overrides.agentId ?? gateway?.agentId ?? FAKE_AGENT_ID,
    secretKey: overrides.secretKey ?? gateway?.secretKey ?? processFakeSecretKey(),
    selfUrl: (overrides.selfUrl ?? settings.selfUrl)?.replace(/\/+$/, '') || undefined,
    fetch: overrides.fetch,
    timeoutMs: overrides.timeoutMs ?? 10_000,
    sweepEveryMs: overrides.sweepEveryMs ?? (provider === 'yookassa' ? settings.sweepEveryMs : 0),
  };
}
