import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import type { Config } from '../config';
import type { Database } from '../db/connect';

/** /ready and the database gauge wait this long for a ping: a probe must answer even when the database hangs. */
const PING_TIMEOUT_MS = 2_000;

export const OBSERVABILITY_MESSAGES = {
  databaseUnavailable: 'База данных недоступна',
} as const;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Each probe asks the database anew (nothing cached): /ready follows an outage and its end within a probe. */
const databaseAnswers = (database: Database) =>
  withTimeout(database.ping(), PING_TIMEOUT_MS).then(
    () => true,
    () => false,
  );

const digest = (text: string) => createHash('sha256').update(text).digest();

type MetricsAccess = 'open' | 'hidden' | 'refused';

/**
 * /metrics: with METRICS_TOKEN only for `Authorization: Bearer <token>`; without it open in development and tests
 * and absent (404) in production, where process and traffic figures are nobody's business.
 */
function metricsAccess(config: Config, request: FastifyRequest): MetricsAccess {
  if (!config.metricsToken) return config.env === 'production' ? 'hidden' : 'open';
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return 'refused';
  return timingSafeEqual(digest(match[1]), digest(config.metricsToken)) ? 'open' : 'refused';
}

/** /ready's word for who takes payments: `missing` when nobody does (the site is up, checkout answers 503). */
const PAYMENTS_READY = { yookassa: 'yookassa', demo: 'test', none: 'missing' } as const;

/** /ready's word for where route kilometres come from: a routing server, or the great-circle estimate. */
const ROUTING_READY = { osrm: 'osrm', 'great-circle': 'estimate' } as const;

/** What /ready reports of the third parties: who takes payments and who draws routes. */
interface ReadyProviders {
  /** YooKassa, the test provider (`demo`) or none. */
  payments: { readonly name: keyof typeof PAYMENTS_READY };
  routes: { readonly kind: keyof typeof ROUTING_READY };
}

/**
 * /health (process alive), /ready (database answers; who takes payments; where route kilometres come from),
 * /metrics (Prometheus).
 */
export function registerObservability(
  app: FastifyInstance,
  database: Database,
  config: Config,
  providers: ReadyProviders,
): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'fura_http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'fura_http_request_duration_seconds',
    help: 'HTTP request duration',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  new Gauge({
    name: 'fura_database_up',
    help: '1 when the database answered a ping at scrape time, 0 otherwise',
    registers: [registry],
    async collect() {
      this.set((await databaseAnswers(database)) ? 1 : 0);
    },
  });

  // The labelled series of each (method, route, status), looked up once: prom-client hashes a labels object on every
  // call otherwise (about 3 % of a search request's CPU, issue 14). Routes are patterns, so the map stays small.
  const series = new Map<string, { count: () => void; observe: (seconds: number) => void }>();
  const seriesOf = (method: string, route: string, status: number) => {
    const key = `${method} ${status} ${route}`;
    let found = series.get(key);
    if (!found) {
      const counter = requests.labels(method, route, String(status));
      const timer = duration.labels(method, route);
      found = { count: () => counter.inc(), observe: (seconds) => timer.observe(seconds) };
      series.set(key, found);
    }
    return found;
  };

  app.addHook('onResponse', (request, reply, done) => {
    const measured = seriesOf(request.method, request.routeOptions.url ?? 'unknown', reply.statusCode);
    measured.count();
    measured.observe(reply.elapsedTime / 1000);
    done();
  });

  app.get('/health', () => ({ status: 'ok' }));
  app.get('/ready', async (_request, reply) => {
    if (await databaseAnswers(database)) {
      return {
        status: 'ready',
        database: database.kind,
        payments: PAYMENTS_READY[providers.payments.name],
        routing: ROUTING_READY[providers.routes.kind],
      };
    }
    return reply
      .status(503)
      .send({ error: true, errors: [{ msg: OBSERVABILITY_MESSAGES.databaseUnavailable }] });
  });
  app.get('/metrics', async (request, reply) => {
    const access = metricsAccess(config, request);
    if (access === 'hidden') {
      return reply.status(404).send({ error: true, errors: [{ msg: ERROR_MESSAGES.routeNotFound }] });
    }
    if (access === 'refused') {
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ error: true, errors: [{ msg: ERROR_MESSAGES.unauthorized }] });
    }
    reply.header('Content-Type', registry.contentType);
    return registry.metrics();
  });
}
