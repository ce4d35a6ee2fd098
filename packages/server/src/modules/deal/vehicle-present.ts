import type { TDealVehicle } from '@fura/domain/deal-vehicle';
import type { DealRow } from '../../db/schema';

/** The deal's vehicle and driver for one of its parties; the template's name only to the carrier who named it. */
export function presentDealVehicle(
  deal: DealRow,
  view: { viewerId: string; verified: boolean; templateName: string | null; open: boolean },
): TDealVehicle {
  const isCarrier = deal.carrierId === view.viewerId;
  return {
    plate: deal.vehiclePlate,
    templateId: isCarrier ? deal.vehicleTemplateId : null,
    templateName: isCarrier ? view.templateName : null,
    verified: view.verified,
    driverName: deal.driverName,
    driverPhone: deal.driverPhone,
    termsVersion: deal.termsVersion,
    canEdit: isCarrier && view.open,
  };
}
