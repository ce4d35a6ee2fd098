import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVehicleTemplate } from '@fura/domain/vehicle-templates';
import { apiPost } from '../../../shared/api/client';
import { VEHICLE_TEMPLATES_QUERY_KEY } from '../../../shared/api/vehicle-templates';
import { templateQueryKey } from './get-template';

/** POST /api/vehicle-template/delete; the template leaves the cached list at once. */
export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<{ error: false }>('/api/vehicle-template/delete', { id }),
    onSuccess: (_answer, id) => {
      client.setQueryData<TVehicleTemplate[]>(VEHICLE_TEMPLATES_QUERY_KEY, (list) =>
        list?.filter((item) => item._id !== id),
      );
      client.removeQueries({ queryKey: templateQueryKey(id), exact: true });
    },
  });
}
