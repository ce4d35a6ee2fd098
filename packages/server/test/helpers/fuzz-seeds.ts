import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { defaultNotificationSettings } from '@fura/domain/notification-settings';
import { WAVEFORM_POINTS } from '@fura/domain/constants';
import type { BuiltApp } from '../../src/app';
import { createArticle, moscowDate, offerInput, orderInput } from './articles';
import { webmAudio } from './audio-fixtures';
import { createCargo, createCarrier, insertExecutor, insertRequest } from './deals';
import { insertDialog } from './dialogs';
import { bearer, createUser, uniqueEmail, uniquePhone, type CreatedUser } from './factories';
import type { MultipartPart } from './multipart';
import { adminSeeds } from './fuzz-seeds-admin';
import { tariffSeeds } from './fuzz-seeds-tariff';
import { contentSeeds } from './fuzz-seeds-content';
import { geoSeeds } from './fuzz-seeds-geo';
import { savedSearchSeeds } from './fuzz-seeds-saved-search';
import { supportSeeds } from './fuzz-seeds-support';
import { vehicleCheckSeeds } from './fuzz-seeds-vehicle';
import { dealSeeds } from './fuzz-seeds-deal';
import { faqSections } from '../../src/db/schema';

export type Who = 'guest' | 'cargo' | 'carrier' | 'admin';

/**
 * A request that passes every check of its route, so that a bad value put into one of its parts travels as far as
 * it can (into the service and the database). `as` is the user for whom it is valid. A JSON body, the text fields
 * of a multipart form (objects are sent as JSON text; files go as they are), the query string or the path
 * parameters. Values are made per request (unique e-mails, client ids).
 */
export interface Seed {
  as: Who;
  body?: () => Record<string, unknown>;
  form?: () => Record<string, unknown>;
  files?: () => MultipartPart[];
  query?: () => Record<string, unknown>;
  params?: () => Record<string, unknown>;
}

export interface FuzzWorld {
  cargo: CreatedUser;
  carrier: CreatedUser;
  admin: CreatedUser;
  seeds: Record<string, Seed>;
}

const noBody: Seed = { as: 'cargo', body: () => ({}) };
const confirmLink: Seed = { as: 'guest', params: () => ({ token: 'x'.repeat(43) }) };
const unsubscribe: Seed = {
  as: 'guest',
  params: () => ({ token: 'x'.repeat(43) }),
  query: () => ({ group: 'deals' }),
};

/**
 * The users and listings the seeds point at: a published order with the carrier's request on it, another without
 * requests, a completed deal between the two (for reviews), a dialog between them and the carrier's vehicle template.
 * Seeds of verbs that would change a listing's state point at ids that do not exist: their bodies hold no text.
 */
