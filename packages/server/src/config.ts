import { z } from 'zod';
import { resolve } from 'node:path';
import { DEFAULT_DATA_DIR, DEFAULT_WEB_DIST, REPO_ROOT } from './paths';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Who takes the carriers' tariff payments: YooKassa, the built-in test provider, or nobody (checkout answers 503). */
export const PAYMENT_PROVIDERS = ['yookassa', 'test', 'none'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDERS)[number];

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Prefix of the rate-limit counters in Redis: deployments sharing one Redis keep theirs apart. */
  RATE_LIMIT_NAMESPACE: z.string().min(1).max(100).default('fura:rate-limit:'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Фура <no-reply@fura.local>'),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  SEED_DEMO: bool.optional(),
  COOKIE_SECURE: bool.optional(),
  /** DaData «Подсказки» API key; without it suggestions come from the bundled settlements list. */
  DADATA_TOKEN: z.string().optional(),
  DADATA_URL: z.url().default('https://suggestions.dadata.ru/suggestions/api/4_1/rs'),
  /**
   * `yookassa`, `test` (the built-in test page, no money moves) or `none`. Unset: YooKassa with its shop's keys; without
   * them the test provider outside production and no payments at all in production (issue 24).
   */
  PAYMENT_PROVIDER: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(PAYMENT_PROVIDERS).optional(),
  ),
  /** YooKassa shop (both or neither). */
  YOOKASSA_SHOP_ID: z.string().trim().optional(),
  YOOKASSA_SECRET_KEY: z.string().trim().optional(),
  YOOKASSA_URL: z.url().default('https://api.yookassa.ru/v3'),
  /** 54-ФЗ receipt `vat_code` (1: без НДС). */
  YOOKASSA_VAT_CODE: z.coerce.number().int().min(1).max(12).default(1),
  /** Map tiles (issue 13); the default is OpenStreetMap's public tiles — fine for development, not heavy production. */
  MAP_TILE_URL: z.string().trim().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().trim().default('© участники OpenStreetMap'),
  /** The third-party support chat's script URL; without it «Чат поддержки» opens a dialog with the site's support. */
  SUPPORT_WIDGET_SRC: z.url({ protocol: /^https?$/ }).optional(),
  /** An OSRM server (its HTTP `route` service) for road routes and kilometres; unset: great-circle estimates. */
  ROUTING_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/ }).optional(),
  ),
  /** Road kilometres per straight kilometre in the estimate without a routing server. */
  ROUTE_DETOUR_FACTOR: z.coerce.number().min(1).max(3).default(1.25),
  /** Hours after publication or the last confirmation before the author is asked «Заказ ещё актуален?» (issue 26). */
  LISTING_CONFIRM_AFTER_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(72),
  /**
   * Web push (issue 27): the VAPID key pair (base64url, as `web-push generate-vapid-keys` prints them), both or neither;
   * without them a pair is made once and kept in the database. VAPID_SUBJECT: a mailto: or https: contact for push
   * services (default: mailto: at PUBLIC_URL's host).
   */
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https: URL')
    .optional(),
  /** Background jobs (the expiry sweeper); off by default in tests, which run them directly. */
  RUN_JOBS: bool.optional(),
  /** Bearer token of GET /metrics; without it /metrics is open in development and test, absent in production. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .refine((token) => token === '' || token.length >= 16, 'at least 16 characters')
    .optional(),
  /** Files in an S3-compatible bucket instead of DATA_DIR/files (several instances share them). */
  S3_BUCKET: z.string().trim().optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
});

/** Settings that mean nothing without S3_BUCKET: set alone, they are a mistake to report, not to ignore. */
const S3_ONLY = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const ZCheckedEnv = ZEnv.superRefine((e, context) => {
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    context.addIssue({
      code: 'custom',
      path: [e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message:
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither: the AWS default credentials)',
    });
  }
  if (!e.YOOKASSA_SHOP_ID !== !e.YOOKASSA_SECRET_KEY) {
    context.addIssue({
      code: 'custom',
      path: [e.YOOKASSA_SHOP_ID ? 'YOOKASSA_SECRET_KEY' : 'YOOKASSA_SHOP_ID'],
      message: 'YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY go together (or neither)',
    });
  }
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    context.addIssue({
      code: 'custom',
      path: [e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
      message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together (or neither: a pair kept in the database)',
    });
  }
  if (e.PAYMENT_PROVIDER === 'yookassa' && !e.YOOKASSA_SHOP_ID) {
    context.addIssue({
      code: 'custom',
      path: ['PAYMENT_PROVIDER'],
      message: 'yookassa needs YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY',
    });
  }
  const stray = S3_ONLY.filter((name) => e[name]);
  if (!e.S3_BUCKET && stray.length > 0) {
    context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `required with ${stray.join(', ')}` });
  }
});

