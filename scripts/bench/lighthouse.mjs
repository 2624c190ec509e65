// The front end's figures against BARS below: Lighthouse (mobile, simulated throttling) against Debian's chromium on
// the production build, served the way `npm start` serves it but with APP_ENV=production (over a
// copy of the demo catalogue written first by `seed:demo`, since production never seeds it). Each
// page runs `--runs` times (default 5); the median run by performance score is reported with its
// LCP, TBT, CLS and the compressed JavaScript it loaded (script transfer sizes, and their count).
// With `--one-bundle`, the same pages are then measured again on the one-bundle comparison build (the
// shell with every remote compiled in, no Module Federation; built if missing), served by the same
// document server over the same data, and the difference is reported.
// `npm run bench:lighthouse [-- --runs 5 --pages /tyumen/,/tyumen/menu --json out.json --one-bundle]`
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApps, buildOneBundle } from '../build.mjs';
import { buildServers } from '../build-servers.mjs';
import { APPS, isBuilt, isOneBundleBuilt, ONE_BUNDLE_DIR, serverBundle, SERVERS, isServerBuilt, repoRoot } from '../apps.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    // The four pages held to the Lighthouse bars: the home, the dish catalogue, a cook page and a dish page.
    pages: { type: 'string', default: '/tyumen/,/tyumen/menu,/tyumen/cooks/detail/1,/tyumen/menu/detail/101' },
    port: { type: 'string', default: '4310' },
    json: { type: 'string' },
    'one-bundle': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const pages = values.pages.split(',');
const origin = `http://127.0.0.1:${values.port}`;
const BARS = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02, jsKiB: 170, scripts: 15 };

await buildApps(APPS.filter((app) => !isBuilt(app)));
await buildServers(SERVERS.filter((server) => !isServerBuilt(server)));
if (values['one-bundle'] && !isOneBundleBuilt()) await buildOneBundle();

// The demo catalogue, written by the explicit step (development, so with its accounts: nobody signs in here).
const dataDir = mkdtempSync(path.join(tmpdir(), 'povar-lighthouse-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'api/src/seed/seed-demo.ts'], {
  cwd: repoRoot,
  env: { ...process.env, APP_ENV: 'development', PGLITE_DIR: dataDir, DATABASE_URL: '' },
  stdio: 'inherit',
});
if (seeded.status !== 0) throw new Error('seed:demo failed');

// A production start refuses fakes and missing secrets (api/src/config.ts): valid-looking values
// that are never used, as nobody pays or signs in during the measurement.
const startServer = (appsRoot) =>
  spawn(process.execPath, [serverBundle('web')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      APPS_ROOT: appsRoot,
      PORT: values.port,
      HOST: '127.0.0.1',
      PGLITE_DIR: dataDir,
      DATABASE_URL: '',
      APP_ENV: 'production',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: origin,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      YOOKASSA_SHOP_ID: 'lighthouse',
      YOOKASSA_SECRET_KEY: 'never-used',
      SMS_PROVIDER: 'smsru',
      SMSRU_API_ID: 'never-used',
    },
    stdio: 'inherit',
  });

/**
 * An apps root for the document server in which the shell is the one-bundle build: the remotes'
 * builds as they are (their server containers still render the pages), the shell's dist/ the
 * one-bundle folder with the shell's own server build (the chrome) beside it.
 */
