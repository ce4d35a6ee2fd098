import type { DestinationStream } from 'pino';
import { buildApp, type BuiltApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { connectDatabase, type Database } from '../../src/db/connect';
import type { FileStorage } from '../../src/storage/file-storage';
import { MemoryFileStorage } from './memory-file-storage';
import type { Mailer } from '../../src/mail/mailer';
import type { PaymentProvider } from '../../src/integrations/payments/payment-provider';
import type { CompanyRegistry } from '../../src/integrations/company/company-registry';
import { scratchDatabase } from './empty-database';

let shared: Promise<Database> | null = null;

/**
 * One migrated database per test file (per worker): in-memory PGlite, or the PostgreSQL of DATABASE_URL
 * (CI creates a fresh one per run). Tests isolate themselves by data: each makes its own users.
 */
export function testDatabase(): Promise<Database> {
  shared ??= connectDatabase({ databaseUrl: process.env.DATABASE_URL || null, dataDir: null });
  return shared;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  // Generous limits by default: tests of the limits themselves pass small ones.
  const relaxed = { max: 10_000, windowMs: 60_000 };
  const rateLimits = { login: relaxed, register: relaxed, forgot: relaxed, callback: relaxed };
  return { ...base, inMemoryDb: true, webDist: '/nonexistent-web-dist', rateLimits, ...overrides };
}

export interface TestAppOptions {
  config?: Partial<Config>;
  mailer?: Mailer;
  /**
   * A database of the file's own instead of the shared one: for tests of what works on a whole table, like the mail
   * outbox, which every app sharing the database would otherwise claim from.
   */
  ownDatabase?: boolean;
  /** Another app's database: two instances over one database (exactly-once tests). */
  database?: Database;
  /** Files in memory unless given. */
  storage?: FileStorage;
  /** Tariff payments; the built-in test provider unless given (tests of YooKassa pass one on a local fake). */
  payments?: PaymentProvider;
  /** The company check's register; by default the config's (DaData with `dadataToken`, else none). */
  companies?: CompanyRegistry;
  /** Where the app logs (with `config.logLevel`, silent by default): tests that read the log. */
  logStream?: DestinationStream;
}

/** Builds the real app on the shared test database (or its own). Call `close()` in afterAll. */
export async function startTestApp(
  options: TestAppOptions = {},
): Promise<BuiltApp & { close: () => Promise<void> }> {
  const own = options.ownDatabase ? await scratchDatabase() : null;
  const database = own?.database ?? options.database ?? (await testDatabase());
  const built = await buildApp({
    config: testConfig(options.config),
    database,
    storage: options.storage ?? new MemoryFileStorage(),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.companies ? { companies: options.companies } : {}),
  });
  await built.app.ready();
  return {
    ...built,
    close: async () => {
      await built.app.close();
      await own?.drop();
    },
  };
}
