// The configuration schema: development needs nothing, a production start is refused with one line
// per problem naming its variable, and the values reach the slices the modules get.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, test } from 'node:test';
import { createPublicUrl, parseConfig, readConfig, VARIABLE_NAMES } from './config.ts';
import { PRODUCTION_ENV } from './test/production-env.ts';

const problemsOf = (env: Record<string, string | undefined>, role: 'web' | 'api' = 'web') => {
  const result = parseConfig(env, role);
  assert.equal(result.ok, false, 'the configuration is refused');
  return result.ok ? [] : result.problems;
};

const without = (name: string) => ({ ...PRODUCTION_ENV, [name]: undefined });

describe('development defaults: nothing set is a working product', () => {
  test('PGlite in ./.data with the demo data, fake payments, the dev outbox and port 3000', () => {
    const config = readConfig({});
    assert.equal(config.environment, 'development');
    assert.equal(config.production, false);
    assert.deepEqual(config.listen, { port: 3000, host: '0.0.0.0' });
    assert.deepEqual(config.database, { databaseUrl: undefined, readDatabaseUrl: undefined, pgliteDir: path.resolve('.data') });
    assert.equal(config.seedDemoData, true);
    assert.equal(config.api.devOutbox, true);
    assert.deepEqual(config.api.payments.provider, { apiUrl: null }, 'the built-in fake YooKassa');
    assert.deepEqual(config.api.auth.sms, { provider: 'outbox' });
    assert.equal(config.api.auth.jwtSecret, undefined, 'one per process');
    assert.equal(config.publicUrl, undefined, 'the address the server listens on, once it does');
    assert.deepEqual(config.storage, { kind: 'local', filesDir: undefined, privateFilesDir: undefined });
    assert.deepEqual(config.api.geo.provider, { name: 'offline' });
  });

  test('the API alone listens on 3001', () => {
    assert.equal(readConfig({}, 'api').listen.port, 3001);
  });

  test('development may turn the demo data, the dev outbox and the fake off explicitly', () => {
    const config = readConfig({ SEED_DEMO_DATA: 'false', DEV_OUTBOX: '0', YOOKASSA_SHOP_ID: '1', YOOKASSA_SECRET_KEY: 's' });
    assert.equal(config.seedDemoData, false);
    assert.equal(config.api.devOutbox, false);
    assert.deepEqual(config.api.payments.provider, { apiUrl: 'https://api.yookassa.ru/v3', shopId: '1', secretKey: 's' });
  });

  test('empty and blank values count as unset; values are trimmed', () => {
    const config = readConfig({ PORT: '', APP_ENV: '  ', PUBLIC_URL: ' https://povar.example/ ' });
    assert.equal(config.listen.port, 3000);
    assert.equal(config.environment, 'development');
    assert.equal(config.publicUrl, 'https://povar.example');
  });
});

