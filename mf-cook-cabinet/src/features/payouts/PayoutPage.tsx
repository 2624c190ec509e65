// /orders/{id}/payout (ORDER_PAYOUT, cooks only; docs/decisions.md 'Payouts'): the order's statement
// 'Стоимость заказа − Комиссия сервиса (15%) − … = К выплате' in roubles, its status ('Ожидает
// выплаты' / 'Выплачено 05.03.2026'), why a pay-on-receipt payout is negative, the way back to the
// sales, and the totals of the current week or month. The API judges whose order it is.
import { useId, useState, type KeyboardEvent } from 'react';
import { ArrowLeft, Wallet } from 'lucide-react';
import {
  AppLink,
  buildPath,
  buttonStyles,
  formatCount,
  formatDayMonth,
  formatPrice,
  formatShortDate,
  GENERIC_ERROR_TEXT,
  isApiError,
  StateBlock,
  type PayoutPeriod,
  type PayoutStatement,
  type PayoutSummary,
  type RouteMatch,
} from '@povar/shared-kit';
import { PAYOUT_PERIOD_LABELS, PAYOUT_PERIODS, PAYOUT_TOTAL_LABEL } from '@povar/shared-kit/contracts';
import { usePayoutStatement, usePayoutSummary } from './payouts-api';
import styles from './PayoutPage.module.css';

export const pageTitle = (orderId: number) => `Выплата по заказу №${orderId}`;
export const BACK_TEXT = 'Все продажи';
export const STATEMENT_FAILED_TITLE = 'Не удалось загрузить выплату';
export const SUMMARY_TITLE = 'Итоги';
export const SUMMARY_FAILED_TEXT = 'Не удалось загрузить итоги';
export const RETRY_TEXT = 'Повторить';

const failureText = (error: unknown) => (isApiError(error) ? error.userMessage : GENERIC_ERROR_TEXT);

/** 'Выплачено 05.03.2026' on the cook's region's calendar; the status alone otherwise. */
export function statusText(statement: Pick<PayoutStatement, 'status' | 'statusLabel' | 'paidAt' | 'timeZone'>): string {
  if (statement.status !== 'paid' || !statement.paidAt) return statement.statusLabel;
  return `${statement.statusLabel} ${formatShortDate(statement.paidAt, { timeZone: statement.timeZone })}`;
}

/** A sum with its sign: deductions show '−' (a real minus), the order's value none. */
const signedPrice = (kopecks: number) => (kopecks < 0 ? `−${formatPrice(-kopecks)}` : formatPrice(kopecks));

export function PayoutPage({ match }: { match: RouteMatch }) {
  const orderId = Number(match.params.id);
  return (
    <section className={styles.page}>
      <AppLink className={styles.back} href={buildPath('ORDERS_SALES')}>
        <ArrowLeft aria-hidden="true" size={18} />
        {BACK_TEXT}
      </AppLink>
      <h1 className={styles.title}>{pageTitle(orderId)}</h1>
      <div className={styles.columns}>
        <Statement orderId={orderId} />
        <Summary />
      </div>
    </section>
  );
}

function Statement({ orderId }: { orderId: number }) {
  const statement = usePayoutStatement(orderId);
  const headingId = useId();

  if (statement.isPending) return <div className={`${styles.card} ${styles.skeleton}`} aria-busy="true" aria-label="Загрузка выплаты" />;
  if (!statement.data) {
    // 404: not this cook's order, or not completed yet; the API's words say which.
    const refused = isApiError(statement.error) && statement.error.status === 404;
    return (
      <StateBlock
        role={refused ? undefined : 'alert'}
        icon={<Wallet aria-hidden="true" size={40} strokeWidth={1.4} />}
        title={refused ? failureText(statement.error) : STATEMENT_FAILED_TITLE}
        text={refused ? undefined : failureText(statement.error)}
      >
        {!refused && (
          <button type="button" className={buttonStyles.primary} disabled={statement.isFetching} onClick={() => void statement.refetch()}>
            {RETRY_TEXT}
          </button>
        )}
      </StateBlock>
    );
  }

  const data = statement.data;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          Расчёт
        </h2>
        <span className={styles.status} data-status={data.status}>
          {statusText(data)}
        </span>
      </header>
      <dl className={styles.lines}>
        {data.lines.map((line) => (
          <div key={line.kind} className={styles.line} data-kind={line.kind}>
            <dt>{line.label}</dt>
            <dd>{signedPrice(line.amount)}</dd>
          </div>
        ))}
        <div className={`${styles.line} ${styles.total}`} data-kind="total">
          <dt>{PAYOUT_TOTAL_LABEL}</dt>
          <dd>{signedPrice(data.amount)}</dd>
        </div>
      </dl>
      {data.notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
      <p className={styles.muted}>
        Заказ завершён <time dateTime={data.completedAt}>{formatShortDate(data.completedAt, { timeZone: data.timeZone })}</time>
      </p>
    </article>
  );
}

