import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { ROUTES, routePath, type RouteAccess, type RouteName } from '@fura/domain/routes';
import { orderOnTheWay } from './geo';
import { orderThroughApi, type Journey, type LoggedIn } from './journey';

/**
 * Walking every route of the table (SPEC §2): which roles may open a route, and its path filled with ids.
 * Both are derived from `ROUTES`, so a route added later is walked without touching the walks.
 */

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

export type Role = 'guest' | 'cargo' | 'carrier' | 'admin';

/** The demo account each role walks as (null: a guest). */
export const LOGIN_OF: Record<Role, string | null> = {
  guest: null,
  cargo: 'cargo1@fura.local',
  carrier: 'carrier1@fura.local',
  admin: 'admin@fura.local',
};

/**
 * Who may open a route: a guest opens public, auth and common routes; cargo owners and carriers open public and common
 * routes and the private ones of their role; the admin opens the console. A logged-in user is sent away from auth
 * routes, so those are a guest's only.
 */
export function rolesFor(access: RouteAccess): Role[] {
  switch (access.kind) {
    case 'auth':
      return ['guest'];
    case 'public':
    case 'common':
      return ['guest', 'cargo', 'carrier'];
    case 'private':
      return access.role === 'any' ? ['cargo', 'carrier'] : [access.role];
    case 'admin':
      return ['admin'];
  }
}

/** The routes a role walks, in table order. */
export function routesOf(role: Role): RouteName[] {
  return ROUTE_NAMES.filter((name) => rolesFor(ROUTES[name].access).includes(role));
}

/** Real ids where a walk has them (made through the API), any id elsewhere. */
export interface Params {
  /** A published order of the cargo owner who walks (the carrier who walks has asked for it). */
  orderId: string;
  /** A published offer of the carrier who walks. */
  offerId: string;
  /** A user's public profile (/user/:id, /admin/users/:id). */
  userId: string;
  /** Someone else's listing the walker asked for (/dialog-order/:id): the order for the carrier, the offer for the owner. */
  askedListingId: string;
  /** The other side of the walker's dialogs: the carrier for the cargo owner, the cargo owner for the carrier. */
  counterpartId: string;
  questionSlug: string;
  /** A password reset link's token (mailed by «forgot»). */
  resetToken: string;
  /** A consignee's tracking link of an order on the way. */
  trackToken: string;
  /** A lane page's address (issue 28). */
  laneSlug: string;
  paymentId: string;
  templateId: string;
  /** A deal of the walk's cargo owner and carrier (another order of his, the carrier chosen): listing, executor. */
  dealArticleId: string;
  dealExecutorId: string;
}

/** Ids that exist nowhere: the screens' «not found» states. */
export const ANY_IDS: Params = {
  orderId: '00000000-0000-4000-8000-000000000001',
  offerId: '00000000-0000-4000-8000-000000000002',
  userId: '00000000-0000-4000-8000-000000000003',
  askedListingId: '00000000-0000-4000-8000-000000000006',
  counterpartId: '00000000-0000-4000-8000-000000000004',
  questionSlug: 'walk-question',
  resetToken: 'walk-token',
  trackToken: 'walk-token',
  laneSlug: 'nigde-nikuda',
  paymentId: '00000000-0000-4000-8000-000000000000',
  templateId: '00000000-0000-4000-8000-000000000005',
  dealArticleId: '00000000-0000-4000-8000-000000000007',
  dealExecutorId: '00000000-0000-4000-8000-000000000008',
};

/** The `:params` of a path pattern as a union of their names. */
type PathParams<P extends string> = P extends `${string}:${infer Key}/${infer Rest}`
  ? Key | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Key}`
    ? Key
    : never;

type ParamsOf<N extends RouteName> = Record<PathParams<(typeof ROUTES)[N]['path']>, string>;

/** Routes that take params. Exhaustive by type: a new route with a `:param` does not compile until it is here. */
type WithParams = {
  [N in RouteName]: [PathParams<(typeof ROUTES)[N]['path']>] extends [never] ? never : N;
}[RouteName];

const FILL: { [N in WithParams]: (ids: Params) => ParamsOf<N> } = {
  reset: (ids) => ({ token: ids.resetToken }),
  page: () => ({ slug: 'about' }),
  questions: (ids) => ({ slug: ids.questionSlug }),
  user: (ids) => ({ id: ids.userId }),
  track: (ids) => ({ token: ids.trackToken }),
  lane: (ids) => ({ lane: ids.laneSlug }),
  order: (ids) => ({ id: ids.orderId }),
  offer: (ids) => ({ id: ids.offerId }),
  lkQuestions: (ids) => ({ slug: ids.questionSlug }),
  dialogUser: (ids) => ({ id: ids.counterpartId }),
  dialogOrderWith: (ids) => ({ order: ids.orderId, id: ids.counterpartId }),
  dialogOrder: (ids) => ({ id: ids.askedListingId }),
  deal: (ids) => ({ articleId: ids.dealArticleId, executorId: ids.dealExecutorId }),
  dealSign: (ids) => ({ articleId: ids.dealArticleId, executorId: ids.dealExecutorId }),
  editOrder: (ids) => ({ id: ids.orderId }),
  payDemo: (ids) => ({ paymentId: ids.paymentId }),
  editOffer: (ids) => ({ id: ids.offerId }),
  editTemplateAuto: (ids) => ({ id: ids.templateId }),
  adminUser: (ids) => ({ id: ids.userId }),
};

function takesParams(name: RouteName): name is WithParams {
  return name in FILL;
}

/** The route's path with its params filled from `ids`. */
export function pathOf(name: RouteName, ids: Params): string {
  if (!takesParams(name)) return routePath(name);
  const fill = FILL[name] as (ids: Params) => Record<string, string>;
  const params = fill(ids);
  const missing = (ROUTES[name].path.match(/:[A-Za-z]+/g) ?? []).filter((key) => !params[key.slice(1)]);
  if (missing.length > 0) throw new Error(`${name}: no value for ${missing.join(', ')}`);
  return routePath(name, params);
}

/** The browser sessions a walk made its data with, each role's own ids for its paths. */
export type WalkIds = Record<Role, Params>;

async function posted<T>(page: Page, url: string, data: Record<string, unknown>): Promise<T> {
  const answer = await page.request.post(url, { data });
  expect(answer.status(), `${url}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as T;
}

