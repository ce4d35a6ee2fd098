import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TVehicleTemplate } from '@fura/domain/vehicle-templates';
import { ApiError, apiPost } from '../../../shared/api/client';
import { VEHICLE_TEMPLATES_QUERY_KEY } from '../../../shared/api/vehicle-templates';

export function templateQueryKey(id: string) {
  return [...VEHICLE_TEMPLATES_QUERY_KEY, 'one', id] as const;
}

export interface TemplateAnswer {
  error: false;
  template: TVehicleTemplate;
}
/** POST /api/vehicle-template/get; starts from the list's copy when the list is already loaded. */
export function useVehicleTemplate(id: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: templateQueryKey(id),
    queryFn: async () => (await apiPost<TemplateAnswer>('/api/vehicle-template/get', { id })).template,
    initialData: () =>
      client.getQueryData<TVehicleTemplate[]>(VEHICLE_TEMPLATES_QUERY_KEY)?.find((item) => item._id === id),
    initialDataUpdatedAt: () => client.getQueryState(VEHICLE_TEMPLATES_QUERY_KEY)?.dataUpdatedAt,
    // Not found or not allowed stays so: only a network or server failure is worth a second try.
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}
