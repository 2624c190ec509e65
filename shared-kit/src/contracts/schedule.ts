// Cooks' work schedules and the checkout's time slots. The schedule's
// fields and calls are our own design (docs/decisions.md 'Schedule and
// time slots'): GET /api/cooks/{id}/slots?dishIds=… (public), and for cooks GET|PUT
// /api/profiles/schedule and GET|PUT /api/profiles/schedule/days-off. Times of day are the
// region's local time; instants are ISO strings in UTC.
import { z } from 'zod';
import { validationMessages } from '../validation/messages';
import { dishPortionsQuerySchema } from './cabinet-dishes';
import { envelopeSchema } from './envelope';

/** ISO weekdays: Monday is 1, Sunday is 7. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = {
  1: 'понедельник',
  2: 'вторник',
  3: 'среда',
  4: 'четверг',
  5: 'пятница',
  6: 'суббота',
  7: 'воскресенье',
};

export const SCHEDULE_LIMITS = {
  /** Minutes the cook needs on top of the dishes' cooking time (packing, the way to the customer): up to two days. */
  leadMinutes: { min: 0, max: 2880 },
  /** Length of one delivery interval, in steps of 15 minutes. */
  slotMinutes: { min: 15, max: 240, step: 15 },
  /** Orders the cook takes for one day (by the day the order is delivered). */
  ordersPerDay: { min: 1, max: 200 },
  deliveryRadiusKm: { min: 1, max: 100 },
  /** Kopecks: up to 5 000 ₽ (the cook enters roubles, a comma decimal). */
  deliveryCost: { min: 0, max: 500_000 },
  /** How many days off one list holds, and how far ahead one may be set. */
  daysOff: { max: 366, daysAhead: 365 },
} as const;

/** How many days, today included, the checkout offers slots for. */
export const SLOT_DAYS = 7;

export const SCHEDULE_LABELS = {
  leadMinutes: 'Время на подготовку',
  slotMinutes: 'Длина интервала',
  ordersPerDay: 'Заказов в день',
  deliveryRadiusKm: 'Радиус доставки',
  deliveryCost: 'Стоимость доставки',
  cutoffTime: 'Приём заказов накануне до',
  pickup: 'Самовывоз',
  delivery: 'Доставка',
  dates: 'Выходные дни',
} as const;

