import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LEASE_PHOTO_FIELD, STS_PHOTO_FIELD } from '@fura/domain/vehicle-check';
import type { TVehicleTemplate } from '@fura/domain/vehicle-templates';
import { VEHICLE_TEMPLATES_QUERY_KEY } from '../../../shared/api/vehicle-templates';
import { templateQueryKey, type TemplateAnswer } from './get-template';
import { postFormWithProgress } from './post-form-with-progress';

export interface UploadCheckRequest {
  id: string;
  sts: File | null;
  lease: File | null;
  onProgress?: (percent: number) => void;
}

/**
 * POST /api/vehicle-template/check-upload (issue 29, multipart: `id`, `stsPhoto`, `leasePhoto`): the documents go to
 * the moderators; the answer is the template with its check's state, never the files.
 */
export function uploadVehicleCheck({ id, sts, lease, onProgress }: UploadCheckRequest) {
  const form = new FormData();
  form.append('id', id);
  if (sts) form.append(STS_PHOTO_FIELD, sts);
  if (lease) form.append(LEASE_PHOTO_FIELD, lease);
  return postFormWithProgress<TemplateAnswer>('/api/vehicle-template/check-upload', form, onProgress);
}

export function useUploadVehicleCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadVehicleCheck,
    onSuccess: ({ template }) => {
      client.setQueryData(templateQueryKey(template._id), template);
      client.setQueryData<TVehicleTemplate[]>(VEHICLE_TEMPLATES_QUERY_KEY, (list) =>
        list?.map((item) => (item._id === template._id ? template : item)),
      );
    },
  });
}
