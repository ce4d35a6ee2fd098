import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFaqQuestionResponse } from '@fura/domain/content';
import { apiGet } from '../../../shared/api/client';
import { faqQuestionQueryKey } from './query-keys';
import { retryServerFailures } from './retry';

/** GET /api/content/faq/:slug (public) → the question with its section; 404 «Вопрос не найден». */
export function fetchFaqQuestion(slug: string): Promise<TFaqQuestionResponse> {
  return apiGet<TFaqQuestionResponse>(`/api/content/faq/${encodeURIComponent(slug)}`);
}

export function faqQuestionQuery(slug: string) {
  return queryOptions({
    queryKey: faqQuestionQueryKey(slug),
    queryFn: () => fetchFaqQuestion(slug),
    staleTime: 5 * 60_000,
    retry: retryServerFailures,
  });
}

export function useFaqQuestion(slug: string) {
  return useQuery(faqQuestionQuery(slug));
}
