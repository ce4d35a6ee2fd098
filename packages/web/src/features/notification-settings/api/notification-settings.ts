import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TNotificationSettings,
  TNotificationSettingsResponse,
} from '@fura/domain/notification-settings';
import { apiPost } from '../../../shared/api/client';

export const NOTIFICATION_SETTINGS_QUERY_KEY = ['notification-settings'] as const;

/** POST /api/notification/settings → { settings } (the defaults when the user never saved). */
export function fetchNotificationSettings(): Promise<TNotificationSettingsResponse> {
  return apiPost<TNotificationSettingsResponse>('/api/notification/settings', {});
}

/** POST /api/notification/save-settings { settings } → the settings as stored. */
export function saveNotificationSettings(
  settings: TNotificationSettings,
): Promise<TNotificationSettingsResponse> {
  return apiPost<TNotificationSettingsResponse>('/api/notification/save-settings', { settings });
}

export function useNotificationSettings() {
  return useQuery({ queryKey: NOTIFICATION_SETTINGS_QUERY_KEY, queryFn: fetchNotificationSettings });
}

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (answer) => client.setQueryData(NOTIFICATION_SETTINGS_QUERY_KEY, answer),
  });
}