export const SCHEDULE_MESSAGES = {
  timeFormat: (day: string) => `${capitalise(day)}: укажите время в формате ЧЧ:ММ`,
  timeOrder: (day: string) => `${capitalise(day)}: время окончания должно быть позже времени начала`,
  dayHours: (day: string) => `${capitalise(day)}: укажите часы работы или отметьте день выходным`,
  range: (label: string, min: number, max: number) => `${label}: укажите целое число от ${min} до ${max}`,
  slotStep: `${SCHEDULE_LABELS.slotMinutes} должна быть кратна ${SCHEDULE_LIMITS.slotMinutes.step} минутам`,
  noWayToReceive: 'Выберите самовывоз, доставку или оба способа',
  dateFormat: 'Укажите дату в формате ГГГГ-ММ-ДД',
  tooManyDaysOff: `Можно отметить не больше ${SCHEDULE_LIMITS.daysOff.max} выходных дней`,
  dayOffInPast: 'Нельзя сделать выходным прошедший день',
  dayOffTooFar: 'Выходной можно отметить не дальше чем на год вперёд',
  noCookCard: 'Карточка повара ещё не создана',
  deliveryCost: `Стоимость доставки: укажите сумму от 0 до ${SCHEDULE_LIMITS.deliveryCost.max / 100} ₽`,
  cutoffFormat: 'Приём заказов накануне: укажите время в формате ЧЧ:ММ или оставьте поле пустым',
} as const;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Checkout refusals (the API's `message` and one of these in `errors`), when the chosen slot cannot be booked any more. */
export const SLOT_UNAVAILABLE_MESSAGE = 'Это время уже недоступно, выберите другое';
export const SLOT_REFUSAL_MESSAGES = {
  too_soon: 'Повар не успеет приготовить заказ к этому времени, выберите время позже',
  day_off: 'У повара в этот день выходной, выберите другой день',
  outside_hours: 'Повар не принимает заказы на это время, выберите время из предложенных',
  day_full: 'На этот день повар уже набрал заказов, выберите другой день',
  past_cutoff: 'Заказы на этот день повар уже не принимает, выберите другой день',
  /** A dish's daily portion limit (cabinet-dishes daily_limit) cannot take this order's portions on that day. */
  dish_sold_out: 'На этот день у повара не осталось столько порций блюда, выберите другой день или уменьшите количество',
} as const;
export type SlotRefusal = keyof typeof SLOT_REFUSAL_MESSAGES;

/** 'HH:MM', 00:00…23:59, local time of the cook's region. */
const clockTime = (day: string) => z.string({ error: SCHEDULE_MESSAGES.timeFormat(day) }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, SCHEDULE_MESSAGES.timeFormat(day));

/** One day's hours; a day ends on the same date, so `to` is after `from` (at most 23:59). */
const dayHours = (weekday: Weekday) => {
  const day = WEEKDAY_NAMES[weekday];
  return z
    .object({ from: clockTime(day), to: clockTime(day) }, { error: SCHEDULE_MESSAGES.dayHours(day) })
    .refine((hours) => hours.from < hours.to, { message: SCHEDULE_MESSAGES.timeOrder(day), path: ['to'] })
    .nullable();
};

/** Hours for each weekday by its ISO number ('1' is Monday); null means the cook does not work that weekday. */
export const weeklyHoursSchema = z.object({
  1: dayHours(1),
  2: dayHours(2),
  3: dayHours(3),
  4: dayHours(4),
  5: dayHours(5),
  6: dayHours(6),
  7: dayHours(7),
});
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;
export type DayHours = NonNullable<WeeklyHours[Weekday]>;

/** One message for every way a whole number can be wrong: the labels are of all genders, so not the decimal rule's 'должно быть числом'. */
const wholeNumber = (label: string, limits: { min: number; max: number }) => {
  const range = SCHEDULE_MESSAGES.range(label, limits.min, limits.max);
  return z.number({ error: range }).int(range).min(limits.min, range).max(limits.max, range);
};

const scheduleShape = {
  weeklyHours: weeklyHoursSchema,
  leadMinutes: wholeNumber(SCHEDULE_LABELS.leadMinutes, SCHEDULE_LIMITS.leadMinutes),
  slotMinutes: wholeNumber(SCHEDULE_LABELS.slotMinutes, SCHEDULE_LIMITS.slotMinutes).multipleOf(SCHEDULE_LIMITS.slotMinutes.step, SCHEDULE_MESSAGES.slotStep),
  ordersPerDay: wholeNumber(SCHEDULE_LABELS.ordersPerDay, SCHEDULE_LIMITS.ordersPerDay),
  pickup: z.boolean({ error: validationMessages.invalid(SCHEDULE_LABELS.pickup) }),
  delivery: z.boolean({ error: validationMessages.invalid(SCHEDULE_LABELS.delivery) }),
  deliveryRadiusKm: wholeNumber(SCHEDULE_LABELS.deliveryRadiusKm, SCHEDULE_LIMITS.deliveryRadiusKm),
  /**
   * Kopecks the customer pays for delivery (cooks.delivery_cost: the cook page's 'Доставка' and
   * the checkout). Optional in a PUT: left out, it stays as it was.
   */
  deliveryCost: z
    .number({ error: SCHEDULE_MESSAGES.deliveryCost })
    .int(SCHEDULE_MESSAGES.deliveryCost)
    .min(SCHEDULE_LIMITS.deliveryCost.min, SCHEDULE_MESSAGES.deliveryCost)
    .max(SCHEDULE_LIMITS.deliveryCost.max, SCHEDULE_MESSAGES.deliveryCost)
    .optional(),
  /**
   * The cut-off: orders for a day are taken until this local time of the day before ('Приём
   * заказов на завтра до 20:00'), so the cook knows the next day's orders in the evening; no
   * order for the same day then. Null: no cut-off, only the lead time counts. Optional in a PUT:
   * left out, it stays as it was.
   */
  cutoffTime: z
    .string({ error: SCHEDULE_MESSAGES.cutoffFormat })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, SCHEDULE_MESSAGES.cutoffFormat)
    .nullable()
    .optional(),
};

/** PUT /api/profiles/schedule: the whole schedule. Only these fields are read (a cookId in the body is ignored). */
export const cookScheduleFieldsSchema = z
  .object(scheduleShape)
  .refine((schedule) => schedule.pickup || schedule.delivery, { message: SCHEDULE_MESSAGES.noWayToReceive, path: ['delivery'] });
export type CookScheduleFields = z.infer<typeof cookScheduleFieldsSchema>;

const NINE_TO_NINE = { from: '09:00', to: '21:00' };
/**
 * The schedule of a cook who has not saved one: every day 09:00–21:00, 60 minutes on top of
 * the cooking time, 60-minute intervals, 10 orders a day, pickup and delivery within 10 km.
 */
export const DEFAULT_COOK_SCHEDULE: CookScheduleFields = {
  weeklyHours: { 1: NINE_TO_NINE, 2: NINE_TO_NINE, 3: NINE_TO_NINE, 4: NINE_TO_NINE, 5: NINE_TO_NINE, 6: NINE_TO_NINE, 7: NINE_TO_NINE },
  leadMinutes: 60,
  slotMinutes: 60,
  ordersPerDay: 10,
  pickup: true,
  delivery: true,
  deliveryRadiusKm: 10,
  deliveryCost: 0,
  cutoffTime: null,
};

