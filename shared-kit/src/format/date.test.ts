import { formatDate, formatDateTime, formatDayMonth, formatShortDate, formatTime, toIntlTimeZone, WEEK_STARTS_ON } from './date';

// 2024-03-05 04:05 UTC is 09:05 in Tyumen (UTC+5) and 07:05 in Moscow (UTC+3).
const MOMENT = '2024-03-05T04:05:00Z';
const TYUMEN = { timeZone: 'Asia/Yekaterinburg' };

describe('date formatting in ru-RU', () => {
  it('formats a date with the month in the genitive and no year suffix', () => {
    expect(formatDate(MOMENT, TYUMEN)).toBe('5 марта 2024');
    expect(formatDate('2023-12-31T12:00:00Z', TYUMEN)).toBe('31 декабря 2023');
    expect(formatDate(Date.UTC(2024, 4, 1, 12), TYUMEN)).toBe('1 мая 2024');
  });

  it('formats day and month', () => {
    expect(formatDayMonth(MOMENT, TYUMEN)).toBe('5 марта');
    expect(formatDayMonth(new Date(Date.UTC(2024, 0, 15, 12)), TYUMEN)).toBe('15 января');
  });

  it('formats time on a 24-hour clock with leading zeros', () => {
    expect(formatTime(MOMENT, TYUMEN)).toBe('09:05');
    expect(formatTime('2024-03-05T18:00:00Z', TYUMEN)).toBe('23:00');
    expect(formatTime('2024-03-05T19:00:00Z', TYUMEN)).toBe('00:00');
  });

  it('formats date and time together', () => {
    expect(formatDateTime(MOMENT, TYUMEN)).toBe('5 марта 2024, 09:05');
  });

  it('formats a short numeric date', () => {
    expect(formatShortDate(MOMENT, TYUMEN)).toBe('05.03.2024');
  });

  it("shows the moment in the region's zone, which may change the day", () => {
    const lateEvening = '2024-03-05T20:30:00Z';
    expect(formatDateTime(lateEvening, { timeZone: 'Europe/Moscow' })).toBe('5 марта 2024, 23:30');
    expect(formatDateTime(lateEvening, TYUMEN)).toBe('6 марта 2024, 01:30');
  });

  it("accepts the cities file's offsets ('UTC+5') as the zone", () => {
    expect(toIntlTimeZone('UTC+5')).toBe('Etc/GMT-5');
    expect(toIntlTimeZone('UTC-3')).toBe('Etc/GMT+3');
    expect(toIntlTimeZone('UTC+0')).toBe('UTC');
    expect(toIntlTimeZone('Asia/Omsk')).toBe('Asia/Omsk');
    expect(formatTime(MOMENT, { timeZone: 'UTC+5' })).toBe('09:05');
    expect(formatTime(MOMENT, { timeZone: 'UTC+3' })).toBe('07:05');
  });

  it('accepts Date objects, ISO strings and epoch milliseconds alike', () => {
    const epoch = Date.parse(MOMENT);
    expect(formatDate(new Date(epoch), TYUMEN)).toBe(formatDate(MOMENT, TYUMEN));
    expect(formatDate(epoch, TYUMEN)).toBe(formatDate(MOMENT, TYUMEN));
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDayMonth(NaN)).toBe('');
    expect(formatTime(new Date('x'))).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatShortDate('2024-13-45')).toBe('');
  });

  it('starts the week on Monday', () => {
    expect(WEEK_STARTS_ON).toBe(1);
  });
});