describe('production', () => {
  test('every setting given: starts with real payments and SMS, no demo data, no outbox', () => {
    const config = readConfig(PRODUCTION_ENV);
    assert.equal(config.production, true);
    assert.equal(config.seedDemoData, false);
    assert.equal(config.api.devOutbox, false);
    assert.equal(config.api.payments.provider.apiUrl, 'https://api.yookassa.ru/v3');
    assert.equal(config.api.auth.sms.provider, 'smsru');
    assert.equal(config.publicUrl, 'https://povar-ryadom.ru');
  });

  const refusals: [string, Record<string, string | undefined>, RegExp][] = [
    ['YooKassa shop id missing', without('YOOKASSA_SHOP_ID'), /^YOOKASSA_SHOP_ID is required for real payments/],
    ['YooKassa secret missing', without('YOOKASSA_SECRET_KEY'), /^YOOKASSA_SECRET_KEY is required for real payments/],
    ['no SMS provider (the outbox)', without('SMS_PROVIDER'), /^SMS_PROVIDER must name a real SMS provider in production/],
    ['SMS.ru without its key', without('SMSRU_API_ID'), /^SMSRU_API_ID is required with SMS_PROVIDER=smsru/],
    ['PUBLIC_URL missing', without('PUBLIC_URL'), /^PUBLIC_URL is required in production/],
    ['JWT_SECRET missing', without('JWT_SECRET'), /^JWT_SECRET is required in production/],
    ['JWT_SECRET short', { ...PRODUCTION_ENV, JWT_SECRET: 'short' }, /^JWT_SECRET must be at least 32 characters/],
    ['the fake payment page turned on', { ...PRODUCTION_ENV, FAKE_YOOKASSA: 'true' }, /^FAKE_YOOKASSA must not be true in production/],
    ['the dev outbox turned on', { ...PRODUCTION_ENV, DEV_OUTBOX: 'true' }, /^DEV_OUTBOX must not be true in production/],
    ['demo data turned on', { ...PRODUCTION_ENV, SEED_DEMO_DATA: 'true' }, /^SEED_DEMO_DATA must not be true in production/],
    [
      'fake payouts',
      { ...PRODUCTION_ENV, PAYOUTS_PROVIDER: 'yookassa' },
      /^YOOKASSA_PAYOUTS_AGENT_ID is required in production with PAYOUTS_PROVIDER=yookassa/,
    ],
    ['NODE_ENV=production without APP_ENV', { ...PRODUCTION_ENV, APP_ENV: undefined, NODE_ENV: 'production' }, /^APP_ENV is unset while NODE_ENV=production/],
  ];
  for (const [what, env, line] of refusals) {
    test(`refused: ${what}, in one line naming the variable`, () => {
      const problems = problemsOf(env);
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.match(problems[0]!, line);
    });
  }

  test('the fake payment page asked for with no shop: its own line, and the missing shop is not claimed twice', () => {
    const problems = problemsOf({ ...PRODUCTION_ENV, YOOKASSA_SHOP_ID: undefined, YOOKASSA_SECRET_KEY: undefined, FAKE_YOOKASSA: 'true' });
    assert.deepEqual(problems, ["FAKE_YOOKASSA must not be true in production: its payment page lets anyone press 'Оплатить'"]);
  });

  test('nothing set but APP_ENV: every problem at once, one line each', () => {
    const problems = problemsOf({ APP_ENV: 'production' });
    assert.deepEqual(
      problems.map((line) => line.split(' ')[0]),
      ['PUBLIC_URL', 'JWT_SECRET', 'YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY', 'SMS_PROVIDER'],
    );
  });

  test('the web server in front of a separate API needs only PUBLIC_URL: the API service holds the secrets', () => {
    const web = readConfig({ APP_ENV: 'production', PUBLIC_URL: 'https://povar-ryadom.ru', API_UPSTREAM: 'http://api:3001' });
    assert.equal(web.web.apiUpstream, 'http://api:3001');
    assert.deepEqual(
      problemsOf({ APP_ENV: 'production', PUBLIC_URL: 'https://povar-ryadom.ru', API_UPSTREAM: 'http://api:3001' }, 'api').map((line) => line.split(' ')[0]),
      ['JWT_SECRET', 'YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY', 'SMS_PROVIDER'],
      'the API alone ignores API_UPSTREAM and needs its secrets',
    );
  });
});

describe('DATABASE_READ_URL: where the reads that may lag go', () => {
  test('unset, nowhere of its own (the primary answers them)', () => {
    assert.equal(readConfig({ DATABASE_URL: 'postgres://db/povar' }).database.readDatabaseUrl, undefined);
  });
  test('a replica of the primary, in production too', () => {
    const config = readConfig({ ...PRODUCTION_ENV, DATABASE_URL: 'postgres://db/povar', DATABASE_READ_URL: 'postgresql://db-replica:5432/povar' }, 'api');
    assert.deepEqual(
      { primary: config.database.databaseUrl, replica: config.database.readDatabaseUrl },
      { primary: 'postgres://db/povar', replica: 'postgresql://db-replica:5432/povar' },
    );
  });
});

