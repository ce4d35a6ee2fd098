import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TArticle } from '@fura/domain/article-schemas';
import { ZRequestInput, type TRequestInputRaw, type TReviewInput } from '@fura/domain/deal-items';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connect';
import { users, type UserRow } from '../../db/schema';
import { changeArticleStatus } from '../../modules/article/change-status';
import { createArticle } from '../../modules/article/create-article';
import { moscowToday } from '../../modules/article/loading-date';
import { createRequest } from '../../modules/deal/create-request';
import { setDeliveredCargo } from '../../modules/deal/delivered';
import { setExecutor } from '../../modules/deal/set-executor';
import { setDealVehicle } from '../../modules/deal/set-deal-vehicle';
import { openDialog } from '../../modules/dialog/open-dialog';
import { readDialog } from '../../modules/dialog/read-dialog';
import { sendMessage } from '../../modules/dialog/send-message';
import { saveReview } from '../../modules/review/save-review';
import {
  DEMO_ALONG_THE_WAY_ORDERS,
  DEMO_DEAL_ORDER,
  DEMO_GAZELLE_OFFER,
  DEMO_OFFERS,
  DEMO_RETURN_DEAL,
  DEMO_ORDERS,
  type DemoListing,
} from './demo-listings';
import { DEMO_DRIVER, fromTemplate, seedDemoVehicles } from './demo-vehicles';
import { seedDemoCompanies } from './demo-companies';

export type DemoContentDeps = Pick<AppDeps, 'db' | 'bus' | 'storage' | 'presence'>;

/** The accounts that own the demo content; the other demo accounts start empty (the e2e journeys count on it). */
export const DEMO_CONTENT_OWNERS = {
  cargo: 'cargo3@fura.local',
  carrier: 'carrier3@fura.local',
  secondCarrier: 'carrier4@fura.local',
} as const;

async function userByEmail(db: Db, email: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`demo account ${email} is missing`);
  return row;
}

