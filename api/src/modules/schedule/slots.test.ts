// The slot rules without a database: the grid from the opening time, intervals inside the hours,
// cooking plus lead time before the first one, days off and full days, the re-check agreeing with
// the list, the Russian labels and the first slot's deadline, and local time without a fixed offset.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEFAULT_COOK_SCHEDULE, type WeeklyHours } from '@povar/shared-kit/contracts';
import { addDays, localDateTime, regionTimeZone, weekdayOf, zonedInstant } from './local-time.ts';
import { dayLabel, firstSlotNote, slotLabel } from './slot-labels.ts';
import { checkSlot, countPerLocalDay, freeSlots, slotWindow, type SlotInput, type SlotRules } from './slots.ts';

const TYUMEN = 'Etc/GMT-5';
/** Monday 24 November 2025, 10:20 in Tyumen. */
const MONDAY_10_20 = new Date('2025-11-24T05:20:00Z');
const MONDAY = '2025-11-24';
const TUESDAY = '2025-11-25';
const WEDNESDAY = '2025-11-26';

/** A Tyumen instant from its local date and 'HH:MM'. */
const at = (date: string, clock: string) => new Date(`${date}T${clock}:00+05:00`);

function inputWith(overrides: Partial<Omit<SlotInput, 'schedule'>> & { schedule?: Partial<SlotRules> } = {}): SlotInput {
  const { schedule, ...rest } = overrides;
  return {
    schedule: { ...DEFAULT_COOK_SCHEDULE, ...schedule },
    daysOff: new Set(),
    ordersPerDay: new Map(),
    now: MONDAY_10_20,
    timeZone: TYUMEN,
    cookingMinutes: 0,
    ...rest,
  };
}

/** 'HH:MM–HH:MM' of each slot of a day. */
const labelsOn = (input: SlotInput, date: string) =>
  (freeSlots(input).find((day) => day.date === date)?.slots ?? []).map((slot) => slotLabel(slot, input.timeZone));

const hoursOnly = (hours: Partial<WeeklyHours>): WeeklyHours => ({ 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 7: null, ...hours });

describe('local time', () => {
  test("a region's 'UTC+N' becomes the IANA zone Etc/GMT-N; IANA names pass; an unknown zone throws", () => {
    assert.equal(regionTimeZone('UTC+5'), 'Etc/GMT-5');
    assert.equal(regionTimeZone('UTC+6'), 'Etc/GMT-6');
    assert.equal(regionTimeZone('UTC-3'), 'Etc/GMT+3');
    assert.equal(regionTimeZone('UTC'), 'Etc/UTC');
    assert.equal(regionTimeZone('Asia/Yekaterinburg'), 'Asia/Yekaterinburg');
    assert.throws(() => regionTimeZone('Mars/Olympus'), RangeError);
  });

  test('wall-clock times become instants through the zone, with no fixed offset assumed', () => {
    assert.equal(zonedInstant(MONDAY, 9 * 60, TYUMEN).toISOString(), '2025-11-24T04:00:00.000Z');
    assert.equal(zonedInstant(MONDAY, 9 * 60, 'Asia/Omsk').toISOString(), '2025-11-24T03:00:00.000Z');
    assert.equal(zonedInstant(MONDAY, 9 * 60, 'Asia/Yekaterinburg').toISOString(), '2025-11-24T04:00:00.000Z');
    // Berlin moves its clocks on 30 March 2025: noon is an hour earlier in UTC than the day before.
    assert.equal(zonedInstant('2025-03-29', 12 * 60, 'Europe/Berlin').toISOString(), '2025-03-29T11:00:00.000Z');
    assert.equal(zonedInstant('2025-03-30', 12 * 60, 'Europe/Berlin').toISOString(), '2025-03-30T10:00:00.000Z');
    assert.deepEqual(localDateTime(new Date('2025-11-24T19:30:00Z'), TYUMEN), { date: TUESDAY, minutes: 30 });
    assert.equal(weekdayOf(MONDAY), 1);
    assert.equal(weekdayOf('2025-11-30'), 7);
    assert.equal(addDays('2025-12-31', 1), '2026-01-01');
    assert.equal(addDays('2024-02-28', 1), '2024-02-29');
  });
});

