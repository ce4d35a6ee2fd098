import type { BuiltApp } from '../../src/app';
import { insertDeal } from '../../src/modules/deal/deal-repo';
import { articles } from '../../src/db/schema';
import { eq } from 'drizzle-orm';
import { createArticle } from './articles';
import { insertExecutor } from './deals';
import type { CreatedUser } from './factories';
import type { Seed } from './fuzz-seeds';
import { png, insertVerifiedTemplate } from './vehicle-check';

/**
 * Seeds of the vehicle check (issue 29): the СТС upload on the carrier's template with a plate, the deal's vehicle on a
 * deal between the two (an order in work), the moderators' document view.
 */
export async function vehicleCheckSeeds(
  t: BuiltApp,
  { cargo, carrier }: { cargo: CreatedUser; carrier: CreatedUser },
): Promise<Record<string, Seed>> {
  const { db } = t.deps;
  const template = await insertVerifiedTemplate(db, carrier.user.id, 'А123ВС77', {
    checkStatus: 'none',
    checkedPlate: null,
    stsPhoto: null,
  });
  const order = await createArticle(db, cargo.user.id);
  await insertExecutor(db, order.id, carrier.user.id);
  const [inWork] = await db.update(articles).set({ status: 3 }).where(eq(articles.id, order.id)).returning();
  await insertDeal(db, inWork!, carrier.user.id);
  const key = { articleId: order.id, executorId: carrier.user.id };
  const sts = await png(64, 48);
  return {
    'POST /api/vehicle-template/check-upload': {
      as: 'carrier',
      form: () => ({ id: template.id }),
      files: () => [{ name: 'stsPhoto', filename: 'sts.jpg', contentType: 'image/jpeg', data: sts }],
    },
    'POST /api/deal/vehicle/get': { as: 'cargo', body: () => key },
    'POST /api/deal/vehicle/set': {
      as: 'carrier',
      body: () => ({
        ...key,
        templateId: null,
        plate: 'В456ОР99',
        driverName: 'Иванов Иван',
        driverPhone: '79161234567',
      }),
    },
    'GET /api/admin/moderation/vehicle-photo/:templateId/:doc': {
      as: 'cargo',
      params: () => ({ templateId: template.id, doc: 'sts' }),
    },
  };
}