/** The week's or month's totals under two tabs (arrow keys move between them, as a tablist does). */
function Summary() {
  const [period, setPeriod] = useState<PayoutPeriod>('week');
  const ids = useId();
  const tabId = (value: PayoutPeriod) => `${ids}-tab-${value}`;
  const panelId = `${ids}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = PAYOUT_PERIODS[(PAYOUT_PERIODS.indexOf(period) + 1) % PAYOUT_PERIODS.length] ?? 'week';
    setPeriod(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <section className={styles.card} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className={styles.cardTitle}>
        {SUMMARY_TITLE}
      </h2>
      <div className={styles.tabs} role="tablist" aria-label="Период">
        {PAYOUT_PERIODS.map((value) => (
          <button
            key={value}
            id={tabId(value)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={value === period}
            aria-controls={panelId}
            tabIndex={value === period ? 0 : -1}
            onClick={() => setPeriod(value)}
            onKeyDown={onKeyDown}
          >
            {PAYOUT_PERIOD_LABELS[value]}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" className={styles.panel} aria-labelledby={tabId(period)}>
        <SummaryPanel period={period} />
      </div>
    </section>
  );
}

function SummaryPanel({ period }: { period: PayoutPeriod }) {
  const summary = usePayoutSummary(period);
  if (summary.isPending) return <div className={styles.skeletonLines} aria-busy="true" aria-label="Загрузка итогов" />;
  if (!summary.data) {
    return (
      <div role="alert" className={styles.inlineState}>
        <p className={styles.muted}>
          {SUMMARY_FAILED_TEXT}: {failureText(summary.error)}
        </p>
        <button type="button" className={buttonStyles.primary} disabled={summary.isFetching} onClick={() => void summary.refetch()}>
          {RETRY_TEXT}
        </button>
      </div>
    );
  }
  return <SummaryTotals summary={summary.data} />;
}

export const periodText = (summary: Pick<PayoutSummary, 'from' | 'to'>) =>
  `${formatDayMonth(`${summary.from}T12:00:00Z`, { timeZone: 'UTC' })} — ${formatDayMonth(`${summary.to}T12:00:00Z`, { timeZone: 'UTC' })}`;

function SummaryTotals({ summary }: { summary: PayoutSummary }) {
  const rows: [string, string][] = [
    ['Завершено', formatCount(summary.ordersCount, ['заказ', 'заказа', 'заказов'])],
    ['Стоимость заказов', formatPrice(summary.orderValue)],
    ['Комиссия сервиса', signedPrice(-summary.commission)],
  ];
  if (summary.processingFee > 0) rows.push(['Комиссия за приём оплаты', signedPrice(-summary.processingFee)]);
  if (summary.receivedByCook > 0) rows.push(['Получено при получении', signedPrice(-summary.receivedByCook)]);
  return (
    <>
      <p className={styles.muted}>{periodText(summary)}</p>
      <dl className={styles.lines}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.line}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={`${styles.line} ${styles.total}`}>
          <dt>{PAYOUT_TOTAL_LABEL}</dt>
          <dd>{signedPrice(summary.toPay)}</dd>
        </div>
        <div className={styles.line}>
          <dt>Выплачено</dt>
          <dd>{signedPrice(summary.paid)}</dd>
        </div>
        <div className={styles.line}>
          <dt>Ожидает выплаты</dt>
          <dd>{signedPrice(summary.pending)}</dd>
        </div>
      </dl>
    </>
  );
}
