import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminLandingResponse, TAdminLandingSave } from '@fura/domain/admin-content';
import type { TSettingsResponse } from '@fura/domain/settings';
import { apiPost } from '../../../shared/api/client';
import { SETTINGS_QUERY_KEY } from '../../../shared/settings/settings-query';
import { ADMIN_LANDING_QUERY_KEY } from './query-keys';

/** POST /api/admin/content/landing/get → `{ landing, apps }`. */
export function useAdminLanding() {
  return useQuery({
    queryKey: ADMIN_LANDING_QUERY_KEY,
    queryFn: () => apiPost<TAdminLandingResponse>('/api/admin/content/landing/get'),
  });
}

/** POST /api/admin/content/landing/save `{ landing?, apps? }` → both parts as saved. */
export function useSaveLanding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminLandingSave) =>
      apiPost<TAdminLandingResponse>('/api/admin/content/landing/save', {
        ...(body.landing ? { landing: body.landing } : {}),
        ...(body.apps ? { apps: body.apps } : {}),
      }),
    onSuccess: (answer) => {
      client.setQueryData(ADMIN_LANDING_QUERY_KEY, answer);
      // The admin's own tab shows the new store links at once (the download page reads them from the settings).
      client.setQueryData<TSettingsResponse>(SETTINGS_QUERY_KEY, (current) =>
        current ? { ...current, apps: answer.apps } : current,
      );
    },
  });
}
