import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/connect';
import type { EventBus } from './events/event-bus';
import type { Presence } from './realtime/presence';
import type { Mailer } from './mail/mailer';
import type { FileStorage } from './storage/file-storage';
import type { AddressProvider } from './integrations/address/address-provider';
import type { CompanyRegistry } from './integrations/company/company-registry';
import type { PaymentProvider } from './integrations/payments/payment-provider';
import type { RouteProvider } from './integrations/routing/route-provider';

/** What every module gets: built once in buildApp(), replaced by fakes only where a test needs it. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  bus: EventBus;
  /** Who is online (any instance). */
  presence: Presence;
  mailer: Mailer;
  storage: FileStorage;
  /** Settlement suggestions: DaData or the bundled list. */
  addresses: AddressProvider;
  /** The company check's register (issue 29): DaData's party lookup, or none (companies stay «не проверена»). */
  companies: CompanyRegistry;
  /** Tariff payments: YooKassa, the built-in test provider, or none (checkout answers 503). */
  payments: PaymentProvider;
  /** Route lines and road kilometres: OSRM (ROUTING_URL) or the great-circle estimate. */
  routes: RouteProvider;
  log: FastifyBaseLogger;
}
