import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminPagesResponse } from '@fura/domain/admin-content';
import type { TPage, TPageSave } from '@fura/domain/content';
import { apiPost } from '../../../shared/api/client';
import { ADMIN_PAGES_QUERY_KEY, adminPageQueryKey } from './query-keys';

/** POST /api/admin/content/pages/list → every page (slug, title, updatedAt). */
export function useAdminPages() {
  return useQuery({
    queryKey: ADMIN_PAGES_QUERY_KEY,
    queryFn: async () => (await apiPost<TAdminPagesResponse>('/api/admin/content/pages/list')).pages,
  });
}

/** POST /api/admin/content/pages/get `{ slug }` → the page with its Markdown body. */
export function useAdminPage(slug: string | null) {
  return useQuery({
    queryKey: adminPageQueryKey(slug ?? ''),
    queryFn: async () => (await apiPost<{ page: TPage }>('/api/admin/content/pages/get', { slug })).page,
    enabled: slug !== null,
  });
}

/** POST /api/admin/content/pages/save `{ originalSlug?, slug, title, description, body }` → the page as saved. */
export function useSavePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TPageSave) =>
      (await apiPost<{ page: TPage }>('/api/admin/content/pages/save', body)).page,
    onSuccess: (page, body) => {
      if (body.originalSlug && body.originalSlug !== page.slug)
        client.removeQueries({ queryKey: adminPageQueryKey(body.originalSlug) });
      client.setQueryData(adminPageQueryKey(page.slug), page);
      void client.invalidateQueries({ queryKey: ADMIN_PAGES_QUERY_KEY });
    },
  });
}

/** POST /api/admin/content/pages/delete `{ slug }`. */
export function useDeletePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => apiPost<{ error: false }>('/api/admin/content/pages/delete', { slug }),
    onSuccess: (_answer, slug) => {
      client.removeQueries({ queryKey: adminPageQueryKey(slug) });
      void client.invalidateQueries({ queryKey: ADMIN_PAGES_QUERY_KEY });
    },
  });
}
