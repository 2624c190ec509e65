// /order/{id}/payment: the order's payment as it really is (the server asks the provider), where
// the customer comes back from the provider's page. Paid → the result page; waiting → go and pay;
// refused or expired → pay again; a cancelled order says so.
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppLink, buildPath, buttonStyles, formatPrice, GENERIC_ERROR_TEXT, isApiError, notifyError, useNavigate, type RouteMatch } from '@povar/shared-kit';
import { goToPaymentPage } from '../checkout/payment-redirect';
import { isPaymentUnderWay, orderQuery, paymentQuery } from './order-queries';
import { payOrderAgain } from './payment-api';
import styles from './Payment.module.css';

export const PAYMENT_TITLE = 'Оплата заказа';
/** How often the page asks again while the payment is still being decided. */
const POLL_MS = 3000;

export function PaymentPage({ match }: { match: RouteMatch }) {
  const orderId = Number(match.params.id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const order = useQuery(orderQuery(orderId));
  const payment = useQuery({
    ...paymentQuery(orderId),
    enabled: order.data?.status === 'awaiting_payment',
    refetchInterval: (query) => (isPaymentUnderWay(query.state.data) || query.state.data?.status === 'pending' ? POLL_MS : false),
  });
  const payAgain = useMutation({
    mutationFn: () => payOrderAgain(orderId),
    onSuccess: (state) => {
      if (state?.confirmationUrl) goToPaymentPage(state.confirmationUrl);
      else void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
    onError: (error) => notifyError(isApiError(error) ? error.userMessage : GENERIC_ERROR_TEXT),
  });

  const paid = payment.data?.status === 'succeeded' || (order.data && order.data.status !== 'awaiting_payment' && order.data.status !== 'cancelled');
  // Paid: the order goes on; its page is the result page (replace: Back does not return here).
  useEffect(() => {
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: ['orders', 'detail', orderId] });
    void navigate(buildPath('ORDER_SUCCESS', { id: orderId }), { replace: true });
  }, [paid, orderId, queryClient, navigate]);

  if (order.isPending) return <Shell busy>Загрузка…</Shell>;
  if (order.isError || !order.data) {
    const notFound = isApiError(order.error) && order.error.status === 404;
    return (
      <Shell>
        <p role="alert">{notFound ? 'Заказ не найден' : GENERIC_ERROR_TEXT}</p>
        {!notFound && (
          <button type="button" className={`${buttonStyles.secondary} ${buttonStyles.large}`} onClick={() => void order.refetch()}>
            Повторить
          </button>
        )}
      </Shell>
    );
  }
  const current = order.data;
  if (current.status === 'cancelled') {
    return (
      <Shell>
        <p className={styles.lead}>Заказ №{current.id} отменён</p>
        {current.orderCancelReasonLabel && <p className={styles.muted}>{current.orderCancelReasonLabel}</p>}
        <AppLink className={`${buttonStyles.secondary} ${buttonStyles.large}`} href={buildPath('ORDERS')}>
          Мои заказы
        </AppLink>
      </Shell>
    );
  }
  if (paid) return <Shell busy>Оплата прошла, открываем заказ…</Shell>;

  const state = payment.data;
  const failed = !payment.isPending && (state === null || state?.status === 'canceled' || state?.status === 'rejected');
  return (
    <Shell>
      <p className={styles.lead}>
        Заказ №{current.id} на {formatPrice(current.total)}
      </p>
      {payment.isPending || isPaymentUnderWay(state) ? (
        <p className={styles.muted} aria-live="polite">
          Проверяем оплату…
        </p>
      ) : failed ? (
        <>
          <p role="alert" className={styles.problem}>
            {state === null ? 'Платёж ещё не создан.' : 'Оплата не прошла.'} Деньги не списаны — можно попробовать ещё раз.
          </p>
          <button type="button" className={`${buttonStyles.primary} ${buttonStyles.large}`} disabled={payAgain.isPending} onClick={() => payAgain.mutate()}>
            Оплатить снова
          </button>
        </>
      ) : (
        <>
          <p className={styles.muted} aria-live="polite">
            Заказ ждёт оплаты. Неоплаченный заказ отменится через 30 минут.
          </p>
          {state?.confirmationUrl && (
            <button type="button" className={`${buttonStyles.primary} ${buttonStyles.large}`} onClick={() => goToPaymentPage(state.confirmationUrl!)}>
              Перейти к оплате
            </button>
          )}
          <button type="button" className={`${buttonStyles.secondary} ${buttonStyles.large}`} onClick={() => void payment.refetch()}>
            Я оплатил — проверить
          </button>
        </>
      )}
    </Shell>
  );
}

function Shell({ children, busy = false }: { children: React.ReactNode; busy?: boolean }) {
  return (
    <section className={styles.page} aria-busy={busy || undefined}>
      <h1 className={styles.title}>{PAYMENT_TITLE}</h1>
      <div className={styles.card}>{children}</div>
    </section>
  );
}
