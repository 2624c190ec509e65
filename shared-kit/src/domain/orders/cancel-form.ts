// The cancellation form's rules: a reason from the side's list, and for 'Другое' the text, judged
// by the contract's own cancelReasonProblem (the API applies the same) so the words match.
import { z } from 'zod';
import {
  cancelReasonProblem,
  EXACT_CANCEL_REASON_MAX_LENGTH,
  EXACT_CANCEL_REASON_REQUIRED_MESSAGE,
  OTHER_CANCEL_REASON,
  type OrderPartyRole,
  type OrderStatus,
  type OrderStatusChangeRequest,
} from '../../contracts/orders';

export const cancelFormSchema = (side: OrderPartyRole) =>
  z
    .object({
      reason: z.string(),
      exactly: z.string().max(EXACT_CANCEL_REASON_MAX_LENGTH, `Не больше ${EXACT_CANCEL_REASON_MAX_LENGTH} символов`),
    })
    .superRefine(({ reason, exactly }, context) => {
      const problem = cancelReasonProblem(side, reason, exactly);
      if (problem) context.addIssue({ code: 'custom', path: [problem === EXACT_CANCEL_REASON_REQUIRED_MESSAGE ? 'exactly' : 'reason'], message: problem });
    });
export type CancelFormValues = z.infer<ReturnType<typeof cancelFormSchema>>;

export const isOtherReason = (reason: string) => reason === OTHER_CANCEL_REASON;

/** The text goes only with 'Другое': it is what the reason then means. */
export function toCancelRequest(status: OrderStatus, { reason, exactly }: CancelFormValues): OrderStatusChangeRequest {
  return { status, orderCancelReason: reason, exactlyOrderCancelReason: isOtherReason(reason) ? exactly.trim() : null };
}
