// The statement's arithmetic in kopecks, its rates from configuration, and the periods the summary
// counts: half-up rounding at the kopeck, the pay-on-receipt sign, the discount the service bears,
// week and month boundaries on the region's clock.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatRatePercent, payoutStatusLabel } from '@povar/shared-kit/contracts';
import { computePayout, shareOf } from './payout-arithmetic.ts';
import { parsePercent, resolvePayoutsConfig } from './payouts.config.ts';
import { readConfig } from '../../config.ts';

const resolvePayoutRates = (env: Record<string, string>) => readConfig(env).api.payouts.rates;
const payoutsFrom = (env: Record<string, string>) => resolvePayoutsConfig({}, readConfig(env).api.payouts);
import { periodAround } from './payouts.service.ts';

const RATES = { commissionRate: 1500, processingFeeRate: 0 };

describe('shareOf: a rate of kopecks, half up', () => {
  test('rounds half a kopeck up and anything less down', () => {
    assert.equal(shareOf(1, 5000), 1); // 0.5 → 1
    assert.equal(shareOf(1, 4999), 0); // 0.4999 → 0
    assert.equal(shareOf(3, 5000), 2); // 1.5 → 2
    assert.equal(shareOf(10, 1500), 2); // 1.5 → 2
    assert.equal(shareOf(9, 1500), 1); // 1.35 → 1
    assert.equal(shareOf(333, 350), 12); // 11.655 → 12
    assert.equal(shareOf(330, 350), 12); // 11.55 → 12
    assert.equal(shareOf(329, 350), 12); // 11.515 → 12
    assert.equal(shareOf(327, 350), 11); // 11.445 → 11
  });

  test('is exact at the ends', () => {
    assert.equal(shareOf(0, 1500), 0);
    assert.equal(shareOf(123_456, 0), 0);
    assert.equal(shareOf(2_147_483_647, 10_000), 2_147_483_647);
    assert.equal(shareOf(2_147_483_647, 1500), 322_122_547); // 322 122 547.05
  });

  test('refuses what is not kopecks or a rate', () => {
    assert.throws(() => shareOf(-1, 1500), RangeError);
    assert.throws(() => shareOf(1.5, 1500), RangeError);
    assert.throws(() => shareOf(100, 10_001), RangeError);
    assert.throws(() => shareOf(100, 12.5), RangeError);
  });
});

describe('computePayout', () => {
  test('an online order: the cook gets the full value less the commission, the promo discount is the service’s', () => {
    const figures = computePayout({ paymentType: 'online', dishesSum: 100_000, deliveryCost: 15_000, discount: 10_000, total: 105_000 }, RATES);
    assert.deepEqual(figures, { orderValue: 115_000, discount: 10_000, commission: 17_250, processingFee: 0, receivedByCook: 0, amount: 97_750 });
  });

  test('a processing fee is taken on what the customer paid online, rounded on its own', () => {
    const figures = computePayout(
      { paymentType: 'online', dishesSum: 99_999, deliveryCost: 1, discount: 10_000, total: 90_000 },
      { commissionRate: 1500, processingFeeRate: 350 },
    );
    assert.deepEqual(figures, { orderValue: 100_000, discount: 10_000, commission: 15_000, processingFee: 3_150, receivedByCook: 0, amount: 81_850 });
  });

  test('pay on receipt: the cook holds the money, so the payout is the commission owed, negative', () => {
    const figures = computePayout(
      { paymentType: 'on_receipt', dishesSum: 100_000, deliveryCost: 0, discount: 0, total: 100_000 },
      { commissionRate: 1500, processingFeeRate: 350 },
    );
    assert.deepEqual(figures, { orderValue: 100_000, discount: 0, commission: 15_000, processingFee: 0, receivedByCook: 100_000, amount: -15_000 });
  });

  test('pay on receipt with a promo code: the service makes up the discount, less its commission', () => {
    const figures = computePayout({ paymentType: 'on_receipt', dishesSum: 100_000, deliveryCost: 0, discount: 20_000, total: 80_000 }, RATES);
    assert.equal(figures.amount, 5_000);
    assert.equal(figures.orderValue - figures.commission - figures.processingFee - figures.receivedByCook, figures.amount);
  });

  test('odd kopecks: 15 % of 1 ₽ 3 коп. is 15 коп. (15.45 down), of 1 ₽ 7 коп. 16 коп. (16.05 down), of 1 ₽ 10 коп. 17 коп. (16.5 up)', () => {
    const commission = (value: number) =>
      computePayout({ paymentType: 'online', dishesSum: value, deliveryCost: 0, discount: 0, total: value }, RATES).commission;
    assert.equal(commission(103), 15);
    assert.equal(commission(107), 16);
    assert.equal(commission(110), 17);
  });
});

