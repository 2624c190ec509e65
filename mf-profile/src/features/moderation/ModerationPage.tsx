// 'Заявки поваров' (MODERATION, operators only): the cook applications by status, and the chosen
// one with its documents, kitchen photos and the decision. The status and the chosen application
// live in the query (?status=approved&application=12), so a link or a reload keeps them. On a
// phone the application takes the list's place; from 1024 px they stand side by side.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { COOK_APPLICATION_STATUSES, type CookApplicationStatus } from '@povar/shared-kit/contracts';
import { useSearchParams } from '@povar/shared-kit';
import { ApplicationDetail } from './ApplicationDetail';
import { ApplicationList } from './ApplicationList';
import styles from './ModerationPage.module.css';

export const PAGE_TITLE = 'Заявки поваров';
const WIDE_LAYOUT_QUERY = '(min-width: 1024px)';

export const STATUS_TABS: Record<CookApplicationStatus, string> = {
  pending: 'На рассмотрении',
  approved: 'Одобренные',
  rejected: 'Отклонённые',
};

const STATUS_PARAM = 'status';
const APPLICATION_PARAM = 'application';

const readStatus = (value: string | null): CookApplicationStatus => COOK_APPLICATION_STATUSES.find((status) => status === value) ?? 'pending';

const readId = (value: string | null): number | null => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

const isNarrow = () => typeof window.matchMedia === 'function' && !window.matchMedia(WIDE_LAYOUT_QUERY).matches;

export function ModerationPage() {
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get(STATUS_PARAM));
  const selectedId = readId(params.get(APPLICATION_PARAM));
  // Where the list was scrolled when an application took its place on a phone.
  const listScroll = useRef(0);

  const searchFor = (nextStatus: CookApplicationStatus, id: number | null) => {
    const next = new URLSearchParams();
    if (nextStatus !== 'pending') next.set(STATUS_PARAM, nextStatus);
    if (id !== null) next.set(APPLICATION_PARAM, String(id));
    const query = next.toString();
    return query ? `?${query}` : '';
  };

  const chooseStatus = (next: CookApplicationStatus) => setParams(searchFor(next, selectedId), { replace: true });
  const closeApplication = () => setParams(searchFor(status, null), { replace: true });

  useEffect(() => {
    if (!isNarrow()) return;
    if (selectedId === null) window.scrollTo({ top: listScroll.current });
    else window.scrollTo({ top: 0 });
  }, [selectedId]);

  return (
    <section className={styles.page} data-open={selectedId !== null ? 'true' : undefined}>
      <h1 className={styles.title}>{PAGE_TITLE}</h1>
      <div className={styles.layout}>
        <div className={styles.listColumn}>
          <StatusTabs current={status} onChoose={chooseStatus} />
          <div id="moderation-panel" role="tabpanel" aria-labelledby={`moderation-tab-${status}`} className={styles.panel}>
            <ApplicationList
              key={status}
              status={status}
              selectedId={selectedId}
              linkTo={(id) => searchFor(status, id)}
              onOpen={() => {
                listScroll.current = window.scrollY;
              }}
            />
          </div>
        </div>
        <div className={styles.detailColumn}>
          {selectedId === null ? (
            <p className={styles.choose}>Выберите заявку, чтобы посмотреть документы и фотографии кухни и принять решение.</p>
          ) : (
            <ApplicationDetail key={selectedId} id={selectedId} onBack={closeApplication} onDecided={closeApplication} />
          )}
        </div>
      </div>
    </section>
  );
}

/** A tab list: arrows, Home and End move between the statuses (WAI-ARIA tabs, activated on focus). */
function StatusTabs({ current, onChoose }: { current: CookApplicationStatus; onChoose: (status: CookApplicationStatus) => void }) {
  const tabs = useRef<Partial<Record<CookApplicationStatus, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = COOK_APPLICATION_STATUSES.indexOf(current);
    const last = COOK_APPLICATION_STATUSES.length - 1;
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = COOK_APPLICATION_STATUSES[(target + last + 1) % (last + 1)]!;
    onChoose(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className={styles.tabs} role="tablist" aria-label="Статус заявок" onKeyDown={onKeyDown}>
      {COOK_APPLICATION_STATUSES.map((status) => (
        <button
          key={status}
          ref={(element) => {
            tabs.current[status] = element;
          }}
          id={`moderation-tab-${status}`}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={status === current}
          aria-controls="moderation-panel"
          tabIndex={status === current ? 0 : -1}
          onClick={() => onChoose(status)}
        >
          {STATUS_TABS[status]}
        </button>
      ))}
    </div>
  );
}
