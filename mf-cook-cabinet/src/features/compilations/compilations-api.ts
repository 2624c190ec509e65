// The cook's compilations through the API (contract: shared-kit contracts/compilations.ts): the
// list with the dishes one may add, and the writes, each refreshing the list when it lands.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, notifyError, notifySuccess, type Compilation, type CompilationFields, type CompilationList } from '@povar/shared-kit';
import { failureText } from '@povar/shared-kit/forms';
import { compilationsEndpoints } from '@povar/shared-kit/endpoints/compilations';

export const COMPILATIONS_QUERY_KEY = ['cabinet', 'compilations'] as const;

export const SAVED_TEXT = 'Подборка сохранена';
export const DELETED_TEXT = 'Подборка удалена';
export const ORDER_SAVED_TEXT = 'Порядок подборок сохранён';

/** A 500/503/429 resolves empty after its toast: the page shows its failed state then. */
const required = <T>(answer: T | undefined): T => {
  if (answer === undefined) throw new Error('The API answered without data');
  return answer;
};

export function useCompilations() {
  return useQuery({
    queryKey: COMPILATIONS_QUERY_KEY,
    queryFn: async ({ signal }) => required(await call(compilationsEndpoints.listOwnCompilations, { signal })),
  });
}

export function useSaveCompilation({ onSaved }: { onSaved: (compilation: Compilation) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, fields }: { id: number | null; fields: CompilationFields }) =>
      required(
        id === null
          ? await call(compilationsEndpoints.createCompilation, { body: fields })
          : await call(compilationsEndpoints.updateCompilation, { params: { id }, body: fields }),
      ),
    onSuccess: async (compilation) => {
      notifySuccess(SAVED_TEXT);
      await queryClient.invalidateQueries({ queryKey: COMPILATIONS_QUERY_KEY });
      onSaved(compilation);
    },
  });
}

export function useDeleteCompilation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => required(await call(compilationsEndpoints.deleteCompilation, { params: { id } })),
    onSuccess: async () => {
      notifySuccess(DELETED_TEXT);
      await queryClient.invalidateQueries({ queryKey: COMPILATIONS_QUERY_KEY });
    },
    onError: (error) => notifyError(failureText(error)),
  });
}

/** Shows the new order at once; the server's list replaces it, or the old one comes back on a failure. */
export function useReorderCompilations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => required(await call(compilationsEndpoints.reorderCompilations, { body: { ids } })),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: COMPILATIONS_QUERY_KEY });
      const before = queryClient.getQueryData<CompilationList>(COMPILATIONS_QUERY_KEY);
      if (before) {
        const byId = new Map(before.items.map((item) => [item.id, item]));
        queryClient.setQueryData<CompilationList>(COMPILATIONS_QUERY_KEY, { ...before, items: ids.flatMap((id) => byId.get(id) ?? []) });
      }
      return { before };
    },
    onSuccess: (list) => {
      queryClient.setQueryData(COMPILATIONS_QUERY_KEY, list);
      notifySuccess(ORDER_SAVED_TEXT);
    },
    onError: (error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(COMPILATIONS_QUERY_KEY, context.before);
      notifyError(failureText(error));
      void queryClient.invalidateQueries({ queryKey: COMPILATIONS_QUERY_KEY });
    },
  });
}