function oneBundleAppsRoot() {
  const root = path.join(dataDir, 'one-bundle-apps');
  for (const app of APPS.filter((name) => name !== 'shell')) {
    mkdirSync(path.join(root, app), { recursive: true });
    symlinkSync(path.join(repoRoot, app, 'dist'), path.join(root, app, 'dist'));
  }
  mkdirSync(path.join(root, 'shell'), { recursive: true });
  symlinkSync(ONE_BUNDLE_DIR, path.join(root, 'shell', 'dist'));
  rmSync(path.join(ONE_BUNDLE_DIR, 'server'), { recursive: true, force: true });
  symlinkSync(path.join(repoRoot, 'shell', 'dist', 'server'), path.join(ONE_BUNDLE_DIR, 'server'));
  return root;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

try {
  const federated = await measureBuild(repoRoot);
  report('the product (Module Federation)', federated);
  const output = { federated };
  if (values['one-bundle']) {
    const oneBundle = await measureBuild(oneBundleAppsRoot());
    report('one bundle (bar P3)', oneBundle);
    reportDifference(federated, oneBundle);
    output.oneBundle = oneBundle;
  }
  if (values.json) writeFileSync(values.json, JSON.stringify(output, null, 2));
} finally {
  await chrome.kill();
}

/** Every page, `runs` times, on a document server over `appsRoot`; the median run of each. */
async function measureBuild(appsRoot) {
  const server = startServer(appsRoot);
  try {
    await waitForServer(server);
    const results = [];
    for (const page of pages) {
      const url = origin + page;
      await fetch(url); // warms the server's caches; not measured
      const samples = [];
      for (let run = 0; run < runs; run += 1) samples.push(await measure(url));
      samples.sort((a, b) => a.score - b.score);
      const median = samples[Math.floor(samples.length / 2)];
      results.push({ page, ...median, scores: samples.map((sample) => sample.score) });
    }
    return results;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  }
}

async function waitForServer(server) {
  for (let tries = 0; tries < 600; tries += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ready = await fetch(`${origin}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start in 60 s');
}

/** One Lighthouse run; a run Lighthouse could not finish (a metric missing) is tried again, twice at most. */
async function measure(url, attempt = 1) {
  // A returning visitor: the first-run onboarding (a popup) would otherwise be the page.
  const { lhr } = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { Cookie: 'app-onboarding=true' } },
    undefined,
  );
  const missing = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].filter(
    (id) => typeof lhr.audits[id]?.numericValue !== 'number',
  );
  if (missing.length > 0) {
    const why = lhr.runtimeError?.message ?? lhr.audits[missing[0]]?.errorMessage ?? 'no reason given';
    if (attempt >= 3) throw new Error(`Lighthouse gave no ${missing.join(', ')} for ${url}: ${why}`);
    console.warn(`Lighthouse gave no ${missing.join(', ')} for ${url} (${why}); measuring again`);
    return measure(url, attempt + 1);
  }
  const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    jsKiB: Number((scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024).toFixed(1)),
    scripts: scripts.length,
  };
}

/** A region's home page ('/tyumen/'), the page the weight bar is set for. */
const isHomePage = (page) => /^\/[a-z-]+\/$/.test(page);

function report(build, results) {
  const mark = (ok) => (ok ? 'met' : 'MISSED');
  console.log(`\n${build}: Lighthouse ${lighthouseVersion()} mobile, median of ${runs} by score (bars P1, P2)`);
  for (const result of results) {
    console.log(
      `${result.page.padEnd(16)} score ${result.score} (${mark(result.score >= BARS.score)}; runs ${result.scores.join(', ')})  ` +
        `LCP ${result.lcpMs} ms (${mark(result.lcpMs <= BARS.lcpMs)})  TBT ${result.tbtMs} ms (${mark(result.tbtMs <= BARS.tbtMs)})  ` +
        `CLS ${result.cls} (${mark(result.cls <= BARS.cls)})  JS ${result.jsKiB} KiB in ${result.scripts} scripts ` +
        // The weight bar is the home page's (a region's root); other pages' weight is shown for comparison.
        (isHomePage(result.page) ? `(${mark(result.jsKiB <= BARS.jsKiB && result.scripts <= BARS.scripts)})` : "(the bar is the home page's)"),
    );
  }
}

/** What Module Federation costs, page by page: the product's median minus the one bundle's. */
function reportDifference(federated, oneBundle) {
  const signed = (value, unit) => `${value >= 0 ? '+' : ''}${value}${unit}`;
  console.log('\nModule Federation against one bundle (product − one bundle)');
  for (const result of federated) {
    const other = oneBundle.find((candidate) => candidate.page === result.page);
    console.log(
      `${result.page.padEnd(16)} score ${signed(result.score - other.score, '')}  LCP ${signed(result.lcpMs - other.lcpMs, ' ms')}  ` +
        `TBT ${signed(result.tbtMs - other.tbtMs, ' ms')}  JS ${signed(Number((result.jsKiB - other.jsKiB).toFixed(1)), ' KiB')} ` +
        `in ${signed(result.scripts - other.scripts, '')} scripts`,
    );
  }
}

function lighthouseVersion() {
  return createRequire(import.meta.url)('lighthouse/package.json').version;
}