function dateInDays(now: Date, days: number): string {
  const today = new Date(`${moscowToday(now)}T12:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

function publish(deps: DemoContentDeps, author: UserRow, listing: DemoListing, now: Date): Promise<TArticle> {
  const article = { ...listing.input, loadingDate: dateInDays(now, listing.inDays), publish: true };
  return createArticle(
    deps,
    author,
    { socketId: null, article, editingId: null, cargoPhotos: [], carPhoto: null },
    now,
  );
}

/** A request as the API route passes it on: parsed, defaults filled. */
function request(input: TRequestInputRaw) {
  return ZRequestInput.parse(input);
}

interface DemoDeal {
  carrier: UserRow;
  request: string;
  carrierReview: TReviewInput;
  ownerReview: TReviewInput;
}

/** An order carried from request to reviews through the same services the API uses. */
async function carryDeal(
  deps: DemoContentDeps,
  owner: UserRow,
  deal: DemoDeal,
  now: Date,
): Promise<TArticle> {
  const order = await publish(deps, owner, DEMO_DEAL_ORDER, now);
  const ids = { articleId: order._id, socketId: null };
  await createRequest(deps, deal.carrier, { ...ids, request: request({ request: deal.request }) }, now);
  await setExecutor(deps, owner, { ...ids, executorId: deal.carrier.id });
  await changeArticleStatus(deps, owner, 'onWay', ids, now);
  await setDeliveredCargo(deps, deal.carrier, { ...ids, deliveredUser: deal.carrier.id });
  await changeArticleStatus(deps, owner, 'complete', ids, now);
  await saveReview(deps, owner, {
    review: deal.carrierReview,
    orderId: order._id,
    userId: deal.carrier.id,
    socketId: null,
  });
  await saveReview(deps, deal.carrier, {
    review: deal.ownerReview,
    orderId: order._id,
    userId: owner.id,
    socketId: null,
  });
  return order;
}

/**
 * Moscow → Санкт-Петербург carried by `carrier` in his eurotruck (its plate and the driver stated on the deal) and
 * marked delivered today, not yet completed by the owner.
 */
async function deliverReturnDeal(
  deps: DemoContentDeps,
  owner: UserRow,
  carrier: UserRow,
  templateId: string,
  now: Date,
) {
  const order = await publish(deps, owner, DEMO_RETURN_DEAL, now);
  const ids = { articleId: order._id, socketId: null };
  await createRequest(
    deps,
    carrier,
    { ...ids, request: request({ request: 'Тент 20 т, загружусь утром.' }) },
    now,
  );
  await setExecutor(deps, owner, { ...ids, executorId: carrier.id });
  await setDealVehicle(deps, carrier, {
    articleId: order._id,
    executorId: carrier.id,
    templateId,
    plate: '',
    ...DEMO_DRIVER,
  });
  await changeArticleStatus(deps, owner, 'onWay', ids, now);
  await setDeliveredCargo(deps, carrier, { ...ids, deliveredUser: carrier.id });
}

/** A dialog about the order, the lines sent in turn. */
async function chat(
  deps: DemoContentDeps,
  order: TArticle,
  lines: readonly [UserRow, string][],
): Promise<void> {
  const [first] = lines;
  if (!first) return;
  const dialog = await openDialog(deps, first[0], { kind: 'order', articleId: order._id });
  for (const [sender, text] of lines) {
    // One answers after reading what came before: only the last message stays unread.
    await readDialog(deps, sender.id, { dialogId: dialog._id, socketId: null });
    await sendMessage(deps, sender, {
      dialogId: dialog._id,
      text,
      voice: null,
      clientId: randomUUID(),
      socketId: null,
    });
  }
}

/**
 * Demo content for the first start (never in production): published orders and offers to find, requests on an
 * order, two completed deals with reviews both ways (so ratings show), a dialog about one of them, orders along
 * Москва → Казань, and a deal delivered in Санкт-Петербург with loads back from there (issue 26).
 */
export async function seedDemoContent(
  deps: DemoContentDeps,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<void> {
  const owner = await userByEmail(deps.db, DEMO_CONTENT_OWNERS.cargo);
  const carrier = await userByEmail(deps.db, DEMO_CONTENT_OWNERS.carrier);
  const secondCarrier = await userByEmail(deps.db, DEMO_CONTENT_OWNERS.secondCarrier);
  const vehicles = await seedDemoVehicles(deps, carrier, secondCarrier);
  await seedDemoCompanies(deps.db, now);

  const firstDeal = await carryDeal(
    deps,
    owner,
    {
      carrier,
      request: 'Изотерм 5 т, могу подать к 9:00.',
      carrierReview: { rating: 5, comment: 'Приехал вовремя, груз доставлен в целости. Рекомендую.' },
      ownerReview: { rating: 5, comment: 'Быстрая погрузка, документы готовы, оплата в срок.' },
    },
    now,
  );
  await chat(deps, firstDeal, [
    [carrier, 'Добрый день! Подъеду к складу в 8:45, какие ворота?'],
    [owner, 'Здравствуйте, ворота №3, на проходной скажите номер заказа.'],
    [carrier, 'Разгрузился в Туле, документы передал. Спасибо!'],
  ]);
  await carryDeal(
    deps,
    owner,
    {
      carrier: secondCarrier,
      request: 'Газель, свободен с утра.',
      carrierReview: { rating: 4, comment: 'Опоздал на час, но предупредил заранее. Груз в порядке.' },
      ownerReview: { rating: 5, comment: 'Всё чётко, спасибо за работу.' },
    },
    now,
  );

  const orders: TArticle[] = [];
  for (const listing of DEMO_ORDERS) orders.push(await publish(deps, owner, listing, now));
  const [moscowPetersburg] = orders;
  if (moscowPetersburg) {
    const ids = { articleId: moscowPetersburg._id, socketId: null };
    await createRequest(
      deps,
      carrier,
      {
        ...ids,
        request: request({
          request: 'Еврофура Volvo, тент 82 м³, ремни есть.',
          priceKopecks: 9_200_000,
          vehicleTemplateId: vehicles.eurotruck,
        }),
      },
      now,
    );
    await createRequest(
      deps,
      secondCarrier,
      { ...ids, request: request({ request: 'Тент 20 т, готов загрузиться.' }) },
      now,
    );
  }

  for (const listing of DEMO_ALONG_THE_WAY_ORDERS) await publish(deps, owner, listing, now);
  await deliverReturnDeal(deps, owner, carrier, vehicles.eurotruck, now);

  // The offers are made from the carriers' vehicle templates (issue 29).
  const offerVehicles = [vehicles.eurotruck, vehicles.refrigerator];
  for (const [index, listing] of DEMO_OFFERS.entries()) {
    const templateId = offerVehicles[index];
    await publish(deps, carrier, templateId ? fromTemplate(listing, templateId) : listing, now);
  }
  await publish(deps, secondCarrier, fromTemplate(DEMO_GAZELLE_OFFER, vehicles.gazelle), now);
  log.info('демо-объявления, сделки и отзывы созданы');
}
