import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import { connectDatabase, type Database } from './db/connect';
import type { AppDeps } from './app-deps';
import type { DestinationStream } from 'pino';
import { compressionOptions } from './http/compression';
import { cspDirectives } from './http/csp';
import { registerSecurityHeaders } from './http/security-headers';
import { registerErrorHandling } from './http/errors';
import { answerClientError, answerFrameworkError } from './http/framework-errors';
import { loggerOptions } from './http/log-safety';
import { OneLineRequestLog } from './http/request-log';
import { registerObservability } from './http/observability';
import { responseSerializer } from './http/response-serializer';
import { registerWebApp } from './site/web';
import { clearPagesOnListingEvents, createPageCache, type PageCache } from './site/ssr/page-cache';
import { loadPageRenderer, serverEntryOf } from './site/ssr/page-renderer';
import { attachRealtime, type Realtime } from './socket/socket-server';
import { createMailer, type Mailer } from './mail/mailer';
import { createMailDelivery, deliverMailAfterCommit } from './mail/outbox-sender';
import type { FileStorage } from './storage/file-storage';
import { createFileStorage } from './storage/create-file-storage';
import { serverJobs, startJobs } from './jobs/registry';
import { registerAuthRoutes } from './modules/auth/routes';
import { registerUserRoutes } from './modules/user/routes';
import { createPaymentProvider } from './integrations/payments/create-payment-provider';
import type { PaymentProvider } from './integrations/payments/payment-provider';
import { createRouteProvider } from './integrations/routing/create-route-provider';
import type { RouteProvider } from './integrations/routing/route-provider';
import { registerPaymentRoutes } from './modules/tariff/payment-routes';
import { registerTariffRoutes } from './modules/tariff/routes';
import { registerPageRoutes } from './modules/page/routes';
import { registerNotificationRoutes } from './modules/notification/routes';
import { registerAddressRoutes } from './modules/address/routes';
import { registerCompanyRoutes } from './modules/company/routes';
import { createAddressProvider } from './integrations/address/create-address-provider';
import type { AddressProvider } from './integrations/address/address-provider';
import { createCompanyRegistry } from './integrations/company/create-company-registry';
import type { CompanyRegistry } from './integrations/company/company-registry';
import { registerVehicleTemplateRoutes } from './modules/vehicle-template/routes';
import { registerFileRoutes } from './modules/files/routes';
import { registerArticleRoutes } from './modules/article/routes';
import { registerSearchRoutes } from './modules/search/routes';
import { registerDealRoutes } from './modules/deal/routes';
import { registerReviewRoutes } from './modules/review/routes';
import { registerDialogRoutes } from './modules/dialog/routes';
import { registerAdminRoutes } from './modules/admin/routes';
import { registerGeoRoutes } from './modules/geo/routes';
import { registerContentRoutes } from './modules/content/routes';
import { registerLaneRoutes } from './modules/lane/routes';
import { registerSupportRoutes } from './modules/dialog/support-routes';
import { registerSeoRoutes } from './site/seo';
import { createPushSender } from './integrations/push/push-sender';
import { createPushDelivery, deliverPushAfterCommit } from './modules/push/push-delivery';
import { registerPushRoutes } from './modules/push/routes';
import { resolveVapidKeys } from './modules/push/vapid-keys';
import type { SerialRunner } from './serial-runner';
import { matchAlertsAfterCommit } from './modules/saved-search/alert-delivery';
import { registerSavedSearchRoutes } from './modules/saved-search/routes';
import { createSavedSearchRunners, type SavedSearchRunners } from './modules/saved-search/runners';
import { registerSearchUnsubscribeRoutes } from './modules/saved-search/unsubscribe-routes';
import { seedSiteSettings } from './seed/seed-settings';
import { seedContent } from './seed/seed-content';
import { seedDemo } from './seed/seed-demo';
import { ensureSupportAccount } from './modules/dialog/support-account';
import { registerRateLimits } from './http/rate-limits';
import { seedDemoContent } from './seed/demo/seed-demo-content';

z.config(z.locales.ru());

export interface BuildOptions {
  config: Config;
  /** An already connected database (tests share one per worker); otherwise one is connected from config. */
  database?: Database;
  mailer?: Mailer;
  storage?: FileStorage;
  /** Settlement suggestions; by default DaData (DADATA_TOKEN) or the bundled list. */
  addresses?: AddressProvider;
  /** The company check's register; by default DaData's party lookup (DADATA_TOKEN) or none. */
  companies?: CompanyRegistry;
  /** Tariff payments; by default the one config.paymentProvider names (YooKassa, the test provider or none). */
  payments?: PaymentProvider;
  /** Routes for the corridor search; by default OSRM (ROUTING_URL) or the great-circle estimate. */
  routes?: RouteProvider;
  /** Where the log goes instead of stdout (tests read what was logged). */
  logStream?: DestinationStream;
  /**
   * Answers checked against their zod response schemas before they are sent: by default everywhere but production,
   * where the presenters are trusted (http/response-serializer.ts).
   */
  validateResponses?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  deps: AppDeps;
  realtime: Realtime;
  /** Saved-search matching and letters (tests wait for them with `idle()`). */
  savedSearches: SavedSearchRunners;
  /** Push delivery (tests wait for it with `idle()`). */
  push: SerialRunner;
}

