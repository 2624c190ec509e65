// The schedule form's values (text as typed, a switch per weekday) and their way to the API:
// converted to the contract's fields and checked by its own rules (cookScheduleFieldsSchema), so
// the page and a 400 answer say the same words; the delivery cost is typed in roubles (a comma decimal).
import { z } from 'zod';
import {
  cookScheduleFieldsSchema,
  SCHEDULE_LABELS,
  SCHEDULE_MESSAGES,
  WEEKDAYS,
  type CookSchedule,
  type CookScheduleFields,
  type Weekday,
  type WeeklyHours,
} from '@povar/shared-kit/contracts';
import { decimalRule, decimalToHundredths, formatDecimalInput } from '@povar/shared-kit/validation';

interface DayForm {
  open: boolean;
  from: string;
  to: string;
}

export interface ScheduleFormValues {
  weeklyHours: Record<`${Weekday}`, DayForm>;
  leadMinutes: string;
  slotMinutes: string;
  ordersPerDay: string;
  pickup: boolean;
  delivery: boolean;
  deliveryRadiusKm: string;
  /** Roubles with a comma: '150' or '149,50'; empty is free delivery. */
  deliveryCost: string;
  /** 'HH:MM', or '' for no cut-off. */
  cutoffTime: string;
}

/** A closed day keeps the hours it had, so opening it again brings them back. */
const CLOSED_DAY_HOURS = { from: '09:00', to: '21:00' };

export function toFormValues(schedule: CookSchedule): ScheduleFormValues {
  const weeklyHours = Object.fromEntries(
    WEEKDAYS.map((weekday) => {
      const hours = schedule.weeklyHours[weekday];
      return [String(weekday), hours ? { open: true, ...hours } : { open: false, ...CLOSED_DAY_HOURS }];
    }),
  ) as ScheduleFormValues['weeklyHours'];
  return {
    weeklyHours,
    leadMinutes: String(schedule.leadMinutes),
    slotMinutes: String(schedule.slotMinutes),
    ordersPerDay: String(schedule.ordersPerDay),
    pickup: schedule.pickup,
    delivery: schedule.delivery,
    deliveryRadiusKm: String(schedule.deliveryRadiusKm),
    deliveryCost: schedule.deliveryCost === 0 ? '' : formatDecimalInput(schedule.deliveryCost / 100),
    cutoffTime: schedule.cutoffTime ?? '',
  };
}

/** Whole numbers as typed; anything else becomes NaN, which the contract words as its range. */
const wholeNumber = (text: string) => (/^\s*\d{1,6}\s*$/.test(text) ? Number(text) : Number.NaN);

const dayForm = z.object({ open: z.boolean(), from: z.string(), to: z.string() });

/** The form's rules: the kit's decimal rule (comma, at most two digits after it) for the roubles, then the contract's rules for everything. */
export const scheduleFormSchema = z
  .object({
    weeklyHours: z.object(Object.fromEntries(WEEKDAYS.map((weekday) => [String(weekday), dayForm])) as Record<`${Weekday}`, typeof dayForm>),
    leadMinutes: z.string(),
    slotMinutes: z.string(),
    ordersPerDay: z.string(),
    pickup: z.boolean(),
    delivery: z.boolean(),
    deliveryRadiusKm: z.string(),
    deliveryCost: z.string().superRefine((text, context) => {
      const problem = decimalRule(text, SCHEDULE_LABELS.deliveryCost);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
    cutoffTime: z.string(),
  })
  .transform((values): CookScheduleFields => {
    const weeklyHours = Object.fromEntries(
      WEEKDAYS.map((weekday) => {
        const day = values.weeklyHours[`${weekday}`];
        return [weekday, day.open ? { from: day.from, to: day.to } : null];
      }),
    ) as WeeklyHours;
    const cost = values.deliveryCost.trim() === '' ? 0 : (decimalToHundredths(values.deliveryCost) ?? Number.NaN);
    return {
      weeklyHours,
      leadMinutes: wholeNumber(values.leadMinutes),
      slotMinutes: wholeNumber(values.slotMinutes),
      ordersPerDay: wholeNumber(values.ordersPerDay),
      pickup: values.pickup,
      delivery: values.delivery,
      deliveryRadiusKm: wholeNumber(values.deliveryRadiusKm),
      deliveryCost: cost,
      cutoffTime: values.cutoffTime.trim() === '' ? null : values.cutoffTime.trim(),
    };
  })
  .pipe(cookScheduleFieldsSchema);

export type ScheduleFormOutput = z.output<typeof scheduleFormSchema>;

/** Lead time in words beside the minutes: '1 ч 30 мин'. */
export function minutesText(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return '';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 ? `${hours} ч` : '', rest > 0 ? `${rest} мин` : ''].filter(Boolean).join(' ');
}

export { SCHEDULE_MESSAGES };
