// The cook's days off and holidays on a calendar (Russian locale, the week starts on
// Monday): days from today up to a year ahead are picked and unpicked, then saved together; the
// weekdays the cook does not work anyway are shown muted.
import { useMemo, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { ru } from 'react-day-picker/locale/ru';
import dayPickerStyles from 'react-day-picker/style.module.css';
import { X } from 'lucide-react';
import { buttonStyles, notifyError } from '@povar/shared-kit';
import { SCHEDULE_LIMITS, type WeeklyHours, type Weekday } from '@povar/shared-kit/contracts';
import { failureText, FieldError, formStyles, isRefusal, Spinner } from '@povar/shared-kit/forms';
import { useSaveDaysOff } from './schedule-api';
import { cabinetStyles } from '../../frame/CabinetFrame';
import styles from './SchedulePage.module.css';

const pad = (value: number) => String(value).padStart(2, '0');
/** The calendar's local date as the API's 'YYYY-MM-DD'. */
export const dateKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const fromKey = (key: string) => {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};
const isoWeekday = (date: Date) => (((date.getDay() + 6) % 7) + 1) as Weekday;

const dayLabel = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', weekday: 'short' });

export function DaysOffCalendar({ saved, weeklyHours }: { saved: readonly string[]; weeklyHours: WeeklyHours }) {
  const [picked, setPicked] = useState<string[]>(() => [...saved]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveDaysOff();
  const today = useMemo(() => {
    const now = new Date();
    return new Date(now.getFullYear(), now.getMonth(), now.getDate());
  }, []);
  const lastDay = useMemo(() => new Date(today.getFullYear(), today.getMonth(), today.getDate() + SCHEDULE_LIMITS.daysOff.daysAhead), [today]);
  const sorted = [...picked].sort();
  const changed = sorted.join() !== [...saved].sort().join();

  const choose = (dates: Date[] | undefined) => {
    setRefusal(null);
    setPicked((dates ?? []).map(dateKey));
  };
  const send = () => {
    setRefusal(null);
    save.mutate(sorted, {
      onSuccess: (answer) => setPicked(answer.dates),
      onError: (error) => {
        if (isRefusal(error)) setRefusal(failureText(error));
        else notifyError(failureText(error));
      },
    });
  };

  return (
    <section className={`${cabinetStyles.card} ${styles.calendarCard}`} aria-labelledby="days-off-title">
      <h2 id="days-off-title" className={styles.legend}>
        Выходные и праздники
      </h2>
      <p className={formStyles.hint}>Отметьте дни, когда вы не принимаете заказы. Серым — дни недели без часов работы.</p>
      <DayPicker
        mode="multiple"
        locale={ru}
        weekStartsOn={1}
        classNames={dayPickerStyles}
        className={styles.calendar}
        selected={picked.map(fromKey)}
        onSelect={choose}
        disabled={[{ before: today }, { after: lastDay }]}
        startMonth={today}
        endMonth={lastDay}
        modifiers={{ closed: (date) => !weeklyHours[isoWeekday(date)] }}
        modifiersClassNames={{ closed: styles.closedDay ?? '' }}
      />
      {sorted.length > 0 ? (
        <ul className={styles.chips} aria-label="Выбранные выходные">
          {sorted.map((key) => (
            <li key={key} className={styles.chip}>
              {dayLabel.format(fromKey(key))}
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={`Убрать выходной ${dayLabel.format(fromKey(key))}`}
                onClick={() => choose(picked.filter((item) => item !== key).map(fromKey))}
              >
                <X aria-hidden="true" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={formStyles.note}>Выходных не отмечено</p>
      )}
      <FieldError message={refusal ?? undefined} />
      <div className={styles.submitRow}>
        <button type="button" className={buttonStyles.primary} disabled={!changed || save.isPending} onClick={send}>
          {save.isPending && <Spinner />}
          {save.isPending ? 'Сохраняем…' : 'Сохранить выходные'}
        </button>
        {changed && !save.isPending && (
          <button type="button" className={buttonStyles.secondary} onClick={() => choose(saved.map(fromKey))}>
            Отменить изменения
          </button>
        )}
      </div>
    </section>
  );
}
