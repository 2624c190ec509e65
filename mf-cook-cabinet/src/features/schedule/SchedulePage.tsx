// 'График работы' (PROFILE_SCHEDULE): the cook's hours for each weekday, the order lead time and
// cut-off, the slot length and the orders a day, pickup and delivery with its cost and radius,
// and the days off on a calendar. The checkout's slots and the cook page's 'Принимает заказы с …'
// follow what is saved here.
import { useId, useState } from 'react';
import { useForm, type FieldError as HookFieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { buttonStyles, FORM_TIMING, notifyError, scrollToFirstError } from '@povar/shared-kit';
import { SCHEDULE_LABELS, SCHEDULE_LIMITS, WEEKDAY_NAMES, WEEKDAYS, type Weekday } from '@povar/shared-kit/contracts';
import { controlProps, failureText, Field, FieldError, formStyles, isRefusal, Spinner } from '@povar/shared-kit/forms';
import { DaysOffCalendar } from './DaysOffCalendar';
import { minutesText, scheduleFormSchema, toFormValues, type ScheduleFormOutput, type ScheduleFormValues } from './schedule-form';
import { useDaysOff, useSaveSchedule, useSchedule } from './schedule-api';
import { FailedState, ListSkeleton, CabinetFrame, cabinetStyles } from '../../frame/CabinetFrame';
import styles from './SchedulePage.module.css';

export const PAGE_TITLE = 'График работы';

const SLOT_CHOICES = Array.from(
  { length: (SCHEDULE_LIMITS.slotMinutes.max - SCHEDULE_LIMITS.slotMinutes.min) / SCHEDULE_LIMITS.slotMinutes.step + 1 },
  (_, index) => SCHEDULE_LIMITS.slotMinutes.min + index * SCHEDULE_LIMITS.slotMinutes.step,
);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function SchedulePage() {
  const schedule = useSchedule();
  const daysOff = useDaysOff();
  return (
    <CabinetFrame
      title={PAGE_TITLE}
      wide
      lead="По этому графику покупатели видят, на какое время можно заказать, а на вашей странице — с какого времени вы принимаете заказы."
    >
      {schedule.isPending && <ListSkeleton label="Загружаем график" rows={4} height={120} />}
      {schedule.isError && !schedule.data && (
        <FailedState title="Не удалось загрузить график" error={schedule.error} retrying={schedule.isFetching} onRetry={() => void schedule.refetch()} />
      )}
      {schedule.data && (
        <div className={styles.columns}>
          <ScheduleForm key={schedule.data.updatedAt ?? 'default'} initial={toFormValues(schedule.data)} isDefault={schedule.data.isDefault} />
          <div className={styles.side}>
            {daysOff.isPending && <ListSkeleton label="Загружаем выходные" rows={1} height={360} />}
            {daysOff.isError && !daysOff.data && (
              <FailedState title="Не удалось загрузить выходные" error={daysOff.error} retrying={daysOff.isFetching} onRetry={() => void daysOff.refetch()} />
            )}
            {daysOff.data && <DaysOffCalendar saved={daysOff.data.dates} weeklyHours={schedule.data.weeklyHours} />}
          </div>
        </div>
      )}
    </CabinetFrame>
  );
}

function ScheduleForm({ initial, isDefault }: { initial: ScheduleFormValues; isDefault: boolean }) {
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;
  const save = useSaveSchedule();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors, isDirty },
  } = useForm<ScheduleFormValues, unknown, ScheduleFormOutput>({
    resolver: zodResolver(scheduleFormSchema),
    ...FORM_TIMING,
    defaultValues: initial,
  });

  const send = (fields: ScheduleFormOutput) => {
    setRefusal(null);
    save.mutate(fields, {
      onSuccess: (saved) => reset(toFormValues(saved)),
      onError: (error) => {
        if (isRefusal(error)) setRefusal(failureText(error));
        else notifyError(failureText(error));
      },
    });
  };

  const message = (error: HookFieldError | undefined) => error?.message;
  const leadMinutes = Number(watch('leadMinutes'));

  return (
    <form className={styles.form} aria-label={PAGE_TITLE} noValidate onSubmit={(event) => void handleSubmit(send, scrollToFirstError)(event)}>
      {isDefault && <p className={formStyles.status}>Сейчас действует график по умолчанию. Поменяйте его под себя и сохраните.</p>}

      <fieldset className={cabinetStyles.card}>
        <legend className={styles.legend}>Часы работы</legend>
        <p className={formStyles.hint}>Время местное. Интервалы доставки начинаются с открытия и заканчиваются к закрытию.</p>
        <ul className={styles.week}>
          {WEEKDAYS.map((weekday: Weekday) => {
            const key = `${weekday}` as const;
            const open = watch(`weeklyHours.${key}.open`);
            const dayErrors = errors.weeklyHours?.[key];
            const error = message(dayErrors?.to) ?? message(dayErrors?.from) ?? message(dayErrors as HookFieldError | undefined);
            const name = capitalised(WEEKDAY_NAMES[weekday]);
            const errorId = id(`day-${weekday}-error`);
            const invalid = { 'aria-invalid': error ? ('true' as const) : undefined, 'aria-describedby': error ? errorId : undefined };
            return (
              <li key={weekday} className={styles.day} data-closed={!open || undefined}>
                <label className={styles.dayName}>
                  <input type="checkbox" className={styles.check} {...register(`weeklyHours.${key}.open`)} />
                  {name}
                </label>
                {open ? (
                  <span className={styles.hours}>
                    <input
                      type="time"
                      className={`${formStyles.input} ${styles.time}`}
                      aria-label={`${name}: начало`}
                      {...invalid}
                      {...register(`weeklyHours.${key}.from`)}
                    />
                    <span aria-hidden="true">–</span>
                    <input
                      type="time"
                      className={`${formStyles.input} ${styles.time}`}
                      aria-label={`${name}: конец`}
                      {...invalid}
                      {...register(`weeklyHours.${key}.to`)}
                    />
                  </span>
                ) : (
                  <span className={styles.dayOff}>Выходной</span>
                )}
                {error && (
                  <span className={styles.dayError}>
                    <FieldError id={errorId} message={error} />
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset className={cabinetStyles.card}>
        <legend className={styles.legend}>Приём заказов</legend>
        <div className={styles.grid}>
          <Field
            id={id('lead')}
            label={SCHEDULE_LABELS.leadMinutes}
            error={errors.leadMinutes?.message}
            hint={`Минут сверх времени приготовления: упаковать и передать заказ${minutesText(leadMinutes) ? ` (${minutesText(leadMinutes)})` : ''}`}
          >
            <input
              className={formStyles.input}
              inputMode="numeric"
              {...controlProps(id('lead'), { error: errors.leadMinutes?.message, hint: true })}
              {...register('leadMinutes')}
            />
          </Field>
          <Field
            id={id('cutoff')}
            label={SCHEDULE_LABELS.cutoffTime}
            optional
            error={errors.cutoffTime?.message}
            hint="Например, 20:00: заказы на завтра — до 20:00 сегодня, на сегодня — не принимаются. Пусто — без ограничения."
          >
            <input
              type="time"
              className={formStyles.input}
              {...controlProps(id('cutoff'), { error: errors.cutoffTime?.message, hint: true })}
              {...register('cutoffTime')}
            />
          </Field>
          <Field id={id('slot')} label={SCHEDULE_LABELS.slotMinutes} error={errors.slotMinutes?.message}>
            <select className={formStyles.input} {...controlProps(id('slot'), { error: errors.slotMinutes?.message })} {...register('slotMinutes')}>
              {SLOT_CHOICES.map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {minutesText(minutes)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={id('capacity')} label={SCHEDULE_LABELS.ordersPerDay} error={errors.ordersPerDay?.message} hint="Сколько заказов вы успеете на один день">
            <input
              className={formStyles.input}
              inputMode="numeric"
              {...controlProps(id('capacity'), { error: errors.ordersPerDay?.message, hint: true })}
              {...register('ordersPerDay')}
            />
          </Field>
        </div>
      </fieldset>

      <fieldset className={cabinetStyles.card}>
        <legend className={styles.legend}>Получение заказа</legend>
        <div className={styles.ways}>
          <label className={styles.way}>
            <input type="checkbox" className={styles.check} {...register('pickup')} /> {SCHEDULE_LABELS.pickup}
          </label>
          <label className={styles.way}>
            <input type="checkbox" className={styles.check} aria-invalid={errors.delivery ? 'true' : undefined} {...register('delivery')} />{' '}
            {SCHEDULE_LABELS.delivery}
          </label>
        </div>
        <FieldError message={errors.delivery?.message} />
        <div className={styles.grid}>
          <Field
            id={id('cost')}
            label={`${SCHEDULE_LABELS.deliveryCost}, ₽`}
            error={errors.deliveryCost?.message}
            hint="Пусто или 0 — бесплатно. Копейки через запятую"
          >
            <input
              className={formStyles.input}
              inputMode="decimal"
              placeholder="0"
              {...controlProps(id('cost'), { error: errors.deliveryCost?.message, hint: true })}
              {...register('deliveryCost')}
            />
          </Field>
          <Field id={id('radius')} label={`${SCHEDULE_LABELS.deliveryRadiusKm}, км`} error={errors.deliveryRadiusKm?.message}>
            <input
              className={formStyles.input}
              inputMode="numeric"
              {...controlProps(id('radius'), { error: errors.deliveryRadiusKm?.message })}
              {...register('deliveryRadiusKm')}
            />
          </Field>
        </div>
      </fieldset>

      <FieldError message={refusal ?? undefined} />
      <div className={styles.submitRow}>
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {save.isPending ? 'Сохраняем…' : 'Сохранить график'}
        </button>
        {isDirty && !save.isPending && <span className={formStyles.note}>Есть несохранённые изменения</span>}
      </div>
    </form>
  );
}
