import { and, eq } from 'drizzle-orm';
import { isVehicleVerified } from '@fura/domain/vehicle-check';
import type { Db } from '../../db/connect';
import { idIn, isUuid } from '../../db/ids';
import { vehicleTemplates, type ArticleRow } from '../../db/schema';

/**
 * «Машина проверена» on offers (issue 29): an offer's car made from its author's template whose plate a moderator
 * verified (and the template still has). Answers the ids of such offers among `rows`: one statement per page, none
 * when no offer on it names a template.
 */
export async function loadVerifiedCars(db: Db, rows: readonly ArticleRow[]): Promise<Set<string>> {
  const templateIds = [
    ...new Set(
      rows.flatMap((row) => {
        const id = row.type === 'offer' ? row.car?.templateId : null;
        return id && isUuid(id) ? [id] : [];
      }),
    ),
  ];
  if (templateIds.length === 0) return new Set();
  const templates = await db
    .select({
      id: vehicleTemplates.id,
      ownerId: vehicleTemplates.ownerId,
      checkStatus: vehicleTemplates.checkStatus,
      plate: vehicleTemplates.plate,
      checkedPlate: vehicleTemplates.checkedPlate,
    })
    .from(vehicleTemplates)
    .where(and(idIn(vehicleTemplates.id, templateIds), eq(vehicleTemplates.checkStatus, 'verified')));
  const ownerOf = new Map(
    templates
      .filter((template) => isVehicleVerified(template))
      .map((template) => [template.id, template.ownerId]),
  );
  return new Set(
    rows
      .filter((row) => row.car?.templateId && ownerOf.get(row.car.templateId) === row.authorId)
      .map((row) => row.id),
  );
}

/** One listing's mark, for the commands that present a single new listing. */
export async function hasVerifiedCar(db: Db, row: ArticleRow): Promise<boolean> {
  return (await loadVerifiedCars(db, [row])).has(row.id);
}
