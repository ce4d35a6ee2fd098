import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLandingTexts } from '@fura/domain/content';
import { apiGet } from '../../../shared/api/client';

/** The same key in every feature that reads the landing texts, so they share one answer. */
export const LANDING_QUERY_KEY = ['content', 'landing'] as const;

/** GET /api/content/landing (public) → the texts of /, /cargo, /carrier and /download-app. */
export function fetchLanding(): Promise<TLandingTexts> {
  return apiGet<TLandingTexts>('/api/content/landing');
}

export const landingQuery = queryOptions({
  queryKey: LANDING_QUERY_KEY,
  queryFn: fetchLanding,
  staleTime: 5 * 60_000,
});

export function useLandingTexts() {
  return useQuery(landingQuery);
}
