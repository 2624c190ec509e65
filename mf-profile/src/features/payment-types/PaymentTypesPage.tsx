// 'Способы оплаты' (PROFILE_PAYMENT_TYPES): the customer's saved bank cards in the order the API
// gives (the default first, marked), another made the default, or one forgotten after a
// confirmation. Cards are only ever saved while paying for an order, never added here.
import { useEffect, useId, useRef } from 'react';
import { CreditCard, Trash2 } from 'lucide-react';
import { buttonStyles, confirmDialog, StateBlock, type SavedPaymentMethod } from '@povar/shared-kit';
import { useCardAction, useSavedCards, type CardAction } from './payment-types-api';
import styles from './PaymentTypesPage.module.css';
import { failureText, Spinner } from '@povar/shared-kit/forms';

export const PAGE_TITLE = 'Способы оплаты';
export const EMPTY_TITLE = 'Сохранённых карт нет';
export const EMPTY_TEXT = 'Карту можно сохранить при оплате заказа — отметьте «Запомнить карту».';
export const LIST_FAILED_TITLE = 'Не удалось загрузить карты';
const DEFAULT_MARK = 'Основная';

/** How a card is named on the page and to screen readers: its last four digits only. */
export const maskedNumber = (card: Pick<SavedPaymentMethod, 'last4'>) => `•••• ${card.last4}`;

/** YooKassa's card type as the badge shows it; it says 'Unknown' when it cannot tell. */
const cardTypeLabel = (cardType: string) => (cardType === '' || cardType === 'Unknown' ? 'Карта' : cardType);

export function PaymentTypesPage() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <section className={styles.page}>
      {/* Focusable from script: after a deletion the pressed button is gone, and focus comes here. */}
      <h1 ref={headingRef} className={styles.title} tabIndex={-1}>
        {PAGE_TITLE}
      </h1>
      <SavedCardList onDeleted={() => headingRef.current?.focus()} />
    </section>
  );
}

function SavedCardList({ onDeleted }: { onDeleted: () => void }) {
  const cards = useSavedCards();
  const ids = useId();
  const itemId = (card: SavedPaymentMethod) => `${ids}-card-${card.id}`;
  /** The card made the default: once the new list shows, focus goes to it (its button is gone). */
  const focusNext = useRef<string | null>(null);
  const action = useCardAction({
    onDone: ({ kind, card }: CardAction) => {
      if (kind === 'delete') onDeleted();
      else focusNext.current = itemId(card);
    },
  });

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [cards.data]);

  if (cards.isPending) return <ListSkeleton />;
  if (!cards.data) {
    return (
      <StateBlock role="alert" title={LIST_FAILED_TITLE} text={failureText(cards.error)}>
        <button type="button" className={`${buttonStyles.secondary} ${buttonStyles.large}`} disabled={cards.isFetching} onClick={() => void cards.refetch()}>
          {cards.isFetching && <Spinner />}
          Повторить
        </button>
      </StateBlock>
    );
  }

  if (cards.data.length === 0) {
    return <StateBlock icon={<CreditCard aria-hidden="true" size={48} strokeWidth={1.4} />} title={EMPTY_TITLE} text={EMPTY_TEXT} />;
  }

  const remove = async (card: SavedPaymentMethod) => {
    const confirmed = await confirmDialog({
      title: 'Удалить карту?',
      message: `Карта ${maskedNumber(card)} больше не будет предлагаться при оплате заказов.`,
      confirmText: 'Удалить',
      cancelText: 'Отменить',
      variant: 'secondary',
    });
    if (confirmed) action.mutate({ kind: 'delete', card });
  };

  const busyCardId = action.isPending ? action.variables.card.id : null;

  return (
    <ul className={styles.list} aria-label="Сохранённые карты">
      {cards.data.map((card) => {
        const typeId = `${itemId(card)}-type`;
        const numberId = `${itemId(card)}-number`;
        const busy = busyCardId === card.id;
        return (
          <li
            key={card.id}
            id={itemId(card)}
            className={styles.item}
            tabIndex={-1}
            aria-labelledby={`${typeId} ${numberId}`}
            aria-busy={busy || undefined}
            data-default={card.isDefault || undefined}
          >
            <span className={styles.cardType} id={typeId} data-card-type={card.cardType.toLowerCase()}>
              {cardTypeLabel(card.cardType)}
            </span>
            <span className={styles.text}>
              <span className={styles.number} id={numberId}>
                {maskedNumber(card)}
              </span>
              <span className={styles.cardTitle}>{card.title}</span>
              {card.isDefault && <span className={styles.mark}>{DEFAULT_MARK}</span>}
            </span>
            <span className={styles.actions}>
              {busy && <Spinner />}
              {!card.isDefault && (
                <button
                  type="button"
                  className={styles.action}
                  aria-label={`Сделать основной карту ${maskedNumber(card)}`}
                  disabled={action.isPending}
                  onClick={() => action.mutate({ kind: 'make-default', card })}
                >
                  Сделать основной
                </button>
              )}
              <button
                type="button"
                className={`${styles.action} ${styles.danger}`}
                aria-label={`Удалить карту ${maskedNumber(card)}`}
                disabled={action.isPending}
                onClick={() => void remove(card)}
              >
                <Trash2 aria-hidden="true" size={16} />
                Удалить
              </button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function ListSkeleton() {
  return (
    <ul className={styles.list} aria-busy="true" aria-label="Загрузка карт">
      {[0, 1].map((index) => (
        <li key={index} className={`${styles.item} ${styles.skeleton} ${styles.shimmer}`} />
      ))}
    </ul>
  );
}
