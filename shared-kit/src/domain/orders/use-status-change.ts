// One card's status change: the call, its pending state (the card's buttons wait for it), and
// what a refusal means: the server's words in a toast, and, when the order is not what the card
// shows any more (moved meanwhile, gone), the lists read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderStatusChangeRequest } from '../../contracts/orders';
import { GENERIC_ERROR_TEXT, isApiError } from '../../api/api-error';
import { notifyError } from '../../ui/toast';
import { changeOrderStatus, refetchOrdersLists } from './order-status';

/** 'done': changed; 'stale': refused for the order's state (the lists are read again); 'retry': worth sending again, as it is or corrected. */
export type StatusChangeOutcome = 'done' | 'stale' | 'retry';

export function useStatusChange(order: Order) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (change: OrderStatusChangeRequest) => changeOrderStatus(queryClient, order.id, change),
  });

  const change = async (request: OrderStatusChangeRequest): Promise<StatusChangeOutcome> => {
    try {
      // Undefined: the server failed and the client has said so; the order may still be as it was.
      return (await mutation.mutateAsync(request)) ? 'done' : 'retry';
    } catch (error) {
      notifyError(isApiError(error) ? error.userMessage : GENERIC_ERROR_TEXT);
      // No answer: nothing is known, the same request may be sent again.
      if (!isApiError(error) || error.status === 0) return 'retry';
      void refetchOrdersLists(queryClient);
      // A form the server would not take can be put right; anything else is about the order's state.
      return error.errorType === 'validation' ? 'retry' : 'stale';
    }
  };

  return { change, pending: mutation.isPending };
}
