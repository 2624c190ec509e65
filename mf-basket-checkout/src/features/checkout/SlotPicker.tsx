// The order time-interval picker: the cook's free slots for these dishes, day by day
// (GET /api/cooks/{id}/slots), with the first slot's deadline 'Заказать до HH:MM на <день>'.
// The basket's counts go too (`portions`), so days a dish's daily limit cannot take are left out.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { listCookSlots } from './checkout-api';
import styles from './Checkout.module.css';

export function SlotPicker({
  cookId,
  lines,
  value,
  onChange,
  error,
}: {
  cookId: number;
  /** The basket's dishes and how many of each. */
  lines: readonly { dishId: number; count: number }[];
  value: string;
  onChange: (from: string) => void;
  error?: string | undefined;
}) {
  const dishIds = lines.map((line) => line.dishId).join(',');
  const portions = lines.map((line) => `${line.dishId}:${line.count}`).join(',');
  const slots = useQuery({
    queryKey: ['slots', cookId, portions],
    queryFn: ({ signal }) => listCookSlots(cookId, { dishIds, portions }, signal),
    // Slots run out as time passes: fresh each minute.
    refetchInterval: 60_000,
  });
  const days = slots.data?.days ?? [];
  const [dayIndex, setDayIndex] = useState(0);
  const day = days[Math.min(dayIndex, Math.max(days.length - 1, 0))];

  // A chosen slot that is gone (taken, or past its deadline) is chosen no more.
  useEffect(() => {
    if (value && slots.data && !days.some((candidate) => candidate.slots.some((slot) => slot.from === value))) onChange('');
  }, [days, slots.data, value, onChange]);

  if (slots.isPending) return <p className={styles.muted}>Загрузка…</p>;
  if (slots.isError) {
    return (
      <p role="alert">
        Не удалось загрузить время.{' '}
        <button type="button" className={styles.link} onClick={() => void slots.refetch()}>
          Повторить
        </button>
      </p>
    );
  }
  if (!day) return <p role="alert">У повара нет свободного времени на ближайшую неделю.</p>;
  return (
    <div className={styles.slots}>
      {slots.data?.firstSlotNote && <p className={styles.note}>{slots.data.firstSlotNote}</p>}
      <div className={styles.days} role="tablist" aria-label="День">
        {days.map((candidate, index) => (
          <button key={candidate.date} type="button" role="tab" aria-selected={candidate === day} className={styles.day} onClick={() => setDayIndex(index)}>
            {candidate.label}
          </button>
        ))}
      </div>
      <div className={styles.chips} role="radiogroup" aria-label={`Время, ${day.label}`} aria-invalid={error ? 'true' : undefined}>
        {day.slots.map((slot) => (
          <button key={slot.from} type="button" role="radio" aria-checked={slot.from === value} className={styles.slot} onClick={() => onChange(slot.from)}>
            {slot.label}
          </button>
        ))}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
