import { deliveryTimeText, orderTimes } from './order-time';

// 23 November 2026, 21:30 in Tyumen (UTC+5).
const NOW = new Date('2026-11-23T16:30:00.000Z');

describe('the delivery time on an order card', () => {
  it('names today and tomorrow by the zone’s calendar', () => {
    expect(deliveryTimeText('2026-11-23T17:00:00.000Z', '2026-11-23T18:00:00.000Z', NOW, 'UTC+5')).toBe('Сегодня, 22:00–23:00');
    // 20:00 UTC is already the 24th in Tyumen.
    expect(deliveryTimeText('2026-11-23T20:00:00.000Z', '2026-11-23T21:00:00.000Z', NOW, 'UTC+5')).toBe('Завтра, 01:00–02:00');
  });

  it('gives other days as a date, with the year when it is not this one', () => {
    expect(deliveryTimeText('2026-11-25T05:00:00.000Z', '2026-11-25T06:00:00.000Z', NOW, 'UTC+5')).toBe('25 ноября, 10:00–11:00');
    expect(deliveryTimeText('2026-11-22T05:00:00.000Z', '2026-11-22T06:00:00.000Z', NOW, 'UTC+5')).toBe('22 ноября, 10:00–11:00');
    expect(deliveryTimeText('2025-12-30T05:00:00.000Z', '2025-12-30T06:00:00.000Z', NOW, 'UTC+5')).toBe('30 декабря 2025, 10:00–11:00');
  });

  it('turns the year over for tomorrow on 31 December', () => {
    const newYearsEve = new Date('2026-12-31T10:00:00.000Z');
    expect(deliveryTimeText('2027-01-01T05:00:00.000Z', '2027-01-01T06:00:00.000Z', newYearsEve, 'UTC+5')).toBe('Завтра, 10:00–11:00');
  });

  it('has nothing to say without a slot', () => {
    expect(deliveryTimeText(null, null, NOW, 'UTC+5')).toBeNull();
  });
});

describe("an order's times, whatever the device's zone", () => {
  // Neither city's zone is the test runner's, so a formatter that fell back to the device's clock would show another time.
  const inTyumen = orderTimes({ timeZone: 'UTC+5' });
  const inMoscow = orderTimes({ timeZone: 'UTC+3' });

  it('shows the moment an order was placed or changed by the city’s clock', () => {
    expect(inTyumen.moment('2026-11-23T19:30:00.000Z')).toBe('24 ноября 2026, 00:30');
    expect(inMoscow.moment('2026-11-23T19:30:00.000Z')).toBe('23 ноября 2026, 22:30');
    expect(inTyumen.clock('2026-11-23T05:05:00.000Z')).toBe('10:05');
  });

  it('gives the slot by the same clock and calendar', () => {
    const order = { deliverFrom: '2026-11-23T20:00:00.000Z', deliverTo: '2026-11-23T21:00:00.000Z' };
    expect(inTyumen.slot(order, NOW)).toBe('Завтра, 01:00–02:00');
    expect(inMoscow.slot(order, NOW)).toBe('Сегодня, 23:00–00:00');
    expect(inTyumen.slot({ deliverFrom: null, deliverTo: null }, NOW)).toBeNull();
  });
});
