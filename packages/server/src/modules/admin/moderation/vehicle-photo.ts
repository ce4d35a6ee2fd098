import { VEHICLE_CHECK_MESSAGES, VEHICLE_DOCS, type VehicleDoc } from '@fura/domain/vehicle-check';
import type { AppDeps } from '../../../app-deps';
import { notFound } from '../../../http/errors';
import { watermarkForReview } from '../../../images/watermark';
import { readVehicleDoc } from '../../vehicle-template/check-documents';
import { findTemplate } from '../../vehicle-template/repo';

function isVehicleDoc(value: string): value is VehicleDoc {
  return VEHICLE_DOCS.some((doc) => doc === value);
}

/** The copy of a vehicle's СТС or lease an admin sees (issue 29): watermarked as passports are, never the stored bytes. */
export async function vehicleDocForReview(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  templateId: string,
  doc: string,
): Promise<Buffer> {
  if (!isVehicleDoc(doc)) throw notFound(VEHICLE_CHECK_MESSAGES.notUploaded);
  const template = await findTemplate(deps.db, templateId);
  if (!template) throw notFound(VEHICLE_CHECK_MESSAGES.templateNotFound);
  return watermarkForReview(await readVehicleDoc(deps.storage, template, doc));
}
