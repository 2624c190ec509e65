// Refresh-token rotation under strain: 4 tabs of one browser hammering the API with a 2 s access-token lifetime for
// 10 minutes end with 0 spurious logouts. Each tab reloads a signed-in page every 0.5-2.5 s, so
// nearly every start meets an expired access token and renews it from the one refresh cookie all
// tabs share while the other tabs renew theirs: the race the Web Lock, the refresh grace, the
// shared storage and the cross-tab messages must win. A spurious logout is a tab left without its
// access token or a browser left without its refresh cookie.
// `npm run bench:sessions [-- --minutes 10 --tabs 4 --ttl 2 --port 4320]`
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { buildApps } from '../build.mjs';
import { buildServers } from '../build-servers.mjs';
import { APPS, isBuilt, serverBundle, SERVERS, isServerBuilt, repoRoot } from '../apps.mjs';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    tabs: { type: 'string', default: '4' },
    ttl: { type: 'string', default: '2' },
    port: { type: 'string', default: '4320' },
  },
});
const origin = `http://127.0.0.1:${values.port}`;
const PAGE = '/profile';
const PHONE = '+79990000001'; // the demo customer

await buildApps(APPS.filter((app) => !isBuilt(app)));
await buildServers(SERVERS.filter((server) => !isServerBuilt(server)));

const server = spawn(process.execPath, [serverBundle('web')], {
  cwd: repoRoot,
  // Four tabs reloading every second or two for ten minutes, all from this machine, pass the
  // per-address limit a person never reaches: it is raised for the bench, which is about sessions.
  env: {
    ...process.env,
    PORT: values.port,
    HOST: '127.0.0.1',
    PGLITE_DIR: 'memory://',
    ACCESS_TOKEN_TTL_SECONDS: values.ttl,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
  },
  stdio: 'inherit',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});

let endAt = 0;
const counts = { loads: 0, refreshOk: 0, refreshRefused: 0, userOk: 0, user401: 0, logouts: 0 };
try {
  await waitForServer();
  // Counted from here: building and starting the server take no part of the run.
  endAt = Date.now() + Number(values.minutes) * 60_000;
  const context = await browser.newContext();
  // Signed in through the context's own request client: its refresh cookie lands in the browser.
  const tokens = await signIn(context.request);
  await context.addCookies([{ name: 'app-onboarding', value: 'true', url: origin }]);
  await context.addInitScript(
    (stored) => {
      if (!sessionStorage.getItem('bench-seeded')) {
        sessionStorage.setItem('bench-seeded', '1');
        if (!localStorage.getItem('auth-tokens')) localStorage.setItem('auth-tokens', stored);
      }
      localStorage.setItem('download-app-popup-showed', String(Date.now()));
    },
    JSON.stringify({ accessToken: tokens.accessToken }),
  );
  context.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path === '/api/auth/refresh') counts[response.status() === 200 ? 'refreshOk' : 'refreshRefused'] += 1;
    if (path === '/api/profiles/user') counts[response.status() === 200 ? 'userOk' : 'user401'] += 1;
  });
  const tabs = await Promise.all(Array.from({ length: Number(values.tabs) }, () => context.newPage()));
  await Promise.all(tabs.map((page) => hammer(page, context)));
  report();
  await context.close();
} finally {
  await browser.close();
  server.kill('SIGTERM');
}

async function hammer(page, context) {
  while (Date.now() < endAt) {
    // The start-up's user call answers after any renewal it needed: judge once it has.
    const userAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/profiles/user' && response.status() !== 401, {
      timeout: 15_000,
    });
    await page.goto(origin + PAGE, { waitUntil: 'commit' });
    counts.loads += 1;
    await userAnswered.catch(() => undefined);
    const signedIn = await page.evaluate(() => localStorage.getItem('auth-tokens') !== null);
    const hasCookie = (await context.cookies(origin + '/api/auth')).some((cookie) => cookie.name === 'povar-refresh');
    if (!signedIn || !hasCookie) {
      counts.logouts += 1;
      console.error(`signed out after ${counts.loads} loads`);
      return;
    }
    await page.waitForTimeout(500 + Math.random() * 2000);
  }
}

/** Signs the demo customer in through `request` (a browser context's client, which keeps the refresh cookie); the access token. */
async function signIn(request) {
  const since = Date.now() - 1000;
  const sent = await request.post(`${origin}/api/auth/send-code`, { data: { createdAt: Date.now(), type: 'auth', phone: PHONE, signature: 'bench' } });
  if (!sent.ok()) throw new Error(`send-code: ${sent.status()} ${await sent.text()}`);
  const outbox = await (await request.get(`${origin}/api/dev/outbox`)).json();
  const message = outbox.data.messages.find((m) => m.channel === 'sms' && m.recipient === PHONE && Date.parse(m.createdAt) >= since);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  const login = await request.post(`${origin}/api/auth/login`, { data: { phone: PHONE, code } });
  if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
  if (!(await request.storageState()).cookies.some((cookie) => cookie.name === 'povar-refresh')) throw new Error('login set no refresh cookie');
  return (await login.json()).data;
}

async function waitForServer() {
  // Seeding the demo data on a busy 2-core machine can take a few minutes.
  for (let tries = 0; tries < 3000; tries += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ready = await fetch(`${origin}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start in 5 minutes');
}

function report() {
  console.log(`S5 sessions: ${values.tabs} tabs, access token ${values.ttl} s, ${values.minutes} min`);
  console.log(`  page loads ${counts.loads}; /profiles/user 200 ${counts.userOk}, 401 ${counts.user401}`);
  console.log(`  refreshes answered ${counts.refreshOk}, refused ${counts.refreshRefused}`);
  console.log(`  spurious logouts ${counts.logouts} (bar: 0) ${counts.logouts === 0 ? 'PASS' : 'FAIL'}`);
  if (counts.logouts > 0) process.exitCode = 1;
}