/** GET|PUT /api/profiles/schedule answer: the cook's schedule, or the default one (`isDefault`) until they save theirs. */
export const cookScheduleSchema = z.object({
  ...scheduleShape,
  deliveryCost: z.number().int(),
  cutoffTime: z.string().nullable(),
  isDefault: z.boolean(),
  /** When the cook last saved it; null for the default. */
  updatedAt: z.string().nullable(),
});
export type CookSchedule = z.infer<typeof cookScheduleSchema>;
export const cookScheduleResponseSchema = envelopeSchema(cookScheduleSchema);

/** 'YYYY-MM-DD', a real calendar date (not 2025-02-30). */
const localDate = z.string({ error: SCHEDULE_MESSAGES.dateFormat }).refine((text) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const midnight = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(midnight.getTime()) && midnight.toISOString().startsWith(text);
}, SCHEDULE_MESSAGES.dateFormat);

/**
 * PUT /api/profiles/schedule/days-off: the cook's days off from today on (local dates of the
 * region), replacing the list; none may be before today or more than a year ahead. Repeats count once.
 */
export const cookDaysOffRequestSchema = z.object({
  dates: z.array(localDate, { error: validationMessages.invalid(SCHEDULE_LABELS.dates) }).max(SCHEDULE_LIMITS.daysOff.max, SCHEDULE_MESSAGES.tooManyDaysOff),
});
export type CookDaysOffRequest = z.infer<typeof cookDaysOffRequestSchema>;
/** GET|PUT answer: days off from today on, ascending. */
export const cookDaysOffSchema = z.object({ dates: z.array(z.string()) });
export type CookDaysOff = z.infer<typeof cookDaysOffSchema>;
export const cookDaysOffResponseSchema = envelopeSchema(cookDaysOffSchema);

const MAX_INTEGER_ID = 2_147_483_647;
const MAX_SLOT_DISHES = 100;

/** GET /api/cooks/{id}/slots?dishIds=1,2,3: the dishes of the order, comma-separated (absent or '' means none); repeats count once. */
export const cookSlotsQuerySchema = z.object({
  dishIds: z
    .string({ error: validationMessages.invalid('dishIds') })
    .optional()
    .transform((text, context) => {
      if (text === undefined || text.trim() === '') return [];
      const ids = text.split(',').map((part) => part.trim());
      const valid = ids.length <= MAX_SLOT_DISHES && ids.every((id) => /^[1-9]\d{0,9}$/.test(id) && Number(id) <= MAX_INTEGER_ID);
      if (!valid) {
        context.issues.push({ code: 'custom', message: validationMessages.invalid('dishIds'), input: text });
        return z.NEVER;
      }
      return [...new Set(ids.map(Number))];
    }),
  /** The basket's portions per dish ('12:2,15:1'), for the dishes' daily limits (cabinet-dishes.ts). */
  portions: dishPortionsQuerySchema,
});
export type CookSlotsQuery = z.infer<typeof cookSlotsQuerySchema>;

/** One interval [from, to) the order can be delivered (or picked up) in. */
export const timeSlotSchema = z.object({
  /** ISO instant. */
  from: z.string(),
  to: z.string(),
  /** 'HH:MM–HH:MM', local time. */
  label: z.string(),
  /** The latest moment to order for this slot: from − cooking time − the cook's lead time. */
  orderBy: z.string(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const slotDaySchema = z.object({
  /** Local date, 'YYYY-MM-DD'. */
  date: z.string(),
  /** 'Сегодня', 'Завтра', else the short weekday, day and month: 'пн, 24 ноября'. */
  label: z.string(),
  /** Never empty: days without a free slot are left out. */
  slots: z.array(timeSlotSchema),
});
export type SlotDay = z.infer<typeof slotDaySchema>;

export const cookSlotsSchema = z.object({
  /** The next SLOT_DAYS days (today first) that have a free slot. */
  days: z.array(slotDaySchema),
  /**
   * The first slot's deadline: 'Заказать до HH:MM на <день>', HH:MM being its orderBy and <день>
   * the slot's day: 'сегодня', 'завтра', or the weekday (accusative), day and month ('понедельник,
   * 24 ноября', 'среду, 26 ноября').
   * When the deadline falls on an earlier day than the slot (a long cooking time), that day comes
   * first: 'Заказать сегодня до 22:00 на завтра', 'Заказать 24 ноября до 22:00 на среду, 26 ноября'.
   * Null when there is no slot.
   */
  firstSlotNote: z.string().nullable(),
  pickup: z.boolean(),
  delivery: z.boolean(),
  deliveryRadiusKm: z.number().int(),
});
export type CookSlots = z.infer<typeof cookSlotsSchema>;
export const cookSlotsResponseSchema = envelopeSchema(cookSlotsSchema);