describe('values that cannot work are refused by name, in any environment', () => {
  const cases: [Record<string, string>, RegExp][] = [
    [{ APP_ENV: 'staging' }, /^APP_ENV must be one of development, production, got "staging"/],
    [{ PORT: '70000' }, /^PORT must be a port number from 1 to 65535/],
    [{ PUBLIC_URL: 'povar.example' }, /^PUBLIC_URL must be an http\(s\) address/],
    [{ DEV_OUTBOX: 'yes' }, /^DEV_OUTBOX must be true or false, got "yes"/],
    [{ SMS_PROVIDER: 'smsc' }, /^SMS_PROVIDER must be one of outbox, smsru/],
    [{ YOOKASSA_SHOP_ID: '1' }, /^YOOKASSA_SECRET_KEY is required for real payments/],
    [{ FAKE_YOOKASSA: 'false' }, /^YOOKASSA_SHOP_ID is required for real payments/],
    [{ FAKE_YOOKASSA: 'true', YOOKASSA_SHOP_ID: '1', YOOKASSA_SECRET_KEY: 's' }, /^FAKE_YOOKASSA is true while YOOKASSA_\* name a real shop: choose one/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of/],
    [{ PAYOUT_PROCESSING_FEE_PERCENT: '3.555' }, /^PAYOUT_PROCESSING_FEE_PERCENT must be a percentage/],
    [{ DATABASE_URL: 'postgres://db/povar', DATABASE_READ_URL: 'db-replica:5432' }, /^DATABASE_READ_URL must be a postgres:\/\/ connection string/],
    [{ DATABASE_READ_URL: 'postgres://db-replica/povar' }, /^DATABASE_READ_URL is set without DATABASE_URL/],
  ];
  for (const [env, line] of cases) {
    test(JSON.stringify(env), () => {
      const problems = problemsOf(env);
      assert.ok(
        problems.some((problem) => line.test(problem)),
        problems.join('\n'),
      );
    });
  }
});

test('.env.example lists every variable the schema reads, and only those', async () => {
  const { readFile } = await import('node:fs/promises');
  const example = await readFile(path.resolve(import.meta.dirname, '..', '..', '.env.example'), 'utf8');
  const listed = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
  // NODE_ENV is set by the image, not by operators: the schema reads it only to catch a missing APP_ENV.
  assert.deepEqual([...new Set(listed)].sort(), VARIABLE_NAMES.filter((name) => name !== 'NODE_ENV').sort());
});

test('the public address: PUBLIC_URL when set, else where the server listens (localhost for every interface)', () => {
  const configured = createPublicUrl('https://povar.example');
  configured.listeningOn({ address: '0.0.0.0', family: 'IPv4', port: 3300 });
  assert.equal(configured(), 'https://povar.example');
  const listening = createPublicUrl(undefined);
  assert.throws(() => listening(), /set PUBLIC_URL/);
  listening.listeningOn({ address: '0.0.0.0', family: 'IPv4', port: 3300 });
  assert.equal(listening(), 'http://localhost:3300');
  listening.listeningOn({ address: '127.0.0.1', family: 'IPv4', port: 4100 });
  assert.equal(listening(), 'http://127.0.0.1:4100');
});

test('loadConfig prints one line per problem and exits 1', () => {
  const script = `import { loadConfig } from ${JSON.stringify(path.resolve(import.meta.dirname, 'config.ts'))}; loadConfig('api'); console.log('started');`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH, ...PRODUCTION_ENV, JWT_SECRET: 'short', DEV_OUTBOX: 'true' },
    encoding: 'utf8',
  });
  assert.equal(run.status, 1, run.stderr);
  assert.doesNotMatch(run.stdout, /started/);
  assert.match(run.stderr, /^ {2}JWT_SECRET must be at least 32 characters$/m);
  assert.match(run.stderr, /^ {2}DEV_OUTBOX must not be true in production/m);
});
