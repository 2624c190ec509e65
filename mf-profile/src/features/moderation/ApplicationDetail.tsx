// One application as the operator reviews it: who applied and what they wrote, the documents to
// download, the kitchen photos, and the decision while it is pending (or the one taken).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ArrowLeft, Download, FileText } from 'lucide-react';
import {
  buttonStyles,
  formatCount,
  formatDateTime,
  formatPhone,
  isApiError,
  notifyError,
  StateBlock,
  type CookApplicationStatus,
  type ModerationApplication,
  type UploadedDocument,
} from '@povar/shared-kit';
import { ApplicationDecision } from './ApplicationDecision';
import { KitchenPhotos } from './KitchenPhotos';
import { useApplication } from './moderation-api';
import { downloadPrivateFile, PrivateFileError } from '@povar/shared-kit/private-files';
import styles from './ModerationPage.module.css';
import { failureText, Spinner } from '@povar/shared-kit/forms';

export const STATUS_LABELS: Record<CookApplicationStatus, string> = {
  pending: 'На рассмотрении',
  approved: 'Одобрена',
  rejected: 'Отклонена',
};
export const DETAIL_FAILED_TITLE = 'Не удалось загрузить заявку';

const TITLE_ID = 'moderation-application-title';
const YEAR_FORMS = ['год', 'года', 'лет'] as const;

interface ApplicationDetailProps {
  id: number;
  onBack: () => void;
  /** After a decision: the application has left the tab it was chosen in. */
  onDecided: () => void;
}

export function ApplicationDetail({ id, onBack, onDecided }: ApplicationDetailProps) {
  const application = useApplication(id);
  return (
    <article className={styles.detail} aria-labelledby={application.data ? TITLE_ID : undefined}>
      <button type="button" className={styles.back} onClick={onBack}>
        <ArrowLeft aria-hidden="true" size={20} strokeWidth={1.8} /> Назад
      </button>
      {application.data ? (
        <Application application={application.data} onDecided={onDecided} />
      ) : application.isPending ? (
        <div className={styles.detailSkeleton} aria-busy="true" aria-label="Загрузка заявки">
          <span className={`${styles.skeletonLine} ${styles.shimmer}`} />
          <span className={`${styles.skeletonBlock} ${styles.shimmer}`} />
          <span className={`${styles.skeletonBlock} ${styles.shimmer}`} />
        </div>
      ) : (
        <LoadFailure error={application.error} onRetry={() => void application.refetch()} />
      )}
    </article>
  );
}

function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // A link to an application that is not there: nothing to retry.
  const missing = isApiError(error) && error.status === 404 ? error.userMessage : null;
  return (
    <StateBlock role="alert" title={missing ?? DETAIL_FAILED_TITLE} text={missing ? undefined : failureText(error)}>
      {!missing && (
        <button type="button" className={`${buttonStyles.secondary} ${buttonStyles.large}`} onClick={onRetry}>
          Повторить
        </button>
      )}
    </StateBlock>
  );
}

function Application({ application, onDecided }: { application: ModerationApplication; onDecided: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The application just chosen is where keyboard and screen reader go next.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const { applicant, status } = application;

  return (
    <>
      <header className={styles.detailHeader}>
        <h2 id={TITLE_ID} ref={heading} tabIndex={-1} className={styles.detailTitle}>
          {application.nameAndSurname}
        </h2>
        <span className={`${styles.status} ${styles[`status-${status}`] ?? ''}`}>{STATUS_LABELS[status]}</span>
      </header>

      <dl className={styles.fields}>
        <Row label="Телефон">
          <a href={`tel:${applicant.phone}`}>{formatPhone(applicant.phone)}</a>
        </Row>
        <Row label="Имя в профиле">{applicant.name || '—'}</Row>
        <Row label="Специализация">
          {application.speciality.title}
          {application.speciality.id === null && <span className={styles.muted}> (своими словами)</span>}
        </Row>
        <Row label="Опыт работы">{formatCount(application.experience, YEAR_FORMS)}</Row>
        <Row label="Telegram">
          {application.telegramAccount ? (
            <a href={`https://t.me/${application.telegramAccount.replace(/^@/, '')}`} target="_blank" rel="noopener noreferrer">
              {application.telegramAccount}
            </a>
          ) : (
            '—'
          )}
        </Row>
        <Row label="Регион">{application.mainCity.name}</Row>
        <Row label="Подана">{formatDateTime(application.createdAt)}</Row>
        {application.reviewedAt && <Row label="Рассмотрена">{formatDateTime(application.reviewedAt)}</Row>}
        {status === 'approved' && (
          <>
            <Row label="Паспорт">{application.passportVerified ? 'проверен' : 'не проверен'}</Row>
            <Row label="Медицинская книжка">{application.sanitaryVerified ? 'проверена' : 'не проверена'}</Row>
          </>
        )}
      </dl>

      {status === 'rejected' && application.rejectReason && (
        <div className={styles.reason}>
          <strong>Причина отказа:</strong> {application.rejectReason}
        </div>
      )}

      <section className={styles.section} aria-labelledby="moderation-documents-title">
        <h3 id="moderation-documents-title" className={styles.sectionTitle}>
          Документы
        </h3>
        {application.documents.length === 0 ? (
          <p className={styles.muted}>Документов нет</p>
        ) : (
          <ul className={styles.documents}>
            {application.documents.map((document) => (
              <li key={document.id}>
                <DocumentRow document={document} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-labelledby="moderation-photos-title">
        <h3 id="moderation-photos-title" className={styles.sectionTitle}>
          Фотографии кухни
        </h3>
        <KitchenPhotos photos={application.kitchenPhotos} />
      </section>

      {status === 'pending' && <ApplicationDecision application={application} onDecided={onDecided} />}
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function DocumentRow({ document }: { document: UploadedDocument }) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadPrivateFile(document.href, document.name);
    } catch (error) {
      notifyError(`Не удалось скачать «${document.name}». ${error instanceof PrivateFileError ? error.userMessage : failureText(error)}`);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className={styles.document}>
      <FileText className={styles.documentIcon} aria-hidden="true" size={22} strokeWidth={1.8} />
      <span className={styles.documentName}>
        {document.name}
        <span className={styles.documentKind}>{document.extension.toUpperCase()}</span>
      </span>
      <button type="button" className={styles.download} aria-label={`Скачать ${document.name}`} disabled={downloading} onClick={() => void download()}>
        {downloading ? <Spinner /> : <Download aria-hidden="true" size={18} strokeWidth={1.8} />}
        <span aria-hidden="true">Скачать</span>
      </button>
    </div>
  );
}
