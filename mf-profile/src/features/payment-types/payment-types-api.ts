// The signed-in customer's saved cards (docs/decisions.md 'Payments'): the list of
// GET /api/profiles/payment-types, and making a card the default or forgetting it, each of
// which answers the whole list as the server now keeps it (default first, then newest).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, notifyError, type SavedPaymentMethod } from '@povar/shared-kit';
import { failureText } from '@povar/shared-kit/forms';
import { paymentsEndpoints } from '@povar/shared-kit/endpoints/payments';

const SAVED_CARDS_KEY = ['profile', 'payment-types'] as const;

export function useSavedCards() {
  return useQuery({
    queryKey: SAVED_CARDS_KEY,
    queryFn: async ({ signal }) => {
      const answer = await call(paymentsEndpoints.listPaymentTypes, { signal });
      // The client has already told the user about a 5xx or 429; the page shows the list failed.
      if (!answer) throw new Error('No answer for the saved cards');
      return answer.items;
    },
    // Read afresh on every visit and never kept for whoever signs in next: the cards are one person's.
    gcTime: 0,
  });
}

export interface CardAction {
  kind: 'make-default' | 'delete';
  card: SavedPaymentMethod;
}

/**
 * Makes a card the default or deletes it; the answer replaces the list. A refusal (the card is
 * gone already: 'Способ оплаты не найден') is shown in the API's words and the list stays.
 */
export function useCardAction({ onDone }: { onDone: (action: CardAction) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, card }: CardAction) =>
      kind === 'make-default'
        ? call(paymentsEndpoints.setDefaultPaymentType, { params: { id: card.id } })
        : call(paymentsEndpoints.deletePaymentType, { params: { id: card.id } }),
    onSuccess: (answer, action) => {
      // Undefined: a 5xx or 429 the client already told in a toast; the customer may try again.
      if (!answer) return;
      queryClient.setQueryData<SavedPaymentMethod[]>(SAVED_CARDS_KEY, answer.items);
      onDone(action);
    },
    onError: (error) => {
      notifyError(failureText(error));
    },
  });
}
