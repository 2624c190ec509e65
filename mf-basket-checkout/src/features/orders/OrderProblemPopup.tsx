// 'Проблема с заказом': what happened (one of the topics), the customer's own words ('Другое'
// needs them), and when support answers. Sending opens the support chat with the order, the
// topic and the words (the chat opening handles sign-in, the toast and the way to the chat).
import { useId, useState, type FormEvent } from 'react';
import {
  buttonStyles,
  openSupportChat,
  ORDER_PROBLEM_MESSAGES,
  ORDER_PROBLEM_QUESTION_MAX_LENGTH,
  ORDER_PROBLEM_TOPICS,
  orderTitle,
  Popup,
  reasonFormStyles as reasonForm,
  SUPPORT_ANSWER_TEXT,
  type OrderProblemTopic,
} from '@povar/shared-kit';
import styles from './OrderProblemPopup.module.css';

export const ORDER_PROBLEM_TITLE = 'Проблема с заказом';
export const ORDER_PROBLEM_LEGEND = 'Что случилось?';
export const ORDER_PROBLEM_QUESTION_LABEL = 'Опишите подробнее';
export const ORDER_PROBLEM_SEND_TEXT = 'Отправить в поддержку';

export function OrderProblemPopup({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const ids = useId();
  const formId = `${ids}-form`;
  const [topic, setTopic] = useState<OrderProblemTopic | null>(null);
  const [question, setQuestion] = useState('');
  const [errors, setErrors] = useState<{ topic?: string; question?: string }>({});

  const check = (): typeof errors => {
    const found: typeof errors = {};
    if (!topic) found.topic = ORDER_PROBLEM_MESSAGES.topicRequired;
    if (topic === 'other' && !question.trim()) found.question = ORDER_PROBLEM_MESSAGES.questionRequired;
    if (question.trim().length > ORDER_PROBLEM_QUESTION_MAX_LENGTH) found.question = ORDER_PROBLEM_MESSAGES.questionTooLong;
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (found.topic || found.question || !topic) {
      document.getElementById(found.topic ? `${ids}-topic-0` : `${ids}-question`)?.focus();
      return;
    }
    openSupportChat(orderId, { topic, ...(question.trim() ? { question: question.trim() } : {}) });
    onClose();
  };

  const footer = (
    <div className={reasonForm.popupActions}>
      <button type="submit" form={formId} className={buttonStyles.primary}>
        {ORDER_PROBLEM_SEND_TEXT}
      </button>
      <button type="button" className={buttonStyles.secondary} onClick={onClose}>
        Отмена
      </button>
    </div>
  );

  return (
    <Popup title={ORDER_PROBLEM_TITLE} onClose={onClose} sheetBelow="tablet" footer={footer}>
      <form id={formId} className={reasonForm.form} noValidate onSubmit={submit}>
        <p className={styles.muted}>{orderTitle(orderId)}</p>
        <fieldset className={reasonForm.reasons} aria-describedby={errors.topic ? `${ids}-topic-error` : undefined}>
          <legend className={reasonForm.legend}>{ORDER_PROBLEM_LEGEND}</legend>
          {ORDER_PROBLEM_TOPICS.map((option, index) => (
            <label key={option.code} className={reasonForm.reason}>
              <input
                id={`${ids}-topic-${index}`}
                type="radio"
                name={`${ids}-topic`}
                value={option.code}
                checked={topic === option.code}
                onChange={() => {
                  setTopic(option.code);
                  setErrors((current) => ({ ...current, topic: undefined }));
                }}
              />
              <span>{option.label}</span>
            </label>
          ))}
          {errors.topic && (
            <p id={`${ids}-topic-error`} className={reasonForm.error} role="alert">
              {errors.topic}
            </p>
          )}
        </fieldset>
        <div className={reasonForm.field}>
          <label htmlFor={`${ids}-question`}>
            {ORDER_PROBLEM_QUESTION_LABEL}
            {topic === 'other' ? '' : ' (необязательно)'}
          </label>
          <textarea
            id={`${ids}-question`}
            className={reasonForm.textarea}
            rows={3}
            maxLength={ORDER_PROBLEM_QUESTION_MAX_LENGTH}
            aria-required={topic === 'other' ? 'true' : undefined}
            aria-invalid={errors.question ? 'true' : undefined}
            aria-describedby={errors.question ? `${ids}-question-error` : undefined}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
          />
          {errors.question && (
            <p id={`${ids}-question-error`} className={reasonForm.error} role="alert">
              {errors.question}
            </p>
          )}
        </div>
        <p className={styles.promise}>{SUPPORT_ANSWER_TEXT}.</p>
      </form>
    </Popup>
  );
}
