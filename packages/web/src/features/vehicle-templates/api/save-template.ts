import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TVehicleTemplate, TVehicleTemplateInput } from '@fura/domain/vehicle-templates';
import { VEHICLE_TEMPLATES_QUERY_KEY } from '../../../shared/api/vehicle-templates';
import { templateQueryKey, type TemplateAnswer } from './get-template';
import { postFormWithProgress } from './post-form-with-progress';

export interface SaveTemplateRequest {
  /** null creates a template. */
  id: string | null;
  input: TVehicleTemplateInput;
  photo: File | null;
  onProgress?: (percent: number) => void;
}

/** POST /api/vehicle-template/{create,update} (multipart: `id`, `template` JSON, optional `photo`). */
export function saveTemplate({ id, input, photo, onProgress }: SaveTemplateRequest) {
  const form = new FormData();
  if (id) form.append('id', id);
  form.append('template', JSON.stringify(input));
  if (photo) form.append('photo', photo);
  const path = id ? '/api/vehicle-template/update' : '/api/vehicle-template/create';
  return postFormWithProgress<TemplateAnswer>(path, form, onProgress);
}

function putInCache(client: QueryClient, template: TVehicleTemplate): void {
  client.setQueryData(templateQueryKey(template._id), template);
  client.setQueryData<TVehicleTemplate[]>(VEHICLE_TEMPLATES_QUERY_KEY, (list) => {
    if (!list) return list;
    return list.some((item) => item._id === template._id)
      ? list.map((item) => (item._id === template._id ? template : item))
      : [template, ...list];
  });
}

export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: ({ template }) => putInCache(client, template),
  });
}
