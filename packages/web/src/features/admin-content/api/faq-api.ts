import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFaqQuestion, TFaqQuestionSave, TFaqSection, TFaqSectionSave } from '@fura/domain/content';
import { apiPost } from '../../../shared/api/client';
import { ADMIN_FAQ_QUERY_KEY } from './query-keys';

/** POST /api/admin/content/faq/list → every section with its questions. */
export function useAdminFaq() {
  return useQuery({
    queryKey: ADMIN_FAQ_QUERY_KEY,
    queryFn: async () => (await apiPost<{ sections: TFaqSection[] }>('/api/admin/content/faq/list')).sections,
  });
}

/** Every FAQ change re-reads the list: positions and moves between sections are the server's to order. */
function useFaqMutation<TBody, TAnswer>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => apiPost<TAnswer>(`/api/admin/content/faq/${path}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_FAQ_QUERY_KEY }),
  });
}

/** faq/section/save `{ id?, title, audience, position }` → `{ section }`. */
export const useSaveSection = () => useFaqMutation<TFaqSectionSave, { section: TFaqSection }>('section/save');
/** faq/section/delete `{ id }`: the section with its questions. */
export const useDeleteSection = () => useFaqMutation<{ id: string }, { error: false }>('section/delete');
/** faq/question/save `{ id?, sectionId, slug, question, answer, position }` → `{ question }`. */
export const useSaveQuestion = () =>
  useFaqMutation<TFaqQuestionSave, { question: TFaqQuestion }>('question/save');
/** faq/question/delete `{ id }`. */
export const useDeleteQuestion = () => useFaqMutation<{ id: string }, { error: false }>('question/delete');