export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: new OneLineRequestLog(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(options.validateResponses ?? config.env !== 'production'));
  registerErrorHandling(app);

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await connectDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.inMemoryDb ? null : config.dataDir,
      log: app.log,
    }));
  if (ownsDatabase) app.addHook('onClose', () => database.close());

  await seedSiteSettings(database.db);
  await seedContent(database.db);
  const seededDemoAccounts =
    config.seedDemo && config.env !== 'production' && (await seedDemo(database.db, app.log));
  // After the demo seed, which runs only on an empty users table.
  await ensureSupportAccount(database.db);

  await app.register(fastifyCookie);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: cspDirectives(config) },
    crossOriginEmbedderPolicy: false,
  });
  // Before every route: its hooks are added to the routes registered after it (issue 14).
  await app.register(fastifyCompress, compressionOptions);
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: Math.max(config.avatarMaxBytes, config.photoMaxBytes),
      files: 12,
      fields: 20,
      fieldSize: 256 * 1024,
      parts: 40,
    },
  });
  await registerRateLimits(app, config);

  const storage = options.storage ?? (await createFileStorage(config, app));
  const mailer = options.mailer ?? createMailer({ config, db: database.db, log: app.log });
  const mailDelivery = createMailDelivery({ db: database.db, config, log: app.log });
  const addresses = options.addresses ?? createAddressProvider(config, app.log);
  const companies = options.companies ?? createCompanyRegistry(config, app.log);
  const payments = options.payments ?? createPaymentProvider(config, database.db, app.log);
  const routes = options.routes ?? createRouteProvider(config, app.log);
  const realtime = await attachRealtime(app, {
    config,
    database,
    db: database.db,
    mailer,
    storage,
    addresses,
    companies,
    payments,
    routes,
    log: app.log,
  });
  app.addHook('onClose', () => realtime.close());
  let savedSearches: SavedSearchRunners | null = null;
  let pushDelivery: SerialRunner | null = null;
  let pageCache: PageCache | null = null;
  const afterCommit = clearPagesOnListingEvents(
    deliverPushAfterCommit(
      matchAlertsAfterCommit(deliverMailAfterCommit(realtime.bus, mailDelivery), () => savedSearches?.alerts),
      () => pushDelivery,
    ),
    () => pageCache,
  );
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    // Right after a commit: mail it queued is sent, a listing it published is matched against the saved searches,
    // push messages it queued go, the rendered pages are forgotten when a listing changed.
    bus: afterCommit,
    presence: realtime.presence,
    mailer,
    storage,
    addresses,
    companies,
    payments,
    routes,
    log: app.log,
  };
  const runners = createSavedSearchRunners(deps);
  savedSearches = runners;
  const vapid = await resolveVapidKeys(database.db, config);
  const push = createPushDelivery(deps, createPushSender(vapid, config.push.subject));
  pushDelivery = push;

  // The demo content goes through the services, so it needs the dependencies; only the instance that made the accounts.
  // A failure here must not keep the marketplace from starting: the demo is a convenience.
  if (seededDemoAccounts) {
    await seedDemoContent(deps, app.log).catch((error: unknown) =>
      app.log.error({ err: error }, 'демо-контент не создан'),
    );
  }

  registerObservability(app, database, config, { payments, routes });
  await app.register(
    (api, _options, done) => {
      registerAuthRoutes(api, deps);
      registerUserRoutes(api, deps);
      registerCompanyRoutes(api, deps);
      registerPageRoutes(api, deps);
      registerNotificationRoutes(api, deps);
      registerAddressRoutes(api, deps);
      registerArticleRoutes(api, deps);
      registerSearchRoutes(api, deps);
      registerDealRoutes(api, deps);
      registerReviewRoutes(api, deps);
      registerDialogRoutes(api, deps);
      registerVehicleTemplateRoutes(api, deps);
      registerTariffRoutes(api, deps);
      registerPaymentRoutes(api, deps);
      registerAdminRoutes(api, deps);
      registerGeoRoutes(api, deps);
      registerContentRoutes(api, deps);
      registerLaneRoutes(api, deps);
      registerSupportRoutes(api, deps);
      registerSavedSearchRoutes(api, deps);
      registerSearchUnsubscribeRoutes(api, deps);
      registerPushRoutes(api, deps, vapid.publicKey);
      done();
    },
    { prefix: '/api' },
  );
  registerFileRoutes(app, deps);
  registerSeoRoutes(app, deps);
  const renderPage = await loadPageRenderer(serverEntryOf(config.webDist), app, app.log);
  pageCache = renderPage ? createPageCache(renderPage, app.log) : null;
  await registerWebApp(app, config.webDist, { ...deps, renderPage: pageCache?.render ?? null });
  if (config.runJobs) {
    startJobs(app, deps, serverJobs(deps, { mail: mailDelivery, savedSearches: runners, push }));
    // Every instance loads its saved-search book now (the job's first tick runs on one instance only).
    runners.alerts.kick();
  }
  // After the jobs stop: lets the runs in progress finish before the database closes (matching may kick letters).
  app.addHook('preClose', async () => {
    await runners.alerts.idle();
    await runners.mail.idle();
    await push.idle();
    await mailDelivery.idle();
  });
  return { app, deps, realtime, savedSearches: runners, push };
}
