// Payment settings: which YooKassa the client talks to (YOOKASSA_API_URL, YOOKASSA_SHOP_ID,
// YOOKASSA_SECRET_KEY; none set means the built-in fake on this same server, development only),
// who may send notifications (YooKassa's published addresses, loopback with the fake,
// YOOKASSA_NOTIFICATION_SOURCES), and where this API reaches itself (PAYMENTS_SELF_URL, else the
// address it listens on). The variables are read and checked in config.ts; this merges the app's options over them.
import { randomBytes } from 'node:crypto';
import type { ApiSettings } from '../../config.ts';
import type { PaymentPorts } from './payments.service.ts';
import type { FetchLike } from './yookassa-client.ts';

export const YOOKASSA_API_URL = 'https://api.yookassa.ru/v3';

/**
 * The addresses YooKassa sends notifications from, as it publishes them
 * (yookassa.ru/developers/using-api/webhooks, 'IP-адреса'). Re-check when YooKassa announces a change.
 */
export const YOOKASSA_NOTIFICATION_SOURCES: readonly string[] = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11',
  '77.75.156.35',
  '77.75.154.128/25',
  '2a02:5180::/32',
];

/** The built-in fake delivers its notifications from this machine. */
const LOOPBACK_SOURCES: readonly string[] = ['127.0.0.0/8', '::1'];

/** The fake's shop id (YooKassa's are numbers like this); its secret is made per process. */
export const FAKE_SHOP_ID = '100500';

export interface PaymentsConfig {
  /** YooKassa's v3 base address; null: the built-in fake, at this API's own address + /fake-yookassa/v3. */
  apiUrl: string | null;
  shopId: string;
  secretKey: string;
  /** Addresses and CIDR ranges notifications are accepted from; every other sender gets 403. */
  notificationSources: readonly string[];
  /** The site's address for people, without a trailing slash: the fake's confirmation links. */
  publicUrl: () => string;
  /** Where this API reaches itself over HTTP, its prefix included (http://127.0.0.1:3001/api); unset: read from the listening socket. */
  selfUrl?: string;
  /** For calls to the provider and the fake's notifications; tests route it into app.inject. */
  fetch?: FetchLike;
  /** How long a provider call may take before its outcome counts as unknown. */
  timeoutMs: number;
}

/** What the API's options take: settings over the environment's, and stand-ins (tests) for the reactions to a payment's end. */
export interface PaymentsOptions extends Partial<Omit<PaymentsConfig, 'publicUrl'>> {
  publicUrl?: string;
  ports?: Partial<PaymentPorts>;
}

/** The fake's secret when none is configured: random per process, never a secret written in the code. */
let processFakeSecret: string | undefined;

function processFakeSecretKey(): string {
  processFakeSecret ??= `test_${randomBytes(24).toString('base64url')}`;
  return processFakeSecret;
}

/** A development setup with the built-in fake and no extra notification senders (what tests start from). */
export const FAKE_PAYMENTS_SETTINGS: ApiSettings['payments'] = { provider: { apiUrl: null }, extraNotificationSources: [], selfUrl: undefined };

/** Overrides first, then the configuration's payments slice. */
export function resolvePaymentsConfig(
  overrides: PaymentsOptions,
  defaults: { publicUrl: string | (() => string) },
  settings: ApiSettings['payments'] = FAKE_PAYMENTS_SETTINGS,
): PaymentsConfig {
  const provider = overrides.apiUrl !== undefined ? providerFromOverrides(overrides) : providerFromSettings(settings.provider);
  const notificationSources = overrides.notificationSources ?? [
    ...YOOKASSA_NOTIFICATION_SOURCES,
    ...(provider.apiUrl === null ? LOOPBACK_SOURCES : []),
    ...settings.extraNotificationSources,
  ];
  const selfUrl = (overrides.selfUrl ?? settings.selfUrl)?.replace(/\/+$/, '') || undefined;
  const site = overrides.publicUrl ?? defaults.publicUrl;
  return {
    ...provider,
    notificationSources,
    publicUrl: () => (typeof site === 'string' ? site : site()).replace(/\/+$/, ''),
    selfUrl,
    fetch: overrides.fetch,
    timeoutMs: overrides.timeoutMs ?? 10_000,
  };
}

type ProviderSettings = Pick<PaymentsConfig, 'apiUrl' | 'shopId' | 'secretKey'>;

const fakeProvider = (): ProviderSettings => ({
  apiUrl: null,
  shopId: FAKE_SHOP_ID,
  secretKey: processFakeSecretKey(),
});

function providerFromOverrides(overrides: PaymentsOptions): ProviderSettings {
  const fake = fakeProvider();
  return { apiUrl: overrides.apiUrl ?? null, shopId: overrides.shopId ?? fake.shopId, secretKey: overrides.secretKey ?? fake.secretKey };
}

function providerFromSettings(settings: ApiSettings['payments']['provider']): ProviderSettings {
  return settings.apiUrl === null ? fakeProvider() : settings;
}
