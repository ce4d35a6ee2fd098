import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminTariffListResponse,
  TAdminTariffPlan,
  TAdminTariffSaveRequest,
  TAdminTariffSaveResponse,
} from '@fura/domain/admin-site';
import { apiPost } from '../../../shared/api/client';
import { ADMIN_TARIFFS_QUERY_KEY } from './query-keys';

/** POST /api/admin/tariffs/list (no body) → every plan, the demo and disabled ones too. */
export function useAdminPlans() {
  return useQuery({
    queryKey: ADMIN_TARIFFS_QUERY_KEY,
    queryFn: async () => (await apiPost<TAdminTariffListResponse>('/api/admin/tariffs/list')).plans,
  });
}

/** POST /api/admin/tariffs/save `{ code, name, days, priceKopecks, sortOrder, enabled }` → the plan as saved. */
export function useSavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminTariffSaveRequest) =>
      apiPost<TAdminTariffSaveResponse>('/api/admin/tariffs/save', body),
    onSuccess: ({ plan }) => {
      client.setQueryData<TAdminTariffPlan[]>(ADMIN_TARIFFS_QUERY_KEY, (plans) =>
        plans
          ?.map((item) => (item.code === plan.code ? plan : item))
          .sort((a, b) => a.sortOrder - b.sortOrder || a.days - b.days),
      );
    },
  });
}