export async function buildFuzzWorld(t: BuiltApp): Promise<FuzzWorld> {
  const { db } = t.deps;
  const cargo = await createCargo(db);
  const carrier = await createCarrier(db);
  const order = await createArticle(db, cargo.user.id);
  const openOrder = await createArticle(db, cargo.user.id);
  const request = await insertRequest(db, order.id, carrier.user.id);
  const completed = await createArticle(db, cargo.user.id, { status: 5 });
  await insertExecutor(db, completed.id, carrier.user.id);
  const dialog = await insertDialog(db, cargo.user.id, carrier.user.id);
  const template = templateInput();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/vehicle-template/create',
    headers: bearer(carrier.token),
    payload: { template },
  });
  const templateId = created.json<{ template: { _id: string } }>().template._id;

  const missing = () => randomUUID();
  const status = (): Seed => ({ as: 'cargo', body: () => ({ articleId: missing(), socketId: null }) });
  const requestText = () => ({
    request: 'Возьму, машина свободна',
    priceKopecks: 3_000_000,
    date: moscowDate(2),
  });
  const [faqSection] = await db.select({ id: faqSections.id }).from(faqSections).limit(1);
  const seeds: Record<string, Seed> = {
    'POST /api/auth/register': {
      as: 'guest',
      body: () => ({
        type: 'cargo',
        email: uniqueEmail('fuzz'),
        phone: uniquePhone(),
        password: 'parol2024',
        name: { first: 'Иван', last: 'Петров' },
      }),
    },
    'POST /api/auth/login': { as: 'guest', body: () => ({ login: cargo.user.email, password: 'wrong-1' }) },
    'POST /api/auth/logout': noBody,
    'POST /api/auth/forgot': { as: 'guest', body: () => ({ email: cargo.user.email }) },
    'POST /api/auth/reset': { as: 'guest', body: () => ({ token: 'x'.repeat(43), password: 'parol2024' }) },
    'POST /api/address/suggest': { as: 'guest', body: () => ({ query: 'Тула', count: 5 }) },
    'GET /api/address/suggest': { as: 'guest', query: () => ({ query: 'Тула', count: '5' }) },
    'POST /api/article/createArticle': {
      as: 'cargo',
      form: () => ({ article: orderInput({ comment: 'Стекло' }), socketId: 'tab-1' }),
    },
    'POST /api/article/updateArticle': {
      as: 'carrier',
      form: () => ({ article: offerInput(), editingId: missing(), socketId: 'tab-1' }),
    },
    'POST /api/article/createRequest': {
      as: 'carrier',
      body: () => ({ articleId: openOrder.id, request: requestText(), socketId: null }),
    },
    'POST /api/article/updateRequest': {
      as: 'carrier',
      body: () => ({ requestId: request.id, request: requestText(), socketId: null }),
    },
    'POST /api/article/deleteRequest': {
      as: 'carrier',
      body: () => ({ requestId: missing(), socketId: null }),
    },
    'POST /api/article/setRequestCancel': {
      as: 'carrier',
      body: () => ({ articleId: missing(), deliveredUser: carrier.user.id, socketId: null }),
    },
    'POST /api/article/setExecutor': {
      as: 'cargo',
      body: () => ({ executorId: carrier.user.id, articleId: missing(), socketId: null }),
    },
    'POST /api/article/deleteExecutor': {
      as: 'cargo',
      body: () => ({ executorId: carrier.user.id, articleId: missing(), socketId: null }),
    },
    'POST /api/article/setDeliveredCargo': {
      as: 'cargo',
      body: () => ({ articleId: missing(), deliveredUser: carrier.user.id, socketId: null }),
    },
    'POST /api/article/setLocation': { as: 'carrier', body: () => ({ position: [55.75, 37.62] }) },
    'POST /api/article/offerOrder': {
      as: 'cargo',
      body: () => ({ orderId: missing(), carrierId: carrier.user.id, socketId: null }),
    },
    'POST /api/article/completeArticle': status(),
    'POST /api/article/cancelArticle': status(),
    'POST /api/article/draftArticle': status(),
    'POST /api/article/deleteArticle': status(),
    'POST /api/article/publicArticle': status(),
    'POST /api/article/equipArticle': status(),
    'POST /api/article/onWayArticle': status(),
    'POST /api/article/getMyArticles': {
      as: 'cargo',
      body: () => ({ type: 'my', status: [1, 2], offset: 0 }),
    },
    'POST /api/article/getArticle': { as: 'guest', body: () => ({ id: order.id, type: 'order' }) },
    'POST /api/article/getUserArticle': { as: 'cargo', body: () => ({ id: order.id, type: 'order' }) },
    'POST /api/article/getUserArticles': {
      as: 'guest',
      body: () => ({ userId: cargo.user.id, type: 'order', offset: 0 }),
    },
    'POST /api/article/search': {
      as: 'guest',
      body: () => ({
        type: 'order',
        from: { lat: 55.75, lon: 37.62, radiusKm: 100 },
        dateFrom: moscowDate(0),
        sort: 'distance',
        offset: 0,
      }),
    },
    // Issue 26: the corridor search, the author's confirmation and the mail's one-click links.
    'POST /api/article/corridor': {
      as: 'guest',
      body: () => ({
        type: 'order',
        route: {
          departure: { lat: 55.75, lon: 37.62 },
          via: [{ lat: 56.13, lon: 40.41 }],
          destination: { lat: 55.8, lon: 49.1 },
        },
        widthKm: 50,
        startRadiusKm: 100,
        dateFrom: moscowDate(0),
        sort: 'detour',
        offset: 0,
      }),
    },
    'POST /api/article/confirm-current': {
      as: 'cargo',
      body: () => ({ articleId: missing(), socketId: null }),
    },
    'GET /api/article/current/:token': confirmLink,
    'POST /api/article/current/:token': confirmLink,
    'POST /api/article/saveReview': {
      as: 'cargo',
      body: () => ({
        review: { rating: 5, comment: 'Всё доставил вовремя' },
        orderId: completed.id,
        userId: carrier.user.id,
        socketId: null,
      }),
    },
    'GET /api/user': { as: 'cargo' },
    'POST /api/user/get': { as: 'guest', body: () => ({ userId: cargo.user.id }) },
    // The world's orders go Moscow → Kazan (helpers/articles.ts).
    'POST /api/lane/get': { as: 'guest', body: () => ({ lane: 'moskva-kazan' }) },
    // A wrong current password: the fuzz never changes it.
    'POST /api/user/password-change': {
      as: 'cargo',
      body: () => ({ passObj: { oldPassword: 'wrong-1', password: 'novyi2024' } }),
    },
    'POST /api/user/user-edit': {
      as: 'cargo',
      form: () => ({ userChange: { name: { first: 'Иван', last: 'Петров' }, contract: { id: 1 } } }),
    },
    // A самозанятый needs no register: the fuzz asks nobody (issue 29).
    'POST /api/user/company/save': {
      as: 'cargo',
      body: () => ({ legalForm: 'selfEmployed', inn: '770100000142', socketId: null }),
    },
    'POST /api/user/company/delete': { as: 'cargo', body: () => ({ socketId: null }) },
    'POST /api/page/getSettings': { as: 'guest', body: () => ({}) },
    'POST /api/page/sendMailCall': { as: 'guest', body: () => ({ phone: '79990001122', name: 'Иван' }) },
    'POST /api/notification/read': { as: 'cargo', body: () => ({ id: missing(), socketId: null }) },
    'POST /api/notification/read-all': { as: 'cargo', body: () => ({ socketId: null }) },
    'POST /api/notification/get-all': { as: 'cargo', body: () => ({ type: 'all', offset: 0 }) },
    'POST /api/notification/settings': noBody,
    'POST /api/notification/save-settings': {
      as: 'cargo',
      body: () => ({ settings: defaultNotificationSettings() }),
    },
    'GET /api/notification/unsubscribe/:token': unsubscribe,
    'POST /api/notification/unsubscribe/:token': unsubscribe,
    'POST /api/review/getReviews': { as: 'cargo', body: () => ({ kind: 'me', offset: 0 }) },
    'POST /api/review/getUserReviews': { as: 'guest', body: () => ({ userId: carrier.user.id, offset: 0 }) },
    'POST /api/dialog/open': { as: 'cargo', body: () => ({ kind: 'user', userId: carrier.user.id }) },
    'POST /api/dialog/get': { as: 'cargo', body: () => ({ dialogId: dialog.id }) },
    'POST /api/dialog/list': { as: 'cargo', body: () => ({ kind: 'all', offset: 0 }) },
    'POST /api/dialog/messages': { as: 'cargo', body: () => ({ dialogId: dialog.id, before: missing() }) },
    'POST /api/dialog/send': {
      as: 'cargo',
      body: () => ({ dialogId: dialog.id, text: 'Здравствуйте', clientId: randomUUID(), socketId: null }),
    },
    'POST /api/dialog/send-voice': {
      as: 'cargo',
      form: () => ({
        dialogId: dialog.id,
        clientId: randomUUID(),
        socketId: 'tab-1',
        waveform: Array.from({ length: WAVEFORM_POINTS }, () => 0.5),
      }),
      files: () => [
        {
          name: 'voice',
          filename: 'voice.webm',
          contentType: 'audio/webm',
          data: webmAudio({ durationMs: 1000 }),
        },
      ],
    },
    'POST /api/dialog/read': { as: 'cargo', body: () => ({ dialogId: dialog.id, socketId: null }) },
    'GET /api/dialog/voice/:messageId': { as: 'cargo', params: () => ({ messageId: missing() }) },
    'POST /api/vehicle-template/list': { as: 'carrier', body: () => ({}) },
    'POST /api/vehicle-template/get': { as: 'carrier', body: () => ({ id: templateId }) },
    'POST /api/vehicle-template/create': { as: 'carrier', form: () => ({ template: templateInput() }) },
    'POST /api/vehicle-template/update': {
      as: 'carrier',
      form: () => ({ id: templateId, template: templateInput() }),
    },
    'POST /api/vehicle-template/delete': { as: 'carrier', body: () => ({ id: missing() }) },
    ...tariffSeeds(),
    ...contentSeeds(faqSection!.id),
    ...(await geoSeeds(db, { cargo, carrier })),
    ...adminSeeds({ userId: carrier.user.id }),
    ...supportSeeds(),
    ...(await vehicleCheckSeeds(t, { cargo, carrier })),
    ...(await dealSeeds(t.app, db, { cargo, carrier })),
    // A subscription no push service holds: a push to it fails quietly.
    ...savedSearchSeeds({
      endpoint: 'http://127.0.0.1:9/push/fuzz',
      keys: {
        p256dh: createECDH('prime256v1').generateKeys('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    }),
  };
  return { cargo, carrier, admin: await createUser(db, { type: 'admin' }), seeds };
}

function templateInput(): Record<string, unknown> {
  const vehicle = { vehicleType: 'gazelle', make: 'ГАЗ', model: 'Next', capacityTons: 1.5, volumeM3: 10 };
  return { name: 'Газель белая', ...vehicle, bodyType: 'isotherm', loadingTypes: ['rear'], photo: null };
}