describe('free slots', () => {
  test('the default schedule: 7 days from today, hourly 09:00–21:00, the first one cooking + lead after now', () => {
    const days = freeSlots(inputWith());
    assert.deepEqual(
      days.map((day) => day.date),
      [MONDAY, TUESDAY, WEDNESDAY, '2025-11-27', '2025-11-28', '2025-11-29', '2025-11-30'],
    );
    // 10:20 + 60 min lead = 11:20: the 11:00 interval is too soon, 12:00 is the first.
    assert.deepEqual(labelsOn(inputWith(), MONDAY), [
      '12:00–13:00',
      '13:00–14:00',
      '14:00–15:00',
      '15:00–16:00',
      '16:00–17:00',
      '17:00–18:00',
      '18:00–19:00',
      '19:00–20:00',
      '20:00–21:00',
    ]);
    assert.equal(labelsOn(inputWith(), TUESDAY).length, 12);
    assert.equal(labelsOn(inputWith(), TUESDAY)[0], '09:00–10:00');
    const first = days[0]?.slots[0];
    assert.deepEqual(
      { start: first?.start.toISOString(), end: first?.end.toISOString(), orderBy: first?.orderBy.toISOString() },
      { start: at(MONDAY, '12:00').toISOString(), end: at(MONDAY, '13:00').toISOString(), orderBy: at(MONDAY, '11:00').toISOString() },
    );
  });

  test('intervals lie inside the hours on the grid from the opening time; a last one that would end after closing is not offered; closed weekdays have none', () => {
    const input = inputWith({ schedule: { weeklyHours: hoursOnly({ 2: { from: '10:30', to: '14:15' } }), slotMinutes: 90 } });
    assert.deepEqual(labelsOn(input, TUESDAY), ['10:30–12:00', '12:00–13:30']);
    assert.deepEqual(labelsOn(input, MONDAY), []);
    assert.deepEqual(labelsOn(input, WEDNESDAY), []);
  });

  test('the longest cooking time and the lead time move the first slot and its order-by time', () => {
    // 10:20 + 180 min cooking + 120 min lead = 15:20.
    const input = inputWith({ cookingMinutes: 180, schedule: { leadMinutes: 120 } });
    const first = freeSlots(input)[0]?.slots[0];
    assert.equal(first && slotLabel(first, TYUMEN), '16:00–17:00');
    assert.equal(first?.orderBy.toISOString(), at(MONDAY, '11:00').toISOString());
    // Exactly on time counts: 10:20 + 40 = 11:00.
    assert.equal(labelsOn(inputWith({ cookingMinutes: 40, schedule: { leadMinutes: 0 } }), MONDAY)[0], '11:00–12:00');
    assert.equal(labelsOn(inputWith({ cookingMinutes: 41, schedule: { leadMinutes: 0 } }), MONDAY)[0], '12:00–13:00');
    // Two days of cooking leave today and tomorrow empty.
    const slow = freeSlots(inputWith({ cookingMinutes: 2 * 24 * 60 }));
    assert.deepEqual(slow.map((day) => day.slots.length).slice(0, 3), [0, 0, 9]);
  });

  test('a day off and a full day have no slots; a day one order short of full has them', () => {
    const input = inputWith({
      daysOff: new Set([TUESDAY]),
      ordersPerDay: new Map([
        [WEDNESDAY, 10],
        ['2025-11-27', 9],
      ]),
    });
    const counts = Object.fromEntries(freeSlots(input).map((day) => [day.date, day.slots.length]));
    assert.equal(counts[TUESDAY], 0);
    assert.equal(counts[WEDNESDAY], 0);
    assert.equal(counts['2025-11-27'], 12);
    assert.equal(counts[MONDAY], 9);
  });

  test('orders count for the local day of their delivery start, midnight included', () => {
    const counts = countPerLocalDay([new Date('2025-11-24T18:59:00Z'), new Date('2025-11-24T19:00:00Z'), new Date('2025-11-25T05:00:00Z')], TYUMEN);
    assert.deepEqual(Object.fromEntries(counts), { [MONDAY]: 1, [TUESDAY]: 2 });
    assert.deepEqual(slotWindow(MONDAY_10_20, TYUMEN), { from: at(MONDAY, '00:00'), to: at('2025-12-01', '00:00') });
  });
});

