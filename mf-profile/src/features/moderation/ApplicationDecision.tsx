// The decision on a pending application. Approving makes the applicant a cook; the two ticks say
// which documents the operator checked (the cook page shows them as badges). Rejecting needs a
// reason, which the applicant reads in their application.
import { useId, useState, type FormEvent } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import { COOK_APPLICATION_LABELS, REJECT_REASON_MAX_LENGTH, rejectApplicationRequestSchema } from '@povar/shared-kit/contracts';
import { confirmDialog, Popup, type ModerationApplication } from '@povar/shared-kit';
import { useDecision } from './moderation-api';
import styles from './ModerationPage.module.css';
import { FieldError, formStyles, Spinner } from '@povar/shared-kit/forms';

export const REASON_NOTE = 'Причину увидит заявитель: напишите, что исправить, чтобы подать заявку снова.';

interface DecisionProps {
  application: ModerationApplication;
  onDecided: () => void;
}

export function ApplicationDecision({ application, onDecided }: DecisionProps) {
  const decision = useDecision(application.id, { onDecided });
  const [passportVerified, setPassportVerified] = useState(false);
  const [sanitaryVerified, setSanitaryVerified] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const busy = decision.isPending;

  const approve = async () => {
    const confirmed = await confirmDialog({
      title: 'Одобрить заявку?',
      message:
        `${application.nameAndSurname} станет поваром. ` +
        `Паспорт: ${passportVerified ? 'проверен' : 'не проверен'}. ` +
        `Медицинская книжка: ${sanitaryVerified ? 'проверена' : 'не проверена'}.`,
      confirmText: 'Одобрить',
    });
    if (!confirmed) return;
    decision.mutate({ kind: 'approve', flags: { passportVerified, sanitaryVerified } });
  };

  return (
    <section className={styles.decision} aria-labelledby="moderation-decision-title">
      <h3 id="moderation-decision-title" className={styles.sectionTitle}>
        Решение
      </h3>
      <div className={styles.checks}>
        <label className={styles.check}>
          <input type="checkbox" checked={passportVerified} disabled={busy} onChange={(event) => setPassportVerified(event.target.checked)} />
          Паспорт проверен
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={sanitaryVerified} disabled={busy} onChange={(event) => setSanitaryVerified(event.target.checked)} />
          Медицинская книжка проверена
        </label>
      </div>
      <div className={styles.decisionButtons}>
        <button type="button" className={formStyles.submit} disabled={busy} onClick={() => void approve()}>
          {busy && decision.variables?.kind === 'approve' ? <Spinner /> : <CircleCheck aria-hidden="true" size={20} strokeWidth={2} />}
          Одобрить
        </button>
        <button type="button" className={styles.rejectButton} disabled={busy} onClick={() => setRejecting(true)}>
          <CircleX aria-hidden="true" size={20} strokeWidth={2} />
          Отклонить
        </button>
      </div>
      {rejecting && <RejectPopup busy={busy} onClose={() => setRejecting(false)} onSubmit={(reason) => decision.mutate({ kind: 'reject', reason })} />}
    </section>
  );
}

function RejectPopup({ busy, onClose, onSubmit }: { busy: boolean; onClose: () => void; onSubmit: (reason: string) => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const check = rejectApplicationRequestSchema.safeParse({ reason });
  const error = submitted && !check.success ? check.error.issues[0]?.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (check.success && !busy) onSubmit(check.data.reason);
  };

  const reasonId = `${id}-reason`;
  return (
    <Popup title="Отклонить заявку" onClose={onClose} sheetBelow="tablet">
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={reasonId}>
            {COOK_APPLICATION_LABELS.reason}
          </label>
          <p id={`${reasonId}-note`} className={formStyles.hint}>
            {REASON_NOTE}
          </p>
          <textarea
            id={reasonId}
            className={formStyles.input}
            value={reason}
            maxLength={REJECT_REASON_MAX_LENGTH}
            required
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? `${reasonId}-error ${reasonId}-note` : `${reasonId}-note`}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className={styles.underField}>
            <FieldError id={`${reasonId}-error`} message={error} />
            <span className={styles.counter} aria-hidden="true">
              {reason.length} / {REJECT_REASON_MAX_LENGTH}
            </span>
          </div>
        </div>
        <button type="submit" className={styles.rejectSubmit} disabled={busy}>
          {busy && <Spinner />}
          Отклонить заявку
        </button>
        <button type="button" className={formStyles.secondary} onClick={onClose}>
          Отмена
        </button>
      </form>
    </Popup>
  );
}
