// One tab of the queue: the applications of a status, oldest first, 50 at a time with 'Показать
// ещё'; its skeleton, its empty state and its failure.
import { ChevronRight, Inbox } from 'lucide-react';
import {
  buttonStyles,
  formatCount,
  formatPhone,
  formatShortDate,
  Link,
  StateBlock,
  type CookApplicationStatus,
  type ModerationApplication,
} from '@povar/shared-kit';
import { useApplicationPages } from './moderation-api';
import styles from './ModerationPage.module.css';
import { failureText, MorePages } from '@povar/shared-kit/forms';

export const EMPTY_TEXTS: Record<CookApplicationStatus, string> = {
  pending: 'Новых заявок нет',
  approved: 'Одобренных заявок пока нет',
  rejected: 'Отклонённых заявок нет',
};
export const LIST_FAILED_TITLE = 'Не удалось загрузить заявки';

const APPLICATION_FORMS = ['заявка', 'заявки', 'заявок'] as const;

interface ApplicationListProps {
  status: CookApplicationStatus;
  selectedId: number | null;
  /** The query that opens the application. */
  linkTo: (id: number) => string;
  onOpen: () => void;
}

export function ApplicationList({ status, selectedId, linkTo, onOpen }: ApplicationListProps) {
  const pages = useApplicationPages(status);

  if (pages.isPending) return <ListSkeleton />;
  if (!pages.data) {
    return (
      <StateBlock role="alert" title={LIST_FAILED_TITLE} text={failureText(pages.error)}>
        <button type="button" className={`${buttonStyles.secondary} ${buttonStyles.large}`} onClick={() => void pages.refetch()}>
          Повторить
        </button>
      </StateBlock>
    );
  }

  const items = pages.data.pages.flatMap((page) => page.items);
  const total = pages.data.pages.at(-1)?.pagination.total ?? items.length;
  if (items.length === 0) {
    return <StateBlock icon={<Inbox aria-hidden="true" size={48} strokeWidth={1.4} />} title={EMPTY_TEXTS[status]} />;
  }

  return (
    <>
      <p className={styles.total}>{formatCount(total, APPLICATION_FORMS)}</p>
      <ul className={styles.list} aria-busy={pages.isRefetching || undefined}>
        {items.map((application) => (
          <li key={application.id}>
            <ApplicationRow application={application} current={application.id === selectedId} to={linkTo(application.id)} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      <MorePages pages={pages} failedText="Не удалось загрузить следующие заявки." />
    </>
  );
}

function ApplicationRow({ application, current, to, onOpen }: { application: ModerationApplication; current: boolean; to: string; onOpen: () => void }) {
  return (
    <Link className={styles.row} to={{ search: to }} aria-current={current ? 'true' : undefined} onClick={onOpen}>
      <span className={styles.rowMain}>
        <span className={styles.rowName}>{application.nameAndSurname}</span>
        <span className={styles.rowPhone}>{formatPhone(application.applicant.phone)}</span>
        <span className={styles.rowMeta}>
          {application.speciality.title} · {application.mainCity.name}
        </span>
      </span>
      <time className={styles.rowDate} dateTime={application.createdAt}>
        {formatShortDate(application.createdAt)}
      </time>
      <ChevronRight className={styles.rowChevron} aria-hidden="true" size={20} strokeWidth={1.8} />
    </Link>
  );
}

function ListSkeleton() {
  return (
    <div className={styles.list} aria-busy="true" aria-label="Загрузка заявок">
      {[0, 1, 2, 3].map((row) => (
        <span key={row} className={`${styles.skeletonRow} ${styles.shimmer}`} />
      ))}
    </div>
  );
}