/**
 * Real data for every param, made through the API: the cargo owner's order and the carrier's offer, each asked for by
 * the other (dialogs and unread notifications on both sides), the carrier's vehicle template and pending demo payment, a tracking link
 * of another pair's order on the way, a mailed reset link and a seeded question.
 */
export async function prepareIds(world: Journey, owner: LoggedIn, carrier: LoggedIn): Promise<WalkIds> {
  const url = world.app.url;
  const orderId = await orderThroughApi(owner.page, url);
  await posted(carrier.page, `${url}/api/article/createRequest`, {
    articleId: orderId,
    request: { request: 'Возьму, тент 5 т', priceKopecks: 2_400_000, date: null },
    socketId: '',
  });
  const car = { vehicleType: 'gazelle', capacityTons: 1.5, bodyType: 'tent' };
  const offerId = await orderThroughApi(carrier.page, url, { car, cargoTypes: [], weightKg: null });
  await posted(owner.page, `${url}/api/article/createRequest`, {
    articleId: offerId,
    request: { request: 'Нужна газель на завтра' },
    socketId: '',
  });
  const { template } = await posted<{ template: { _id: string } }>(
    carrier.page,
    `${url}/api/vehicle-template/create`,
    {
      template: { ...car, name: 'Газель белая' },
    },
  );
  const { payment } = await posted<{ payment: { _id: string } }>(carrier.page, `${url}/api/tariff/checkout`, {
    planCode: 'pro-month',
  });
  // A deal of the two (issue 29): another order of the owner's (other cargo: not a duplicate), the carrier chosen.
  const dealArticleId = await orderThroughApi(owner.page, url, { cargoTypes: [1, 3] });
  await posted(carrier.page, `${url}/api/article/createRequest`, {
    articleId: dealArticleId,
    request: { request: 'Возьму и этот', priceKopecks: 2_000_000, date: null },
    socketId: '',
  });
  await posted(owner.page, `${url}/api/article/setExecutor`, {
    articleId: dealArticleId,
    executorId: carrier.userId,
    socketId: '',
  });
  const pairOwner = await world.loggedIn('cargo2@fura.local');
  const pairCarrier = await world.loggedIn('carrier2@fura.local');
  const onTheWay = await orderOnTheWay(pairOwner.page, pairCarrier, url);
  const link = await posted<{ token: string }>(pairOwner.page, `${url}/api/geo/link/create`, {
    articleId: onTheWay,
  });
  await pairOwner.context.close();
  await pairCarrier.context.close();
  await posted(owner.page, `${url}/api/auth/forgot`, { email: 'cargo2@fura.local' });
  const resetToken = await world.mailbox.waitFor('cargo2@fura.local', /\/reset\/([A-Za-z0-9_-]+)/);
  const faq = (await (await fetch(`${url}/api/content/faq`)).json()) as {
    sections?: { questions: { slug: string }[] }[];
  };
  const questionSlug = faq.sections?.flatMap((section) => section.questions)[0]?.slug ?? ANY_IDS.questionSlug;
  const shared = {
    orderId,
    offerId,
    userId: owner.userId,
    questionSlug,
    resetToken,
    trackToken: link.token,
    // The lane of the order and the offer above (both Москва → Тверь, published).
    laneSlug: 'moskva-tver',
    paymentId: payment._id,
    templateId: template._id,
    dealArticleId,
    dealExecutorId: carrier.userId,
  };
  return {
    guest: { ...shared, counterpartId: ANY_IDS.counterpartId, askedListingId: orderId },
    cargo: { ...shared, counterpartId: carrier.userId, askedListingId: offerId },
    carrier: { ...shared, counterpartId: owner.userId, askedListingId: orderId },
    admin: { ...shared, counterpartId: ANY_IDS.counterpartId, askedListingId: orderId },
  };
}
