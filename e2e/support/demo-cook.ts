// The demo cook (+79990000002, Tyumen cook 1: README, demo accounts) is the cook of several
// journeys. Signing in by SMS in each would run into the per-phone limits of bar S4 (a code a
// minute, five in ten minutes), so the run signs the cook in once (global-setup.ts) and each
// journey that merely needs the cook opens its page already signed in with that session (the
// access token in storage, the refresh cookie in the browser), as a returning cook would. The
// sign-in itself is a journey of its own (cook-page.spec.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { smsCode } from './accounts';
import { FULL_PORT } from './servers';

export const DEMO_COOK_PHONE = '+79990000002';
export const DEMO_COOK_ID = 1;

/** Written by the global setup of this run, read by the journeys (the workers are other processes); one server per port. */
const TOKENS_FILE = path.join(tmpdir(), `povar-e2e-demo-cook-${FULL_PORT}.json`);
/** The key the kit keeps the access token under (shared-kit AUTH_TOKENS_STORAGE_KEY). */
const AUTH_TOKENS_STORAGE_KEY = 'auth-tokens';
/** The API's HttpOnly refresh cookie (api modules/auth/refresh-cookie.ts). */
const REFRESH_COOKIE = 'povar-refresh';

interface DemoCookSession {
  accessToken: string;
  refreshCookie: { name: string; value: string; domain: string; path: string; expires: number; httpOnly: boolean; secure: boolean; sameSite: 'Strict' | 'Lax' | 'None' };
}

/** Asks a code for the demo cook, reads it from the development inbox and signs in: once per run. */
export async function signInDemoCookOnce(baseURL: string): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const asked = Date.now() - 1000;
    const sent = await api.post('/api/auth/send-code', {
      data: { createdAt: new Date().toISOString(), type: 'auth', phone: DEMO_COOK_PHONE, signature: 'e2e-global-setup' },
    });
    if (sent.status() !== 200) throw new Error(`send-code for the demo cook: ${sent.status()} ${await sent.text()}`);
    const code = await smsCode(api, DEMO_COOK_PHONE, asked);
    const login = await api.post('/api/auth/login', { data: { phone: DEMO_COOK_PHONE, code } });
    if (login.status() !== 200) throw new Error(`login of the demo cook: ${login.status()} ${await login.text()}`);
    const { data } = (await login.json()) as { data: { accessToken: string } };
    const refreshCookie = (await api.storageState()).cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
    if (!refreshCookie) throw new Error('login of the demo cook set no refresh cookie');
    const session: DemoCookSession = { accessToken: data.accessToken, refreshCookie };
    writeFileSync(TOKENS_FILE, JSON.stringify(session));
  } finally {
    await api.dispose();
  }
}

/** Before the page's first script runs: the demo cook's access token where the kit reads it at start-up, and the refresh cookie. */
export async function startAsDemoCook(page: Page): Promise<void> {
  const session = JSON.parse(readFileSync(TOKENS_FILE, 'utf8')) as DemoCookSession;
  const tokens = JSON.stringify({ accessToken: session.accessToken });
  await page.context().addCookies([session.refreshCookie]);
  await page.context().addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [AUTH_TOKENS_STORAGE_KEY, tokens] as const,
  );
}

/**
 * The sign-in number of demo cook card `cookId` other than card 1: the demo range +7 999 1xx xx xx,
 * the card's id in the last six digits (docs/accounts.md, 'Demo accounts'; api db/demo/cook-accounts.ts).
 */
export const demoCookPhone = (cookId: number): string => `+79991${String(cookId).padStart(6, '0')}`;
