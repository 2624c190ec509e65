// The operator's calls (docs/accounts.md 'Operators and the queue'): the queue of one status page
// by page, one application, and the two decisions, which refresh every list they change.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { call, notifyError, notifySuccess, type ApproveApplicationRequest, type CookApplicationStatus, type ModerationList } from '@povar/shared-kit';
import { failureText } from '@povar/shared-kit/forms';
import { moderationEndpoints } from '@povar/shared-kit/endpoints/moderation';

const LISTS_KEY = ['moderation', 'applications'] as const;
const listKey = (status: CookApplicationStatus) => [...LISTS_KEY, status] as const;
const applicationKey = (id: number) => ['moderation', 'application', id] as const;

/** Undefined means a 5xx or 429 the client already told in a toast; for the query it is a failure. */
function answered<T>(answer: T | undefined, what: string): T {
  if (answer === undefined) throw new Error(`No answer for ${what}`);
  return answer;
}

export function useApplicationPages(status: CookApplicationStatus) {
  return useInfiniteQuery({
    queryKey: listKey(status),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      answered(await call(moderationEndpoints.listCookApplications, { query: { status, page: pageParam }, signal }), 'the applications'),
    getNextPageParam: (last: ModerationList) => (last.pagination.page < last.pagination.lastPage ? last.pagination.page + 1 : undefined),
  });
}

export function useApplication(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: applicationKey(id ?? 0),
    enabled: id !== null,
    // Runs only with an id (enabled above).
    queryFn: async ({ signal }) => answered(await call(moderationEndpoints.getCookApplicationForReview, { params: { id: id! }, signal }), 'the application'),
    // The list already holds the whole application: shown at once while the fresh copy comes.
    placeholderData: () =>
      queryClient
        .getQueriesData<InfiniteData<ModerationList>>({ queryKey: LISTS_KEY })
        .flatMap(([, data]) => data?.pages ?? [])
        .flatMap((page) => page.items)
        .find((item) => item.id === id),
  });
}

export type Decision = { kind: 'approve'; flags: ApproveApplicationRequest } | { kind: 'reject'; reason: string };

export const APPROVED_TEXT = 'Заявка одобрена';
export const REJECTED_TEXT = 'Заявка отклонена';

/**
 * Approves or rejects the application, and says how it went in a toast. Whatever the outcome,
 * the lists are read again: after a decision the application moves to another tab, after a
 * refusal ('Заявка уже рассмотрена') someone else has moved it. The outcome is handled here, not
 * by the caller: the decided application may already be gone from the screen.
 */
export function useDecision(id: number, { onDecided }: { onDecided: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      decision.kind === 'approve'
        ? call(moderationEndpoints.approveCookApplication, { params: { id }, body: decision.flags })
        : call(moderationEndpoints.rejectCookApplication, { params: { id }, body: { reason: decision.reason } }),
    onSuccess: (application, decision) => {
      // Undefined: a 5xx or 429 already told in a toast; the operator may try again.
      if (!application) return;
      queryClient.setQueryData(applicationKey(id), application);
      notifySuccess(decision.kind === 'approve' ? APPROVED_TEXT : REJECTED_TEXT);
      onDecided();
    },
    onError: (error) => {
      notifyError(failureText(error));
      return queryClient.invalidateQueries({ queryKey: applicationKey(id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LISTS_KEY }),
  });
}