describe('the re-check of a chosen slot', () => {
  test('every listed slot is bookable and answers the same interval', () => {
    const input = inputWith({ cookingMinutes: 30, daysOff: new Set([WEDNESDAY]), ordersPerDay: new Map([['2025-11-27', 10]]) });
    for (const day of freeSlots(input)) {
      for (const slot of day.slots) assert.deepEqual(checkSlot(input, slot.start), { bookable: true, slot });
    }
  });

  test('each refusal says why: too soon (the past too), a day off, outside the hours or off the grid or past the 7 days, a full day', () => {
    const input = inputWith({
      schedule: { weeklyHours: { ...DEFAULT_COOK_SCHEDULE.weeklyHours, 4: null } },
      daysOff: new Set([WEDNESDAY]),
      ordersPerDay: new Map([['2025-11-28', 10]]),
    });
    const reason = (start: Date) => {
      const check = checkSlot(input, start);
      return check.bookable ? 'bookable' : check.reason;
    };
    assert.equal(reason(at(MONDAY, '11:00')), 'too_soon');
    assert.equal(reason(at('2025-11-23', '12:00')), 'too_soon');
    assert.equal(reason(at(MONDAY, '12:00')), 'bookable');
    assert.equal(reason(at(WEDNESDAY, '12:00')), 'day_off');
    assert.equal(reason(at(TUESDAY, '08:00')), 'outside_hours');
    assert.equal(reason(at(TUESDAY, '20:30')), 'outside_hours');
    assert.equal(reason(at(TUESDAY, '21:00')), 'outside_hours');
    assert.equal(reason(at('2025-11-27', '12:00')), 'outside_hours', 'Thursday is closed');
    assert.equal(reason(at('2025-12-01', '12:00')), 'outside_hours', 'the eighth day is not offered');
    assert.equal(reason(at('2025-11-28', '12:00')), 'day_full');
  });
});

describe('labels', () => {
  test("day tabs: 'Сегодня', 'Завтра', then the short weekday, day and month", () => {
    assert.equal(dayLabel(MONDAY, MONDAY), 'Сегодня');
    assert.equal(dayLabel(TUESDAY, MONDAY), 'Завтра');
    assert.equal(dayLabel(WEDNESDAY, MONDAY), 'ср, 26 ноября');
    assert.equal(dayLabel('2026-01-04', '2025-12-31'), 'вс, 4 января');
  });

  test("the first slot's note: 'Заказать до HH:MM на <день>', naming the deadline's own day when it comes earlier", () => {
    const note = (input: SlotInput) => {
      const first = freeSlots(input).find((day) => day.slots.length > 0)?.slots[0];
      assert.ok(first, 'there is a slot');
      return firstSlotNote(first, MONDAY, input.timeZone);
    };
    assert.equal(note(inputWith()), 'Заказать до 11:00 на сегодня');
    const evening = new Date('2025-11-24T15:30:00Z'); // 20:30: nothing left today
    assert.equal(note(inputWith({ now: evening })), 'Заказать до 08:00 на завтра');
    assert.equal(note(inputWith({ daysOff: new Set([MONDAY, TUESDAY]) })), 'Заказать до 08:00 на среду, 26 ноября');
    assert.equal(note(inputWith({ daysOff: new Set([MONDAY, TUESDAY, WEDNESDAY, '2025-11-27']) })), 'Заказать до 08:00 на пятницу, 28 ноября');
    // 12 hours of cooking: the 09:00 slot tomorrow must be ordered by 21:00 today.
    assert.equal(note(inputWith({ now: new Date('2025-11-24T12:00:00Z'), cookingMinutes: 11 * 60 })), 'Заказать сегодня до 21:00 на завтра');
    assert.equal(
      note(inputWith({ now: new Date('2025-11-24T12:00:00Z'), cookingMinutes: 11 * 60, daysOff: new Set([TUESDAY]) })),
      'Заказать завтра до 21:00 на среду, 26 ноября',
    );
  });
});
