// 'Отмена заказа': the reasons of the asking side (as the order's action lists them) as radio
// buttons, and the text 'Другое' needs. Sending is the card's business (onSubmit), which also
// decides when the popup closes.
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Order, OrderAction, OrderStatusChangeRequest } from '../../contracts/orders';
import { FORM_TIMING } from '../../ui/form-errors';
import { Popup } from '../../ui/Popup';
import { cancelFormSchema, isOtherReason, toCancelRequest, type CancelFormValues } from './cancel-form';
import { CANCEL_POPUP_TITLE, CANCEL_REASON_LEGEND, EXACT_REASON_LABEL, KEEP_ORDER_TEXT, orderTitle } from './order-texts';
import buttons from '../../ui/Button.module.css';
import reasonForm from '../../ui/ReasonForm.module.css';
import styles from './OrderCard.module.css';

export interface CancelOrderPopupProps {
  order: Order;
  action: OrderAction;
  onSubmit: (change: OrderStatusChangeRequest) => Promise<void>;
  onClose: () => void;
}

export function CancelOrderPopup({ order, action, onSubmit, onClose }: CancelOrderPopupProps) {
  const ids = useId();
  const formId = `${ids}-form`;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CancelFormValues>({
    resolver: zodResolver(cancelFormSchema(order.viewerRole)),
    ...FORM_TIMING,
    // A short form in a popup: the field to put right gets the focus.
    shouldFocusError: true,
    defaultValues: { reason: '', exactly: '' },
  });
  const reason = useWatch({ control, name: 'reason' });

  const footer = (
    <div className={reasonForm.popupActions}>
      <button type="submit" form={formId} className={buttons.danger} disabled={isSubmitting} aria-busy={isSubmitting}>
        {action.label}
      </button>
      <button type="button" className={buttons.secondary} onClick={onClose} disabled={isSubmitting}>
        {KEEP_ORDER_TEXT}
      </button>
    </div>
  );

  return (
    <Popup title={CANCEL_POPUP_TITLE} onClose={onClose} sheetBelow="tablet" footer={footer}>
      <form
        id={formId}
        className={reasonForm.form}
        noValidate
        onSubmit={(event) => void handleSubmit((values) => onSubmit(toCancelRequest(action.status, values)))(event)}
      >
        <p className={styles.muted}>{orderTitle(order.id)}</p>
        <fieldset className={reasonForm.reasons} aria-describedby={errors.reason ? `${ids}-reason-error` : undefined}>
          <legend className={reasonForm.legend}>{CANCEL_REASON_LEGEND}</legend>
          {action.cancelReasons.map((option) => (
            <label key={option.code} className={reasonForm.reason}>
              <input type="radio" value={option.code} {...register('reason')} />
              <span>{option.label}</span>
            </label>
          ))}
          {errors.reason && (
            <p id={`${ids}-reason-error`} className={reasonForm.error} role="alert">
              {errors.reason.message}
            </p>
          )}
        </fieldset>
        {isOtherReason(reason) && (
          <div className={reasonForm.field}>
            <label htmlFor={`${ids}-exactly`}>{EXACT_REASON_LABEL}</label>
            <textarea
              id={`${ids}-exactly`}
              className={reasonForm.textarea}
              rows={3}
              aria-required="true"
              aria-invalid={errors.exactly ? 'true' : undefined}
              aria-describedby={errors.exactly ? `${ids}-exactly-error` : undefined}
              {...register('exactly')}
            />
            {errors.exactly && (
              <p id={`${ids}-exactly-error`} className={reasonForm.error} role="alert">
                {errors.exactly.message}
              </p>
            )}
          </div>
        )}
      </form>
    </Popup>
  );
}
