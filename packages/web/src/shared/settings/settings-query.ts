import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSettingsResponse } from '@fura/domain/settings';
import { apiPost } from '../api/client';

/** Site settings: menu partitions, contacts, links (POST /api/page/getSettings). Loaded once at app start. */
export const SETTINGS_QUERY_KEY = ['settings'] as const;

export function fetchSettings(): Promise<TSettingsResponse> {
  return apiPost<TSettingsResponse>('/api/page/getSettings');
}

export const settingsQuery = queryOptions({
  queryKey: SETTINGS_QUERY_KEY,
  queryFn: fetchSettings,
  staleTime: Infinity,
});

/** The settings; always present below the app start gate, which renders nothing until they load. */
export function useSettings(): TSettingsResponse | undefined {
  return useQuery(settingsQuery).data;
}
