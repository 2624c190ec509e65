import { deliveryTimeText } from './order-time';

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
    expect(deliveryTimeText(null, null, NOW)).toBeNull();
  });
});