describe('payout settings and texts', () => {
  test('percentages read to hundredths of a percent without floating point', () => {
    assert.equal(parsePercent('X', '15'), 1500);
    assert.equal(parsePercent('X', '3.5'), 350);
    assert.equal(parsePercent('X', '3,5'), 350);
    assert.equal(parsePercent('X', '12.25'), 1225);
    assert.equal(parsePercent('X', '0'), 0);
    assert.equal(parsePercent('X', '100'), 10_000);
    for (const bad of ['100.01', '-1', '1.234', 'abc', '', '1e2']) assert.throws(() => parsePercent('X', bad), /X must be a percentage/);
  });

  test('defaults: 15 % commission, no processing fee, payouts by hand', () => {
    assert.deepEqual(resolvePayoutRates({}), { commissionRate: 1500, processingFeeRate: 0 });
    assert.deepEqual(resolvePayoutRates({ PAYOUT_COMMISSION_PERCENT: '12,5', PAYOUT_PROCESSING_FEE_PERCENT: '3.5' }), {
      commissionRate: 1250,
      processingFeeRate: 350,
    });
    const config = payoutsFrom({});
    assert.equal(config.provider, 'manual');
    assert.equal(config.apiUrl, null);
    assert.equal(config.sweepEveryMs, 0);
  });

  test('a setting that cannot work stops the start', () => {
    assert.throws(() => payoutsFrom({ PAYOUTS_PROVIDER: 'sbp' }), /PAYOUTS_PROVIDER/);
    assert.throws(() => payoutsFrom({ PAYOUTS_PROVIDER: 'yookassa', YOOKASSA_PAYOUTS_AGENT_ID: '1' }), /YOOKASSA_PAYOUTS_SECRET_KEY/);
    assert.throws(() => payoutsFrom({ PAYOUT_COMMISSION_PERCENT: '150' }), /PAYOUT_COMMISSION_PERCENT/);
    const real = payoutsFrom({
      PAYOUTS_PROVIDER: 'yookassa',
      YOOKASSA_PAYOUTS_AGENT_ID: '1',
      YOOKASSA_PAYOUTS_SECRET_KEY: 's',
      PAYOUTS_SWEEP_INTERVAL_MS: '5000',
    });
    assert.equal(real.apiUrl, 'https://api.yookassa.ru/v3');
    assert.equal(real.sweepEveryMs, 5000);
  });

  test('rates and statuses as the cook reads them', () => {
    assert.equal(formatRatePercent(1500), '15%');
    assert.equal(formatRatePercent(350), '3,5%');
    assert.equal(formatRatePercent(1225), '12,25%');
    assert.equal(formatRatePercent(5), '0,05%');
    assert.equal(formatRatePercent(0), '0%');
    assert.equal(payoutStatusLabel('pending', 100), 'Ожидает выплаты');
    assert.equal(payoutStatusLabel('paid', 100), 'Выплачено');
    assert.equal(payoutStatusLabel('failed', 100), 'Выплата не прошла');
    assert.equal(payoutStatusLabel('pending', -100), 'Ожидает удержания');
    assert.equal(payoutStatusLabel('paid', -100), 'Удержано');
  });
});

describe('periodAround: the week from Monday and the month, on the region’s clock', () => {
  test('Sunday evening in UTC is already Monday in UTC+5: the new week', () => {
    const period = periodAround('week', new Date('2026-11-22T20:00:00Z'), 'UTC+5');
    assert.equal(period.from, '2026-11-23');
    assert.equal(period.to, '2026-11-29');
    assert.equal(period.start.toISOString(), '2026-11-22T19:00:00.000Z');
    assert.equal(period.end.toISOString(), '2026-11-29T19:00:00.000Z');
  });

  test('a week runs Monday to Sunday', () => {
    const period = periodAround('week', new Date('2026-11-19T10:00:00Z'), 'UTC+3');
    assert.deepEqual([period.from, period.to], ['2026-11-16', '2026-11-22']);
  });

  test('the last evening of December in UTC is January in UTC+5; February of a leap year', () => {
    const january = periodAround('month', new Date('2026-12-31T20:00:00Z'), 'UTC+5');
    assert.deepEqual([january.from, january.to], ['2027-01-01', '2027-01-31']);
    const february = periodAround('month', new Date('2028-02-10T12:00:00Z'), 'UTC+3');
    assert.deepEqual([february.from, february.to], ['2028-02-01', '2028-02-29']);
    assert.equal(february.end.toISOString(), '2028-02-29T21:00:00.000Z');
  });
});
