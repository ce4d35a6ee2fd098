import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  TAdminSettings,
  TAdminSettingsResponse,
  TAdminSettingsSaveRequest,
  TContractUploadResponse,
} from '@fura/domain/admin-site';
import { CONTRACT_FIELD } from '@fura/domain/admin-site';
import type { TSettingsResponse } from '@fura/domain/settings';
import { apiPost, apiPostForm } from '../../../shared/api/client';
import { SETTINGS_QUERY_KEY } from '../../../shared/settings/settings-query';
import { ADMIN_SETTINGS_QUERY_KEY } from './query-keys';

/** POST /api/admin/settings/get (no body) → the whole editable settings. */
export function useAdminSettings() {
  return useQuery({
    queryKey: ADMIN_SETTINGS_QUERY_KEY,
    queryFn: async () => (await apiPost<TAdminSettingsResponse>('/api/admin/settings/get')).settings,
  });
}

/** The admin's own tab shows the new settings at once (other visitors read them on their next load). */
function putInCache(client: QueryClient, settings: TAdminSettings): void {
  client.setQueryData(ADMIN_SETTINGS_QUERY_KEY, settings);
  client.setQueryData<TSettingsResponse>(SETTINGS_QUERY_KEY, (current) =>
    current
      ? { ...current, items: settings.menu, settings: settings.site, geoInstruction: settings.geoInstruction }
      : current,
  );
}

/** POST /api/admin/settings/save `{ menu?, site?, geoInstruction? }` → the settings as saved. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminSettingsSaveRequest) =>
      apiPost<TAdminSettingsResponse>('/api/admin/settings/save', body),
    onSuccess: ({ settings }) => putInCache(client, settings),
  });
}

/** POST /api/admin/settings/contract (multipart `file`) → the new download link, already in the settings. */
export function useUploadContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(CONTRACT_FIELD, file);
      return apiPostForm<TContractUploadResponse>('/api/admin/settings/contract', form);
    },
    onSuccess: ({ dogovor }) => {
      const current = client.getQueryData<TAdminSettings>(ADMIN_SETTINGS_QUERY_KEY);
      if (current) putInCache(client, { ...current, site: { ...current.site, dogovor } });
    },
  });
}
