import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLandingTexts } from '@fura/domain/content';
import { apiGet } from './client';

/** One key for every screen that reads the landing texts (/, /cargo, /carrier, /download-app): one shared answer. */
const LANDING_QUERY_KEY = ['content', 'landing'] as const;

/** GET /api/content/landing (public) → the texts of /, /cargo, /carrier and /download-app. */
function fetchLanding(): Promise<TLandingTexts> {
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
