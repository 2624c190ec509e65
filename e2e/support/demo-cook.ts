// The demo cook (+79990000002, Tyumen cook 1: README, demo accounts) is the cook of several
// journeys, and the demo operator decides the applications of three. Signing in by SMS in each
// would run into the per-phone SMS limits (a code a minute, five in ten minutes), so the run
// signs them in once (global-setup.ts) and each journey that merely needs one opens its page
// already signed in with that session (the access token in storage, the refresh cookie in the
// browser), as a returning user would. The sign-in itself is a journey of its own (cook-page.spec.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { smsCode } from './accounts';
import { FULL_PORT } from './servers';

export const DEMO_COOK_PHONE = '+79990000002';
export const DEMO_COOK_ID = 1;

/** The demo operator (README, demo accounts), who decides cook applications on /moderation. */
export const DEMO_OPERATOR_PHONE = '+79990000003';

/** The accounts the run signs in once: the demo cook, and the operator three journeys share. */
const SIGNED_IN_ONCE = [DEMO_COOK_PHONE, DEMO_OPERATOR_PHONE] as const;
type SignedInOnce = (typeof SIGNED_IN_ONCE)[number];

/** Written by the global setup of this run, read by the journeys (the workers are other processes); one server per port. */
const sessionFile = (phone: SignedInOnce) => path.join(tmpdir(), `povar-e2e-session-${phone.slice(1)}-${FULL_PORT}.json`);
/** The key the kit keeps the access token under (shared-kit AUTH_TOKENS_STORAGE_KEY). */
const AUTH_TOKENS_STORAGE_KEY = 'auth-tokens';
/** The API's HttpOnly refresh cookie (api modules/auth/refresh-cookie.ts). */
const REFRESH_COOKIE = 'povar-refresh';

interface SavedSession {
  accessToken: string;
  refreshCookie: {
    name: string;
    value: string;
    domain: string;
    path: string;
    expires: number;
    httpOnly: boolean;
    secure: boolean;
    sameSite: 'Strict' | 'Lax' | 'None';
  };
}

/** Asks a code for each shared account, reads it from the development inbox and signs in: once per run. */
export async function signInSharedAccountsOnce(baseURL: string): Promise<void> {
  for (const phone of SIGNED_IN_ONCE) {
    const api = await playwrightRequest.newContext({ baseURL });
    try {
      const asked = Date.now() - 1000;
      const sent = await api.post('/api/auth/send-code', {
        data: { createdAt: new Date().toISOString(), type: 'auth', phone, signature: 'e2e-global-setup' },
      });
      if (sent.status() !== 200) throw new Error(`send-code for ${phone}: ${sent.status()} ${await sent.text()}`);
      const code = await smsCode(api, phone, asked);
      const login = await api.post('/api/auth/login', { data: { phone, code } });
      if (login.status() !== 200) throw new Error(`login of ${phone}: ${login.status()} ${await login.text()}`);
      const { data } = (await login.json()) as { data: { accessToken: string } };
      const refreshCookie = (await api.storageState()).cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
      if (!refreshCookie) throw new Error(`login of ${phone} set no refresh cookie`);
      const session: SavedSession = { accessToken: data.accessToken, refreshCookie };
      writeFileSync(sessionFile(phone), JSON.stringify(session));
    } finally {
      await api.dispose();
    }
  }
}

/** Before the page's first script runs: the account's access token where the kit reads it at start-up, and the refresh cookie. */
async function startAs(page: Page, phone: SignedInOnce): Promise<void> {
  const session = JSON.parse(readFileSync(sessionFile(phone), 'utf8')) as SavedSession;
  const tokens = JSON.stringify({ accessToken: session.accessToken });
  await page.context().addCookies([session.refreshCookie]);
  await page.context().addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [AUTH_TOKENS_STORAGE_KEY, tokens] as const,
  );
}

export const startAsDemoCook = (page: Page) => startAs(page, DEMO_COOK_PHONE);
export const startAsOperator = (page: Page) => startAs(page, DEMO_OPERATOR_PHONE);

/**
 * The sign-in number of demo cook card `cookId` other than card 1: the demo range +7 999 1xx xx xx,
 * the card's id in the last six digits (docs/accounts.md, 'Demo accounts'; api/src/demo-world/cook-accounts.ts).
 */
export const demoCookPhone = (cookId: number): string => `+79991${String(cookId).padStart(6, '0')}`;
