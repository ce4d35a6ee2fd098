import { useQuery } from '@tanstack/react-query';
import type { TSettingsResponse } from '@fura/domain/settings';
import { apiPost } from '../api/client';

/** Site settings: menu partitions, contacts, links (POST /api/page/getSettings). Loaded once at app start. */
export const SETTINGS_QUERY_KEY = ['settings'] as const;

export function fetchSettings(): Promise<TSettingsResponse> {
  return apiPost<TSettingsResponse>('/api/page/getSettings');
}

/** The settings; always present below the app start gate, which renders nothing until they load. */
export function useSettings(): TSettingsResponse | undefined {
  return useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: fetchSettings, staleTime: Infinity }).data;
}
