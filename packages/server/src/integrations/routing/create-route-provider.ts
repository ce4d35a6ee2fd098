import type { Config } from '../../config';
import type { OutageLogger } from '../../outage-log';
import { LruCache } from '../address/lru-cache';
import { GreatCircleRouteProvider } from './great-circle-provider';
import { OsrmRouteProvider } from './osrm-provider';
import type { RouteProvider, TRoute } from './route-provider';

const CACHE_ENTRIES = 1000;
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/** OSRM when ROUTING_URL is set (the great-circle estimate as its fallback), otherwise the estimate alone. */
export function createRouteProvider(config: Pick<Config, 'routing'>, log: OutageLogger): RouteProvider {
  const { url, detourFactor } = config.routing;
  if (!url) return new GreatCircleRouteProvider(detourFactor);
  return new OsrmRouteProvider({
    url,
    detourFactor,
    cache: new LruCache<TRoute>(CACHE_ENTRIES, CACHE_TTL_MS),
    log,
  });
}
