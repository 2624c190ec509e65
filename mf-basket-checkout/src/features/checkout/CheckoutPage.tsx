// /order/{cookId}: the checkout of one cook's basket (docs/decisions.md 'Checkout'). Pickup or
// delivery with the address in use and its details, a time slot from the cook's schedule, the
// recipient, comments and preferences, a promo code, the way to pay, and the price breakdown.
// Placing the order sends the form's idempotency key, so a retry is never a second order; an
// online order goes on to the payment (the provider's page, or at once with a saved card).
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { navigateToUrl } from 'single-spa';
import {
  AppLink,
  buildPath,
  buttonStyles,
  chooseAddress,
  FORM_TIMING,
  formatPhone,
  formatDeliveryCost,
  formatPrice,
  isApiError,
  loadAddressList,
  loadBasket,
  loadUser,
  notifyError,
  PhoneInput,
  Picture,
  scrollToFirstError,
  useAddress,
  useCookBasket,
  useBasket,
  useUser,
  GENERIC_ERROR_TEXT,
  type CheckoutOptions,
  type RouteMatch,
} from '@povar/shared-kit';
import { CHECKOUT_LABELS, DELIVERY_TYPE_LABELS, type DeliveryType } from '@povar/shared-kit/contracts';
import { PersonalDataConsent } from '@povar/shared-kit/forms';
import * as checkoutApi from './checkout-api';
import {
  checkoutFormSchema,
  checkoutKey,
  forgetCheckoutKey,
  addressDetailsOf,
  rememberedRecipientOf,
  toCheckoutRequest,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from './checkout-form';
import { goToPaymentPage } from './payment-redirect';
import { PromoCodeField, type AppliedPromo } from './PromoCodeField';
import { SlotPicker } from './SlotPicker';
import styles from './Checkout.module.css';

export const CHECKOUT_TITLE = 'Оформление заказа';

export function CheckoutPage({ match }: { match: RouteMatch }) {
  const cookId = Number(match.params.id);
  const basket = useCookBasket(cookId);
  const { loaded } = useBasket();
  const options = useQuery({
    queryKey: ['checkout-options', cookId],
    queryFn: ({ signal }) => checkoutApi.getCheckoutOptions(cookId, signal),
    enabled: Number.isInteger(cookId) && cookId > 0,
  });

  if (!loaded || options.isPending) {
    return (
      <section className={styles.page} aria-busy="true">
        <h1 className={styles.title}>{CHECKOUT_TITLE}</h1>
        <p className={styles.muted}>Загрузка…</p>
      </section>
    );
  }
  if (options.isError || !options.data) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{CHECKOUT_TITLE}</h1>
        <p role="alert">{isApiError(options.error) ? options.error.userMessage : GENERIC_ERROR_TEXT}</p>
        <button type="button" className={buttonStyles.secondary} onClick={() => void options.refetch()}>
          Повторить
        </button>
      </section>
    );
  }
  if (!basket) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{CHECKOUT_TITLE}</h1>
        <p>В корзине нет блюд этого повара.</p>
        <AppLink className={buttonStyles.secondary} href={buildPath('COOK', { id: cookId })}>
          Перейти в меню повара
        </AppLink>
      </section>
    );
  }
  return <CheckoutForm cookId={cookId} options={options.data} />;
}

