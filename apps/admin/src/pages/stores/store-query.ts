/** The stores the staff member may manage and one store's schedule, and saving its parts. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminStoreListResponseSchema, adminStoreResponseSchema, type AdminStore, type AdminStoreCreate } from '@blush/shared/admin-store-contracts';
import { apiRequest, type RequestOptions } from '../../lib/api.ts';

export function useStores() {
  return useQuery({ queryKey: ['stores', 'list'], queryFn: ({ signal }) => apiRequest('/stores', adminStoreListResponseSchema, { signal }) });
}

export function useStore(slug: string) {
  return useQuery({ queryKey: ['stores', 'one', slug], queryFn: ({ signal }) => apiRequest(`/stores/${encodeURIComponent(slug)}`, adminStoreResponseSchema, { signal }) });
}

/** One change of the store's schedule: the answer (the whole store) replaces what the page shows. */
export function useStoreChange(slug: string, onDone: (store: AdminStore) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, method, body }: { path: string; method: RequestOptions['method']; body: unknown }) =>
      apiRequest(`/stores/${encodeURIComponent(slug)}${path}`, adminStoreResponseSchema, { method, body }),
    onSuccess: ({ store }) => {
      queryClient.setQueryData(['stores', 'one', slug], { store });
      onDone(store);
    },
    onError: async () => {
      // A stale version (or a refusal): show the store as it is now, the message says why.
      await queryClient.invalidateQueries({ queryKey: ['stores', 'one', slug] });
    },
  });
}

/** Opening a store: the new store is put in the cache of its page and the list is read again. */
export function useOpenStore(onDone: (store: AdminStore) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminStoreCreate) => apiRequest('/stores', adminStoreResponseSchema, { method: 'POST', body }),
    onSuccess: async ({ store }) => {
      queryClient.setQueryData(['stores', 'one', store.id], { store });
      await queryClient.invalidateQueries({ queryKey: ['stores', 'list'] });
      onDone(store);
    },
  });
}
