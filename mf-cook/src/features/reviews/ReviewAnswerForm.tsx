// The cook answers a review of theirs, once (POST /api/reviews/{id}/answer): the answer then
// shows under the review for everyone.
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError, notifySuccess, GENERIC_ERROR_TEXT } from '@povar/shared-kit';
import { cookQueryKey } from '../cook-page/use-cook-page';
import { answerReview } from './reviews-api';
import styles from './Reviews.module.css';

/**
 * The contract's REVIEW_ANSWER_MAX_LENGTH, written here: importing the contracts would bring zod
 * onto the cook page. The server checks the same limit.
 */
const ANSWER_MAX_LENGTH = 1000;
export const ANSWER_PUBLISHED_TEXT = 'Ответ опубликован';

export function ReviewAnswerForm({ reviewId, cookId }: { reviewId: number; cookId: number }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const queryClient = useQueryClient();
  const fieldId = useId();
  const errorId = useId();

  if (!open) {
    return (
      <button type="button" className={styles.answerButton} onClick={() => setOpen(true)}>
        Ответить
      </button>
    );
  }

  const send = async () => {
    if (text.trim() === '') {
      setError('Напишите ответ');
      return;
    }
    setSending(true);
    setError(null);
    try {
      const answered = await answerReview(reviewId, text.trim());
      if (answered === undefined) return;
      notifySuccess(ANSWER_PUBLISHED_TEXT);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: cookQueryKey(cookId) });
    } catch (failure) {
      // What the server said (already answered, too long), or the general text; the draft stays.
      setError(isApiError(failure) ? failure.message || GENERIC_ERROR_TEXT : GENERIC_ERROR_TEXT);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className={styles.answerForm}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={fieldId} className={styles.answerTitle}>
        Ответ на отзыв
      </label>
      <textarea
        id={fieldId}
        className={styles.answerField}
        value={text}
        maxLength={ANSWER_MAX_LENGTH}
        rows={3}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {error && (
        <p id={errorId} className={styles.answerError} role="alert">
          {error}
        </p>
      )}
      <div className={styles.answerActions}>
        <button type="submit" className={styles.add} disabled={sending}>
          Отправить
        </button>
        <button type="button" className={styles.retry} onClick={() => setOpen(false)} disabled={sending}>
          Отмена
        </button>
      </div>
    </form>
  );
}
