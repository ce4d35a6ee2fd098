import type { TDealVehicle } from '@fura/domain/deal-vehicle';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { dealVehicleView } from './deal-vehicle-view';
import { assertVehicleReader } from './vehicle-policy';
import { findDealWithStatus, type DealKey } from './vehicle-repo';

/** POST /api/deal/vehicle/get (issue 29): the deal's vehicle and driver, to its two parties only. */
export async function getDealVehicle(
  deps: Pick<AppDeps, 'db'>,
  actor: UserRow,
  key: DealKey,
): Promise<TDealVehicle> {
  const found = await findDealWithStatus(deps.db, key);
  assertVehicleReader(found?.deal, actor.id);
  return dealVehicleView(deps.db, found.deal, found.listing.status, actor.id);
}