function CheckoutForm({ cookId, options }: { cookId: number; options: CheckoutOptions }) {
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;
  const basket = useCookBasket(cookId)!;
  const place = useAddress((state) => state.address);
  const user = useUser((state) => state.user);
  const queryClient = useQueryClient();
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const defaultPayment = options.savedPaymentMethods.find((method) => method.isDefault);

  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    ...FORM_TIMING,
    defaultValues: {
      deliveryType: options.delivery ? 'delivery' : 'pickup',
      ...addressDetailsOf(place),
      commentForDelivery: '',
      recipientName: options.recipient.name || user?.name || '',
      recipientPhone: formatPhone(options.recipient.phone || user?.phone || ''),
      // Who received the last order at this address comes back with it.
      ...rememberedRecipientOf(place),
      commentForCook: '',
      preferences: [],
      deliverFrom: '',
      payment: defaultPayment ? `saved-${defaultPayment.id}` : 'online',
      savePaymentMethod: false,
    },
  });
  // A name given after the form opened (the sign-up's name step, over this page) fills a
  // recipient still left empty; a name the customer typed stays.
  const userName = user?.name ?? '';
  useEffect(() => {
    if (userName && !getValues('recipientName')) setValue('recipientName', userName);
  }, [userName, getValues, setValue]);
  const deliveryType = useWatch({ control, name: 'deliveryType' }) as DeliveryType;
  const payment = useWatch({ control, name: 'payment' });
  const deliverFrom = useWatch({ control, name: 'deliverFrom' });
  const isDelivery = deliveryType === 'delivery';
  const slotLines = useMemo(() => basket.rows.map((row) => ({ dishId: row.dish.id, count: row.count })), [basket.rows]);

  // A new address in use brings its own details, and its last recipient when it has one.
  useEffect(() => {
    const details = { ...addressDetailsOf(place), ...rememberedRecipientOf(place) };
    for (const [field, value] of Object.entries(details)) setValue(field as keyof typeof details, value);
  }, [place, setValue]);

  const submitLabel = payment === 'on_receipt' ? 'Оформить заказ' : 'Оформить и оплатить';
  const deliveryCost = isDelivery ? options.cook.deliveryCost : 0;
  const discount = promo && promo.dishesSum === basket.total ? promo.discount : 0;
  const total = basket.total + deliveryCost - discount;

  const placeOrder = async (values: CheckoutFormValues) => {
    setRefusal(null);
    if (isDelivery && !place) {
      setRefusal(['Укажите адрес доставки']);
      return;
    }
    try {
      const result = await checkoutApi.placeOrder(
        toCheckoutRequest(values, { cookId, idempotencyKey: checkoutKey(cookId), place, promoCode: promo?.code ?? null }),
      );
      if (!result) return;
      forgetCheckoutKey(cookId);
      // The order took the cook's dishes out of the basket, kept its details with the saved
      // address, and may have given a nameless account the recipient's name.
      void loadBasket();
      void loadAddressList();
      void loadUser();
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      if (result.payment?.confirmationUrl) goToPaymentPage(result.payment.confirmationUrl);
      else navigateToUrl(buildPath('ORDER_SUCCESS', { id: result.orderId }));
    } catch (error) {
      if (isApiError(error) && error.errorType === 'idempotency_key_reused') {
        // This key already placed an order with the form as it was; the next try is a new order
        // (the API refuses a changed form under the old key). The basket and orders show what was placed.
        forgetCheckoutKey(cookId);
        setRefusal(error.errors.length > 0 ? error.errors : [error.userMessage]);
        void loadBasket();
        void queryClient.invalidateQueries({ queryKey: ['orders'] });
      } else if (isApiError(error) && error.status === 400) {
        setRefusal(error.errors.length > 0 ? error.errors : [error.userMessage]);
        // A slot may have gone meanwhile: show the ones left.
        void queryClient.invalidateQueries({ queryKey: ['slots', cookId] });
      } else {
        notifyError(isApiError(error) ? error.userMessage : GENERIC_ERROR_TEXT);
      }
    }
  };

  const textError = (field: keyof CheckoutFormValues) => errors[field]?.message as string | undefined;
  const textField = (field: 'apartment' | 'entrance' | 'floor' | 'intercom', label: string) => (
    <div className={styles.field}>
      <label htmlFor={id(field)}>{label}</label>
      <input id={id(field)} className={styles.input} aria-invalid={textError(field) ? 'true' : undefined} {...register(field)} />
      {textError(field) && (
        <p className={styles.error} role="alert">
          {textError(field)}
        </p>
      )}
    </div>
  );

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{CHECKOUT_TITLE}</h1>
      <form className={styles.layout} noValidate onSubmit={(event) => void handleSubmit(placeOrder, scrollToFirstError)(event)}>
        <div className={styles.main}>
          <section className={styles.card} aria-labelledby={id('cook')}>
            <div className={styles.cook}>
              <Picture image={options.cook.avatar} alt="" kind="cook" className={styles.avatar} />
              <div>
                <h2 id={id('cook')} className={styles.cookName}>
                  {options.cook.name}
                </h2>
                <p className={styles.muted}>
                  {basket.rows.length} {basket.rows.length === 1 ? 'блюдо' : basket.rows.length < 5 ? 'блюда' : 'блюд'} · {formatPrice(basket.total)}
                </p>
              </div>
            </div>
          </section>

          <fieldset className={styles.card}>
            <legend className={styles.legend}>{CHECKOUT_LABELS.deliveryType}</legend>
            <div className={styles.segmented}>
              {(['delivery', 'pickup'] as const)
                .filter((type) => (type === 'delivery' ? options.delivery : options.pickup))
                .map((type) => (
                  <label key={type} className={styles.segment}>
                    <input type="radio" value={type} {...register('deliveryType')} />
                    <span>{DELIVERY_TYPE_LABELS[type]}</span>
                  </label>
                ))}
            </div>
            {isDelivery ? (
              <>
                <div className={styles.place}>
                  <p className={styles.placeText}>{place ? place.address : 'Адрес доставки не указан'}</p>
                  <button type="button" className={styles.link} onClick={() => chooseAddress()}>
                    {place ? 'Изменить' : 'Указать адрес'}
                  </button>
                </div>
                <p className={styles.muted}>Доставка {formatDeliveryCost(options.cook.deliveryCost)}</p>
                <div className={styles.grid}>
                  {textField('apartment', CHECKOUT_LABELS.apartment)}
                  {textField('entrance', CHECKOUT_LABELS.entrance)}
                  {textField('floor', CHECKOUT_LABELS.floor)}
                  {textField('intercom', CHECKOUT_LABELS.intercom)}
                </div>
                <div className={styles.field}>
                  <label htmlFor={id('addressComment')}>{CHECKOUT_LABELS.addressComment}</label>
                  <input id={id('addressComment')} className={styles.input} {...register('addressComment')} />
                </div>
                <div className={styles.field}>
                  <label htmlFor={id('commentForDelivery')}>{CHECKOUT_LABELS.commentForDelivery}</label>
                  <textarea id={id('commentForDelivery')} className={styles.textarea} rows={2} {...register('commentForDelivery')} />
                  {textError('commentForDelivery') && (
                    <p className={styles.error} role="alert">
                      {textError('commentForDelivery')}
                    </p>
                  )}
                </div>
              </>
            ) : (
              <p className={styles.place}>
                <span className={styles.muted}>Забрать у повара: </span>
                {options.cook.address}
              </p>
            )}
          </fieldset>

          <fieldset className={styles.card}>
            <legend className={styles.legend}>{CHECKOUT_LABELS.deliverFrom}</legend>
            <SlotPicker
              cookId={cookId}
              lines={slotLines}
              value={deliverFrom}
              onChange={(from) => setValue('deliverFrom', from, { shouldValidate: true })}
              error={textError('deliverFrom')}
            />
          </fieldset>

          <fieldset className={styles.card}>
            <legend className={styles.legend}>Получатель</legend>
            <div className={styles.pair}>
              <div className={styles.field}>
                <label htmlFor={id('recipientName')}>{CHECKOUT_LABELS.recipientName}</label>
                <input
                  id={id('recipientName')}
                  className={styles.input}
                  autoComplete="name"
                  aria-invalid={textError('recipientName') ? 'true' : undefined}
                  {...register('recipientName')}
                />
                {textError('recipientName') && (
                  <p className={styles.error} role="alert">
                    {textError('recipientName')}
                  </p>
                )}
              </div>
              <div className={styles.field}>
                <label htmlFor={id('recipientPhone')}>{CHECKOUT_LABELS.recipientPhone}</label>
                <PhoneInput
                  id={id('recipientPhone')}
                  className={styles.input}
                  aria-invalid={textError('recipientPhone') ? 'true' : undefined}
                  {...register('recipientPhone')}
                />
                {textError('recipientPhone') && (
                  <p className={styles.error} role="alert">
                    {textError('recipientPhone')}
                  </p>
                )}
              </div>
            </div>
          </fieldset>

          <fieldset className={styles.card}>
            <legend className={styles.legend}>Для повара</legend>
            <div className={styles.field}>
              <label htmlFor={id('commentForCook')}>{CHECKOUT_LABELS.commentForCook}</label>
              <textarea id={id('commentForCook')} className={styles.textarea} rows={3} {...register('commentForCook')} />
              {textError('commentForCook') && (
                <p className={styles.error} role="alert">
                  {textError('commentForCook')}
                </p>
              )}
            </div>
            {options.preferences.length > 0 && (
              <div className={styles.field} role="group" aria-labelledby={id('preferences')}>
                <span id={id('preferences')}>{CHECKOUT_LABELS.preferences}</span>
                <div className={styles.chips}>
                  {options.preferences.map((preference) => (
                    <label key={preference.slug} className={styles.chip}>
                      <input type="checkbox" value={preference.slug} {...register('preferences')} />
                      <span>{preference.title}</span>
                    </label>
                  ))}
                </div>
              </div>
            )}
          </fieldset>

          <fieldset className={styles.card}>
            <legend className={styles.legend}>{CHECKOUT_LABELS.paymentType}</legend>
            <div className={styles.options}>
              {options.savedPaymentMethods.map((method) => (
                <label key={method.id} className={styles.option}>
                  <input type="radio" value={`saved-${method.id}`} {...register('payment')} />
                  <span>
                    Картой {method.cardType} •••• {method.last4}
                  </span>
                </label>
              ))}
              <label className={styles.option}>
                <input type="radio" value="online" {...register('payment')} />
                <span>{options.savedPaymentMethods.length > 0 ? 'Новой картой онлайн' : 'Картой онлайн'}</span>
              </label>
              {payment === 'online' && (
                <label className={styles.subOption}>
                  <input type="checkbox" {...register('savePaymentMethod')} />
                  <span>Запомнить карту для следующих заказов</span>
                </label>
              )}
              {options.payOnReceipt && (
                <label className={styles.option}>
                  <input type="radio" value="on_receipt" {...register('payment')} />
                  <span>При получении — наличными или картой повару</span>
                </label>
              )}
            </div>
            {textError('payment') && (
              <p className={styles.error} role="alert">
                {textError('payment')}
              </p>
            )}
          </fieldset>
        </div>

        <aside className={styles.summary} aria-labelledby={id('summary')}>
          <h2 id={id('summary')} className={styles.summaryTitle}>
            Ваш заказ
          </h2>
          <ul className={styles.lines}>
            {basket.rows.map((row) => (
              <li key={row.dish.id}>
                <span>
                  {row.dish.name} × {row.count}
                </span>
                <span>{formatPrice(row.sum)}</span>
              </li>
            ))}
          </ul>
          <PromoCodeField cookId={cookId} dishesSum={basket.total} applied={promo} onApplied={setPromo} />
          <dl className={styles.sums}>
            <div>
              <dt>Блюда</dt>
              <dd>{formatPrice(basket.total)}</dd>
            </div>
            {isDelivery && (
              <div>
                <dt>Доставка</dt>
                <dd>{formatDeliveryCost(deliveryCost)}</dd>
              </div>
            )}
            {discount > 0 && (
              <div>
                <dt>Скидка по промокоду</dt>
                <dd>−{formatPrice(discount)}</dd>
              </div>
            )}
            <div className={styles.total}>
              <dt>Итого</dt>
              <dd>{formatPrice(total)}</dd>
            </div>
          </dl>
          {refusal && (
            <div className={styles.refusal} role="alert">
              {refusal.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          )}
          {/* On a phone the button stays at the bottom of the screen while the form scrolls. */}
          <div className={styles.submitBar}>
            <button type="submit" className={styles.submit} disabled={isSubmitting} aria-busy={isSubmitting}>
              {submitLabel} · {formatPrice(total)}
            </button>
          </div>
          <PersonalDataConsent buttonLabel={submitLabel} />
          <p className={styles.muted}>
            Как готовят и доставляют заказы — в{' '}
            <AppLink href={buildPath('DOCS', { slug: 'profile/useful/orders_and_delivery' })}>правилах заказа и доставки</AppLink>.
          </p>
        </aside>
      </form>
    </section>
  );
}
