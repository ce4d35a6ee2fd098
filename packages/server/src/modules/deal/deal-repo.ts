import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { articleRequests, deals, vehicleTemplates, type ArticleRow, type DealRow } from '../../db/schema';

/**
 * The deal of a chosen executor (issue 29), made from the listing at the choice: the addresses and the loading date as
 * published, the price of the executor's request (or the listing's budget), the carrier's vehicle from his request's
 * template (an order) or from the offer's car, and its plate from that template.
 */
export async function insertDeal(tx: Db, article: ArticleRow, executorId: string): Promise<DealRow> {
  const isOrder = article.type === 'order';
  const [request] = await tx
    .select({
      priceKopecks: articleRequests.priceKopecks,
      vehicleTemplateId: articleRequests.vehicleTemplateId,
    })
    .from(articleRequests)
    .where(and(eq(articleRequests.articleId, article.id), eq(articleRequests.userId, executorId)))
    .limit(1);
  const carrierId = isOrder ? executorId : article.authorId;
  const templateId = isOrder ? (request?.vehicleTemplateId ?? null) : (article.car?.templateId ?? null);
  const template = templateId
    ? (
        await tx
          .select({ id: vehicleTemplates.id, plate: vehicleTemplates.plate })
          .from(vehicleTemplates)
          .where(and(eq(vehicleTemplates.id, templateId), eq(vehicleTemplates.ownerId, carrierId)))
          .limit(1)
      )[0]
    : undefined;
  const [row] = await tx
    .insert(deals)
    .values({
      articleId: article.id,
      executorId,
      cargoOwnerId: isOrder ? article.authorId : executorId,
      carrierId,
      fromAddress: article.fromAddress,
      fromLat: article.fromLat,
      fromLon: article.fromLon,
      toAddress: article.toAddress,
      toLat: article.toLat,
      toLon: article.toLon,
      loadingDate: article.loadingDate,
      priceKopecks: request?.priceKopecks ?? article.budgetKopecks,
      vehicleTemplateId: template?.id ?? null,
      vehiclePlate: template?.plate ?? '',
    })
    .returning();
  if (!row) throw new Error('deal insert returned nothing');
  return row;
}
