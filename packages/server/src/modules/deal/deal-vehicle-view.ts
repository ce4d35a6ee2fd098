import type { TDealVehicle } from '@fura/domain/deal-vehicle';
import type { Db } from '../../db/connect';
import type { DealRow } from '../../db/schema';
import { findTemplate } from '../vehicle-template/repo';
import { isDealOpen } from './vehicle-policy';
import { presentDealVehicle } from './vehicle-present';
import { isPlateVerifiedFor } from './vehicle-repo';

/** The deal's vehicle as `viewerId` (one of its parties) sees it, with «Машина проверена» looked up. */
export async function dealVehicleView(
  db: Db,
  deal: DealRow,
  status: number,
  viewerId: string,
): Promise<TDealVehicle> {
  const verified = await isPlateVerifiedFor(db, deal.carrierId, deal.vehiclePlate);
  const template =
    deal.vehicleTemplateId && deal.carrierId === viewerId
      ? await findTemplate(db, deal.vehicleTemplateId)
      : null;
  return presentDealVehicle(deal, {
    viewerId,
    verified,
    templateName: template?.name ?? null,
    open: isDealOpen(status),
  });
}
