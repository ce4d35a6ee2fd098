import { useQuery } from '@tanstack/react-query';
import type { TVehicleTemplate } from '@fura/domain/vehicle-templates';
import { apiPost } from './client';

/**
 * The carrier's vehicle templates (POST /api/vehicle-template/list), newest first. Shared: the templates pages
 * manage them and the offer form fills its vehicle from one. Keys of single templates start with this key too.
 */
export const VEHICLE_TEMPLATES_QUERY_KEY = ['vehicle-templates'] as const;

export async function fetchVehicleTemplates(): Promise<TVehicleTemplate[]> {
  const answer = await apiPost<{ error: false; templates: TVehicleTemplate[] }>('/api/vehicle-template/list');
  return answer.templates;
}

/** Carriers only: the server answers 403 to anyone else, so pass `enabled: false` for other roles. */
export function useVehicleTemplates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: VEHICLE_TEMPLATES_QUERY_KEY, queryFn: fetchVehicleTemplates, enabled });
}
