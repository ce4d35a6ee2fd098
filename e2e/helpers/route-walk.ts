import type { ConsoleMessage, Page } from 'playwright-core';
import type { TLandingTexts } from '@fura/domain/content';
import { ROUTES, type RouteName } from '@fura/domain/routes';
import { NOT_FOUND_TITLE } from '@fura/domain/titles';
import { SEARCH_TEXT } from '../../packages/web/src/features/search/search-text';
import type { LoggedIn } from './journey';
import { pathOf, rolesFor, type Params, type Role } from './route-paths';

/**
 * What each route must show to each role (the routes walk, issue 24), and what a page view shows. A route a role may
 * open (`rolesFor`) shows its screen under its own path with its heading; the rest are refused the way the web app's
 * guards refuse them.
 */

/** The error boundary's heading (web app/router/RouteError.tsx). */
export const ROUTE_ERROR_TITLE = 'Что-то пошло не так';

export interface Expected {
  /** Where the page must be after loading: the route itself, or where a refusal sends. */
  path: string;
  /** An h1 the screen must have; null where a redirect leads to a screen of its own. */
  heading: RegExp | null;
  notFound: boolean;
}

export interface PageFacts {
  path: string;
  headings: string[];
  notFound: boolean;
  /** A screen's failed load («Повторить») or the error boundary. */
  errorShown: boolean;
  consoleErrors: string[];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^${escaped(text)}$`);
const startingWith = (text: string) => new RegExp(`^${escaped(text)}`);

/** The route of the listings the walk makes (`orderThroughApi`): the listing pages are headed with it. */
const WALK_LISTING_ROUTE = 'Москва → Тверь';

/** What the screens that name themselves after their data show, read through the API before the walk. */
export interface WalkTexts {
  landing: TLandingTexts;
  /** The CMS page /page/about. */
  pageTitle: string;
  /** The question of the walk's question slug. */
  question: string;
  /** «First Last» of the cargo owner and the carrier who walk. */
  names: { cargo: string; carrier: string };
}

async function json<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return (await answer.json()) as T;
}

export async function walkTexts(
  url: string,
  ids: Params,
  owner: LoggedIn,
  carrier: LoggedIn,
): Promise<WalkTexts> {
  const nameOf = async (who: LoggedIn) => {
    const { user } = (await (await who.page.request.get(`${url}/api/user`)).json()) as {
      user: { name: { first: string; last: string } };
    };
    return `${user.name.first} ${user.name.last}`;
  };
  const [landing, page, faq] = await Promise.all([
    json<TLandingTexts>(`${url}/api/content/landing`),
    json<{ page: { title: string } }>(`${url}/api/content/page/about`),
    json<{ question: { question: string } }>(`${url}/api/content/faq/${ids.questionSlug}`),
  ]);
  return {
    landing,
    pageTitle: page.page.title,
    question: faq.question.question,
    names: { cargo: await nameOf(owner), carrier: await nameOf(carrier) },
  };
}

/** The other side of a role's dialogs in the walk (`prepareIds`' counterpart). */
const counterpartOf = (texts: WalkTexts, role: Role) =>
  exactly(role === 'cargo' ? texts.names.carrier : texts.names.cargo);

/**
 * Screens headed with something else than the route's title: what they show (a landing text, a page, a question,
 * a person, a listing) or the screen's own wording. Every other screen's h1 is the route table's title.
 */
const HEADINGS: Partial<Record<RouteName, (texts: WalkTexts, role: Role) => RegExp>> = {
  main: (texts) => exactly(texts.landing.main.title),
  cargo: (texts) => exactly(texts.landing.cargo.title),
  carrier: (texts) => exactly(texts.landing.carrier.title),
  downloadApp: (texts) => exactly(texts.landing.downloadApp.title),
  searchOrder: () => exactly(SEARCH_TEXT.order.title),
  searchOffer: () => exactly(SEARCH_TEXT.offer.title),
  tariffs: () => startingWith(ROUTES.tariffs.title),
  page: (texts) => exactly(texts.pageTitle),
  questions: (texts) => exactly(texts.question),
  lkQuestions: (texts) => exactly(texts.question),
  user: (texts) => exactly(texts.names.cargo),
  adminUser: (texts) => exactly(texts.names.cargo),
  order: () => exactly(`${ROUTES.order.title} ${WALK_LISTING_ROUTE}`),
  offer: () => exactly(`${ROUTES.offer.title} ${WALK_LISTING_ROUTE}`),
  lane: () => exactly('Грузоперевозки Москва — Тверь'),
  dialogUser: counterpartOf,
  dialogOrderWith: counterpartOf,
  dialogOrder: counterpartOf,
};

/**
 * The admin may open the logged-in user's screens (the guard asks for a login, not a role) but has no dialogs or deals
 * with the walk's users: these screens have nothing of his to show, so the walk does not judge them for him.
 */
const NOT_JUDGED: Partial<Record<Role, readonly RouteName[]>> = {
  admin: ['dialogUser', 'dialogOrderWith', 'dialogOrder', 'deal', 'dealSign'],
};

/** The heading a route's screen must show. */
export function headingOf(name: RouteName, texts: WalkTexts, role: Role): RegExp {
  return HEADINGS[name]?.(texts, role) ?? exactly(ROUTES[name].title);
}

/**
 * What `role` must see on route `name` (with the walk's ids), or null where the walk does not judge. A role the
 * route is for sees the screen; a guest is sent to log in, a logged-in user away from the auth screens; public
 * screens are everyone's, the logged-in user's screens the admin's too; any other role sees «not found».
 */
export function expectedOn(role: Role, name: RouteName, ids: Params, texts: WalkTexts): Expected | null {
  if (NOT_JUDGED[role]?.includes(name)) return null;
  const path = pathOf(name, ids);
  const { access } = ROUTES[name];
  const screen = { path, heading: headingOf(name, texts, role), notFound: false };
  if (rolesFor(access).includes(role)) return screen;
  if (role === 'guest') return { path: '/login', heading: exactly(ROUTES.login.title), notFound: false };
  if (access.kind === 'auth') return { path: '/', heading: null, notFound: false };
  if (access.kind === 'public' || access.kind === 'common') return screen;
  if (access.kind === 'private' && access.role === 'any') return screen;
  return { path, heading: exactly(NOT_FOUND_TITLE), notFound: true };
}

/** Opens `url`, waits until the screen has settled (`settle`), and reads what it shows. */
export async function seenOn(
  page: Page,
  url: string,
  settle: (page: Page) => Promise<void>,
): Promise<PageFacts> {
  const consoleErrors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 200));
  };
  const onError = (error: Error) => consoleErrors.push(`page error: ${error.message.slice(0, 200)}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  try {
    await page.goto(url);
    await settle(page);
    // A screen whose chunk or data came last: give it the time to show its heading (or its «not found»).
    await page
      .waitForFunction(() => document.querySelector('h1, [data-testid="not-found"]') !== null, undefined, {
        timeout: 10_000,
      })
      .catch(() => undefined);
    const facts = await page.evaluate(
      ({ notFoundTitle, errorTitle }) => {
        const headings = [...document.querySelectorAll('h1')].map((h1) =>
          (h1 as HTMLElement).innerText.trim(),
        );
        const retry = [...document.querySelectorAll('[role="alert"] button')].some(
          (button) => (button as HTMLElement).innerText.trim() === 'Повторить',
        );
        return {
          headings,
          notFound:
            document.querySelector('[data-testid="not-found"]') !== null || headings.includes(notFoundTitle),
          errorShown: retry || headings.includes(errorTitle),
        };
      },
      { notFoundTitle: NOT_FOUND_TITLE, errorTitle: ROUTE_ERROR_TITLE },
    );
    return { ...facts, path: new URL(page.url()).pathname, consoleErrors };
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
  }
}
