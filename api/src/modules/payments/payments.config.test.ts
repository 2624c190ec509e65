// Payment settings from the environment (through config.ts), and the notification sender check.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSourceCheck } from './notification-sources.ts';
import { FAKE_SHOP_ID, resolvePaymentsConfig, YOOKASSA_API_URL, YOOKASSA_NOTIFICATION_SOURCES } from './payments.config.ts';
import { kopecksToValue, valueToKopecks } from './yookassa-protocol.ts';
import { readConfig } from '../../config.ts';

const site = { publicUrl: 'https://povar.example/' };
const paymentsFrom = (env: Record<string, string>) => resolvePaymentsConfig({}, site, readConfig(env).api.payments);

test('with no YOOKASSA_* set the built-in fake is used, and loopback may notify', () => {
  const config = paymentsFrom({});
  assert.equal(config.apiUrl, null);
  assert.equal(config.shopId, FAKE_SHOP_ID);
  assert.ok(config.secretKey.length >= 32, 'a per-process secret, not one written in the code');
  assert.equal(config.publicUrl(), 'https://povar.example');
  assert.ok(createSourceCheck(config.notificationSources)('127.0.0.1'));
  assert.ok(createSourceCheck(config.notificationSources)('185.71.76.1'));
});

test('a real YooKassa needs the shop id and the secret key; loopback is then not trusted unless listed', () => {
  const real = paymentsFrom({ YOOKASSA_SHOP_ID: '54321', YOOKASSA_SECRET_KEY: 'live_secret' });
  assert.deepEqual([real.apiUrl, real.shopId, real.secretKey], [YOOKASSA_API_URL, '54321', 'live_secret']);
  assert.deepEqual(real.notificationSources, YOOKASSA_NOTIFICATION_SOURCES);
  assert.equal(createSourceCheck(real.notificationSources)('127.0.0.1'), false);

  const proxied = paymentsFrom({
    YOOKASSA_API_URL: 'https://yookassa-proxy.internal/v3/',
    YOOKASSA_SHOP_ID: '54321',
    YOOKASSA_SECRET_KEY: 'live_secret',
    YOOKASSA_NOTIFICATION_SOURCES: '10.1.0.0/16, 127.0.0.1',
    PAYMENTS_SELF_URL: 'http://10.1.2.3:3001/api/',
  });
  assert.equal(proxied.apiUrl, 'https://yookassa-proxy.internal/v3');
  assert.equal(proxied.selfUrl, 'http://10.1.2.3:3001/api');
  const check = createSourceCheck(proxied.notificationSources);
  assert.ok(check('10.1.200.7') && check('127.0.0.1') && check('77.75.154.200'));
  assert.equal(check('127.0.0.2'), false);

  for (const env of [{ YOOKASSA_SHOP_ID: '1' }, { YOOKASSA_SECRET_KEY: 's' }, { YOOKASSA_API_URL: 'https://x/v3' }] as Record<string, string>[]) {
    assert.throws(() => paymentsFrom(env), /YOOKASSA_(SHOP_ID|SECRET_KEY) is required for real payments/);
  }
  assert.throws(() => paymentsFrom({ YOOKASSA_API_URL: 'ftp://x', YOOKASSA_SHOP_ID: '1', YOOKASSA_SECRET_KEY: 's' }), /http/);
});

test('the sender check: YooKassa’s ranges, IPv4 seen through IPv6, garbage refused', () => {
  const check = createSourceCheck(YOOKASSA_NOTIFICATION_SOURCES);
  for (const allowed of [
    '185.71.76.0',
    '185.71.76.31',
    '185.71.77.10',
    '77.75.153.127',
    '77.75.156.11',
    '77.75.156.35',
    '77.75.154.255',
    '2a02:5180:1::1',
    '::ffff:185.71.76.5',
  ]) {
    assert.ok(check(allowed), allowed);
  }
  for (const refused of [
    '185.71.76.32',
    '77.75.153.128',
    '77.75.156.12',
    '77.75.154.127',
    '2a02:5181::1',
    '127.0.0.1',
    '::1',
    '',
    'localhost',
    '::ffff:8.8.8.8',
  ]) {
    assert.equal(check(refused), false, refused);
  }
  assert.throws(() => createSourceCheck(['10.0.0.0/33']), /CIDR/);
  assert.throws(() => createSourceCheck(['example.com']), /not an IP/);
});

test('amounts: kopecks and YooKassa’s strings convert exactly', () => {
  assert.deepEqual([0, 5, 100, 123_450, 2_147_483_647].map(kopecksToValue), ['0.00', '0.05', '1.00', '1234.50', '21474836.47']);
  assert.deepEqual(['1', '1.5', '1.50', '0.01', '21474836.47'].map(valueToKopecks), [100, 150, 150, 1, 2_147_483_647]);
  for (const bad of ['', '-1.00', '1.234', '01.00', '1e3', 'NaN', '1,00', ' 1.00']) assert.equal(valueToKopecks(bad), null, bad);
});
