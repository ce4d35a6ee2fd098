import { DEAL_VEHICLE_MESSAGES } from '@fura/domain/deal-vehicle';
import type { Db } from '../../db/connect';
import type { UserRow } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { findTemplate } from '../vehicle-template/repo';

/**
 * The vehicle a request names (issue 29) is one of the requester's own templates: a carrier's, since only carriers
 * have them. Another's or an unknown template is refused as not found, on the field.
 */
export async function assertRequestVehicle(db: Db, actor: UserRow, templateId: string | null): Promise<void> {
  if (templateId === null) return;
  const template = await findTemplate(db, templateId);
  if (!template || template.ownerId !== actor.id) {
    throw badRequest(DEAL_VEHICLE_MESSAGES.templateNotFound, 'request.vehicleTemplateId');
  }
}
