import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFaqResponse, TFaqSection } from '@fura/domain/content';
import { apiGet } from '../../../shared/api/client';
import { faqQueryKey } from './query-keys';
import { retryServerFailures } from './retry';

export type FaqAudienceFilter = 'cargo' | 'carrier' | null;

/**
 * GET /api/content/faq?audience=cargo|carrier (public) → the sections for that audience plus those for everyone;
 * without an audience every section, in their order.
 */
export async function fetchFaq(audience: FaqAudienceFilter): Promise<TFaqSection[]> {
  const query = audience ? `?audience=${audience}` : '';
  const answer = await apiGet<TFaqResponse>(`/api/content/faq${query}`);
  return answer.sections;
}

export function faqQuery(audience: FaqAudienceFilter) {
  return queryOptions({
    queryKey: faqQueryKey(audience),
    queryFn: () => fetchFaq(audience),
    staleTime: 5 * 60_000,
    retry: retryServerFailures,
  });
}

export function useFaq(audience: FaqAudienceFilter) {
  return useQuery(faqQuery(audience));
}