/** The bucket of the files when S3_BUCKET is set. */
export interface S3Config {
  bucket: string;
  /** Another S3-compatible service (Yandex Object Storage, MinIO…); null: AWS itself. */
  endpoint: string | null;
  region: string;
  /** null: the AWS SDK's default credentials (AWS_* variables, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most local servers need it). */
  forcePathStyle: boolean;
}

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  /** In-memory PGlite when true (tests); ignored when databaseUrl is set. */
  inMemoryDb: boolean;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** With redisUrl the rate limits are counted in Redis under this prefix, shared by every instance. */
  rateLimitNamespace: string;
  smtpUrl: string | null;
  mailFrom: string;
  webDist: string;
  logLevel: string;
  trustProxy: boolean;
  seedDemo: boolean;
  cookieSecure: boolean;
  bodyLimitBytes: number;
  avatarMaxBytes: number;
  dadataToken: string | null;
  /** Base URL of DaData's suggestions API (tests point it at a local fake). */
  dadataUrl: string;
  /** POST/GET /api/address/suggest, per client address (open to guests). */
  addressSuggestLimit: RateLimitRule;
  /** Per cargo or car photo of a listing. */
  photoMaxBytes: number;
  runJobs: boolean;
  /**
   * Who takes tariff payments (PAYMENT_PROVIDER): `yookassa` (needs `yookassa`), `test` (the built-in test page, no
   * money moves) or `none` (checkout answers 503 «Оплата временно недоступна»).
   */
  paymentProvider: PaymentProviderKind;
  /** The YooKassa shop when its keys are set. */
  yookassa: { shopId: string; secretKey: string; url: string; vatCode: number } | null;
  unpublishExpiredEveryMs: number;
  /** «Заказ ещё актуален?» this many hours after publication or the last confirmation (LISTING_CONFIRM_AFTER_HOURS). */
  listingConfirmAfterHours: number;
  /** Required as `Authorization: Bearer …` by GET /metrics when set. */
  metricsToken: string | null;
  /**
   * Routes of the corridor search (issue 26): the OSRM server of ROUTING_URL, or null for great-circle lines with
   * kilometres estimated as straight kilometres × `detourFactor` (ROUTE_DETOUR_FACTOR).
   */
  routing: { url: string | null; detourFactor: number };
  /** Web push's VAPID keys from the environment (null: the database's pair) and the contact push services see. */
  push: { keys: { publicKey: string; privateKey: string } | null; subject: string };
  /** Map tiles for Leaflet (MAP_TILE_URL with {z}/{x}/{y}, MAP_ATTRIBUTION). */
  map: { tileUrl: string; attribution: string };
  /** SUPPORT_WIDGET_SRC, or null: the site's own support dialog. */
  supportWidgetSrc: string | null;
  /** Uploaded files in S3 (S3_BUCKET); null: on the local disk under DATA_DIR/files. */
  s3: S3Config | null;
  rateLimits: {
    login: RateLimitRule;
    register: RateLimitRule;
    forgot: RateLimitRule;
    callback: RateLimitRule;
  };
}

const MINUTE = 60_000;

/**
 * PAYMENT_PROVIDER when set; else YooKassa with its keys; else the test provider — but never by default in production,
 * where a free test page would give paid tariffs away: there payments are off until the keys or PAYMENT_PROVIDER=test.
 */
function paymentProviderOf(e: z.infer<typeof ZEnv>): PaymentProviderKind {
  if (e.PAYMENT_PROVIDER) return e.PAYMENT_PROVIDER;
  if (e.YOOKASSA_SHOP_ID && e.YOOKASSA_SECRET_KEY) return 'yookassa';
  return e.NODE_ENV === 'production' ? 'none' : 'test';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZCheckedEnv.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid environment: ${details}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: e.DATA_DIR ? resolve(REPO_ROOT, e.DATA_DIR) : DEFAULT_DATA_DIR,
    inMemoryDb: false,
    databaseUrl: e.DATABASE_URL || null,
    redisUrl: e.REDIS_URL || null,
    rateLimitNamespace: e.RATE_LIMIT_NAMESPACE,
    smtpUrl: e.SMTP_URL || null,
    mailFrom: e.MAIL_FROM,
    webDist: e.WEB_DIST ? resolve(REPO_ROOT, e.WEB_DIST) : DEFAULT_WEB_DIST,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO ?? !isProduction,
    cookieSecure: e.COOKIE_SECURE ?? isProduction,
    bodyLimitBytes: 1024 * 1024,
    avatarMaxBytes: 5 * 1024 * 1024,
    dadataToken: e.DADATA_TOKEN?.trim() || null,
    dadataUrl: e.DADATA_URL,
    addressSuggestLimit: { max: 120, windowMs: MINUTE },
    photoMaxBytes: 10 * 1024 * 1024,
    runJobs: e.RUN_JOBS ?? e.NODE_ENV !== 'test',
    paymentProvider: paymentProviderOf(e),
    yookassa:
      e.YOOKASSA_SHOP_ID && e.YOOKASSA_SECRET_KEY
        ? {
            shopId: e.YOOKASSA_SHOP_ID,
            secretKey: e.YOOKASSA_SECRET_KEY,
            url: e.YOOKASSA_URL,
            vatCode: e.YOOKASSA_VAT_CODE,
          }
        : null,
    unpublishExpiredEveryMs: MINUTE,
    listingConfirmAfterHours: e.LISTING_CONFIRM_AFTER_HOURS,
    metricsToken: e.METRICS_TOKEN || null,
    routing: { url: e.ROUTING_URL ?? null, detourFactor: e.ROUTE_DETOUR_FACTOR },
    push: {
      keys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      subject: e.VAPID_SUBJECT ?? `mailto:no-reply@${new URL(e.PUBLIC_URL ?? 'http://fura.local').hostname}`,
    },
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_ATTRIBUTION },
    supportWidgetSrc: e.SUPPORT_WIDGET_SRC ?? null,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT ?? null,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : null,
    rateLimits: {
      login: { max: 20, windowMs: 10 * MINUTE },
      register: { max: 10, windowMs: 60 * MINUTE },
      forgot: { max: 5, windowMs: 60 * MINUTE },
      callback: { max: 5, windowMs: 60 * MINUTE },
    },
  };
}
