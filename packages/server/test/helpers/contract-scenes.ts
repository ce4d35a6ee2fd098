import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Db } from '../../src/db/connect';
import { articleRequests, articles, deals, userCompanies, type DealRow } from '../../src/db/schema';
import { insertDeal } from '../../src/modules/deal/deal-repo';
import { createArticle } from './articles';
import { createCargo, createCarrier, insertExecutor, insertRequest } from './deals';
import { bearer, type CreatedUser } from './factories';

/**
 * Deals for the «договор-заявка» tests (issue 29): an order with its executor chosen and its deal made as the choice
 * makes it (insertDeal), then completed in the database with what later calls of the deal would state — the unloading date, the consignee,
 * the vehicle's plate, the driver and the payment terms — and the parties' companies.
 */

export interface ContractScene {
  owner: CreatedUser;
  carrier: CreatedUser;
  articleId: string;
  executorId: string;
  ids: { articleId: string; executorId: string };
}

/** Valid INNs (their check digits hold): an ООО's 10 digits and an ИП's 12. */
export const OWNER_INN = '7707083893';
export const CARRIER_INN = '500100732259';

export async function contractScene(
  db: Db,
  options: { complete?: boolean; companies?: boolean } = {},
): Promise<ContractScene> {
  const { complete = true, companies = true } = options;
  const owner = await createCargo(db, { firstName: 'Анна', lastName: 'Грузова' });
  const carrier = await createCarrier(db, { firstName: 'Пётр', lastName: 'Возов' });
  const order = await createArticle(db, owner.user.id, {
    cargoTypes: [1, 2],
    weightKg: 1500,
    volumeM3: 12.5,
    places: 24,
    bodyTypes: ['tent'],
    loadingTypes: ['rear'],
    loadingTimeFrom: '09:00',
    loadingTimeTo: '12:00',
    paymentMethod: 'cashlessVat',
    budgetKopecks: 4_000_000,
  });
  await insertRequest(db, order.id, carrier.user.id);
  await db
    .update(articleRequests)
    .set({ priceKopecks: 3_500_000 })
    .where(and(eq(articleRequests.articleId, order.id), eq(articleRequests.userId, carrier.user.id)));
  // The choice as setExecutor makes it (its executor row, status and deal), without its notifications and events.
  await insertExecutor(db, order.id, carrier.user.id);
  const [chosen] = await db.update(articles).set({ status: 3 }).where(eq(articles.id, order.id)).returning();
  if (!chosen) throw new Error('order vanished');
  await insertDeal(db, chosen, carrier.user.id);
  if (complete) {
    await updateDeal(db, order.id, carrier.user.id, {
      unloadingDate: '2030-01-15',
      consigneeName: 'ООО «Приёмка»',
      consigneePhone: '79035550011',
      vehiclePlate: 'А123ВС77',
      driverName: 'Сидоров Семён',
      driverPhone: '79161234567',
      paymentTerms: '5 банковских дней после выгрузки',
    });
  }
  if (companies) {
    await db.insert(userCompanies).values([
      {
        userId: owner.user.id,
        legalForm: 'ooo',
        inn: OWNER_INN,
        name: 'ООО «Грузы Анны»',
        ogrn: '1027700132195',
        kpp: '773601001',
        address: 'г Москва, ул Вавилова, д 19',
        state: 'ACTIVE',
        checkStatus: 'checked',
      },
      {
        userId: carrier.user.id,
        legalForm: 'ip',
        inn: CARRIER_INN,
        name: 'ИП Возов Пётр Петрович',
        ogrn: '304500116000157',
        address: 'Московская обл, г Балашиха',
        state: 'ACTIVE',
        checkStatus: 'checked',
      },
    ]);
  }
  const ids = { articleId: order.id, executorId: carrier.user.id };
  return { owner, carrier, articleId: order.id, executorId: carrier.user.id, ids };
}

/** Changes the deal as another call of the deal would (with the version raised when `raise`). */
export async function updateDeal(
  db: Db,
  articleId: string,
  executorId: string,
  values: Partial<Omit<DealRow, 'articleId' | 'executorId'>>,
): Promise<void> {
  await db
    .update(deals)
    .set(values)
    .where(and(eq(deals.articleId, articleId), eq(deals.executorId, executorId)));
}

export async function dealOf(db: Db, articleId: string, executorId: string): Promise<DealRow> {
  const [row] = await db
    .select()
    .from(deals)
    .where(and(eq(deals.articleId, articleId), eq(deals.executorId, executorId)));
  if (!row) throw new Error('no deal');
  return row;
}

export function postContract(
  app: FastifyInstance,
  path: 'get' | 'sign' | 'verify',
  token: string | null,
  body: unknown,
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/deal/contract/${path}`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export function downloadContract(
  app: FastifyInstance,
  token: string | null,
  ids: { articleId: string; executorId: string },
) {
  const query = new URLSearchParams(ids).toString();
  return app.inject({
    method: 'GET',
    url: `/api/deal/contract.pdf?${query}`,
    headers: token ? bearer(token) : {},
  });
}

/** The PDF's text as a PDF reader extracts it (unpdf: Mozilla's pdf.js), pages joined. */
export async function pdfTextOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}
