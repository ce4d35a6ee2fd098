import { DEAL_VEHICLE_MESSAGES, type TDealVehicle } from '@fura/domain/deal-vehicle';
import { formatPlate } from '@fura/domain/vehicle-plate';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connect';
import type { DealRow, UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest } from '../../http/errors';
import { articleTypeOf } from '../listing/article-type';
import { createNotification } from '../notification/create';
import { findTemplate } from '../vehicle-template/repo';
import { dealVehicleView } from './deal-vehicle-view';
import { assertDealOpen, assertVehicleReader, assertVehicleSetter } from './vehicle-policy';
import { findDealWithStatus, updateDealVehicle, type DealKey, type DealVehicleValues } from './vehicle-repo';

export interface SetDealVehicleCommand extends DealKey {
  templateId: string | null;
  /** Normalised by the domain (А123ВС77); '' when a template is named. */
  plate: string;
  driverName: string;
  driverPhone: string;
}

/** A named template must be the carrier's own and carry a plate: the deal takes that plate. */
async function vehicleOf(db: Db, carrierId: string, command: SetDealVehicleCommand) {
  if (!command.templateId) return { vehiclePlate: command.plate, vehicleTemplateId: null };
  const template = await findTemplate(db, command.templateId);
  if (!template || template.ownerId !== carrierId) {
    throw badRequest(DEAL_VEHICLE_MESSAGES.templateNotFound, 'templateId');
  }
  if (template.plate === '') throw badRequest(DEAL_VEHICLE_MESSAGES.templateNoPlate, 'templateId');
  return { vehiclePlate: template.plate, vehicleTemplateId: template.id };
}

function isSame(deal: DealRow, values: DealVehicleValues): boolean {
  return (
    deal.vehiclePlate === values.vehiclePlate &&
    deal.vehicleTemplateId === values.vehicleTemplateId &&
    deal.driverName === values.driverName &&
    deal.driverPhone === values.driverPhone
  );
}

/**
 * POST /api/deal/vehicle/set (issue 29): the deal's carrier states or changes its vehicle (one of his templates, or a
 * typed plate) and driver. The deal's row is locked; a change raises the terms' version (a signed contract is to be
 * signed again) and tells the cargo owner; the same values again change nothing.
 */
export async function setDealVehicle(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  actor: UserRow,
  command: SetDealVehicleCommand,
): Promise<TDealVehicle> {
  const found = await findDealWithStatus(deps.db, command);
  assertVehicleReader(found?.deal, actor.id);
  assertVehicleSetter(found.deal, actor);
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const locked = await findDealWithStatus(tx, command, true);
    assertVehicleReader(locked?.deal, actor.id);
    assertDealOpen(locked.listing.status);
    const values: DealVehicleValues = {
      ...(await vehicleOf(tx, locked.deal.carrierId, command)),
      driverName: command.driverName,
      driverPhone: command.driverPhone,
    };
    let deal = locked.deal;
    if (!isSame(deal, values)) {
      deal = await updateDealVehicle(tx, command, values);
      await createNotification(tx, events, {
        userId: deal.cargoOwnerId,
        code: 'dealVehicleChanged',
        info: {
          articleId: deal.articleId,
          articleType: articleTypeOf(locked.listing),
          executorId: deal.executorId,
          plate: formatPlate(values.vehiclePlate) ?? values.vehiclePlate,
          driverName: values.driverName,
        },
      });
    }
    return dealVehicleView(tx, deal, locked.listing.status, actor.id);
  });
}
