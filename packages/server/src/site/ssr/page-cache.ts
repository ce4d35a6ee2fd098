import type { FastifyBaseLogger } from 'fastify';
import type { ServerEventName } from '@fura/domain/events';
import { matchRoute, type RouteName } from '@fura/domain/routes';
import type { EventBus } from '../../events/event-bus';
import type { RenderedPage, RenderPage } from './page-renderer';

/** How long a rendered page is served again to other guests (issue 28, decision in docs/decisions.md). */
export const PAGE_CACHE_TTL_MS = 5_000;
const MAX_PAGES = 500;

/**
 * Routes never served from the cache: a tracking link's page answers for a link its owner may revoke at any moment,
 * and must stop showing the cargo at once.
 */
const UNCACHED_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['track']);

const cacheable = (url: string) => {
  const route = matchRoute(url.split('?')[0] ?? url);
  return route === null || !UNCACHED_ROUTES.has(route.name);
};

/** Events after which a listing a guest sees may have changed (its page, the search, a lane, the main page). */
const LISTING_EVENTS: ReadonlySet<ServerEventName> = new Set<ServerEventName>([
  'createMyArticle',
  'editMyArticle',
  'updateStatusMyArticle',
  'deleteTaking',
  'createArticleReview',
  'updateArticleReview',
  'setExecutor',
  'deleteExecutor',
  'setDelivered',
]);

interface Entry {
  page: Promise<RenderedPage | null>;
  at: number;
}

export interface PageCache {
  render: RenderPage;
  /** Forgets every page (a listing changed: any list may show it). */
  clear(): void;
}

/**
 * Rendered pages by address, for a few seconds: under load the pages people open most are rendered once per
 * period, and requests that come while one renders wait for it rather than render it again. A listing's change
 * clears the cache on this instance at once; other instances see it within the period.
 */
export function createPageCache(
  render: RenderPage,
  log: Pick<FastifyBaseLogger, 'error'>,
  now: () => number = Date.now,
): PageCache {
  const pages = new Map<string, Entry>();
  const logged = (error: unknown, url: string) => {
    log.error({ err: error, url }, 'page not rendered: the boot shell is sent');
    return null;
  };
  return {
    render(url) {
      if (!cacheable(url)) return render(url).catch((error: unknown) => logged(error, url));
      const cached = pages.get(url);
      if (cached && now() - cached.at < PAGE_CACHE_TTL_MS) return cached.page;
      const page = render(url).catch((error: unknown) => logged(error, url));
      pages.delete(url);
      pages.set(url, { page, at: now() });
      // The oldest first (a Map keeps the order of insertion).
      if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value as string);
      return page;
    },
    clear() {
      pages.clear();
    },
  };
}

/** The event bus that also clears the rendered pages when a listing changes. */
export function clearPagesOnListingEvents(bus: EventBus, cache: () => PageCache | null): EventBus {
  return {
    publish(events) {
      bus.publish(events);
      if (events.some((event) => LISTING_EVENTS.has(event.name))) cache()?.clear();
    },
  };
}
