import type { FastifyServerOptions } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { stdSerializers, type DestinationStream } from 'pino';

/**
 * Fields that hold secrets or personal data wherever they appear in a log entry (one and two levels deep, and in the
 * request's headers): pino replaces their values with "[Redacted]".
 */
const SENSITIVE_KEYS = ['password', 'passwordHash', 'hash', 'token', 'passport', 'phone', 'email', 'cookie'];
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'err.params',
  ...SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** Query and path parts of a URL that carry a token or personal data (unsubscribe links, password reset links). */
const SENSITIVE_QUERY = /^(token|password|email|phone|hash|code)$/i;

export function maskUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const maskedPath = path.replace(/(\/(?:unsubscribe|track|article\/current)\/)[^/]+/, '$1[Redacted]');
  if (queryAt < 0) return maskedPath;
  const query = url.slice(queryAt + 1);
  const params = query.split('&').map((pair) => {
    const [key = '', value] = pair.split('=', 2);
    return value !== undefined && SENSITIVE_QUERY.test(decodeSafely(key)) ? `${key}=[Redacted]` : pair;
  });
  return `${maskedPath}?${params.join('&')}`;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A PostgreSQL error as `pg` and PGlite raise it: a SQLSTATE code and a severity. */
function isDatabaseError(error: Error): error is Error & { code: string; severity: string } {
  const { code, severity } = error as Error & { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/** pg-pool attaches the broken `client` to its errors: connection settings and buffers, nothing to log. */
const NOISE_FIELDS = new Set(['client']);
/**
 * Fields of a PostgreSQL error that may quote row values (`detail`: "Key (email)=(…)", "Failing row contains (…)";
 * PGlite's `params`) or the statement (`where`, `internalQuery`).
 */
const DATABASE_VALUE_FIELDS = new Set([
  ...NOISE_FIELDS,
  'detail',
  'where',
  'internalQuery',
  'internalPosition',
  'params',
  'queryOptions',
]);

/** A copy of `error` (same prototype, so its type still shows) with another message and some fields left out. */
function copyError(error: Error, message: string, leaveOut: ReadonlySet<string>, cause: unknown): Error {
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(error)) {
    if (!leaveOut.has(key) && key !== 'cause') copy[key] = value;
  }
  Object.defineProperty(copy, 'message', { value: message, enumerable: false, writable: true });
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  copy.stack = [`${error.name}: ${message}`, ...frames].join('\n');
  if (cause !== undefined) copy.cause = cause;
  return copy;
}

/**
 * The error as it may be logged: a failed query keeps its SQL and SQLSTATE but loses its parameters (argon2 hashes,
 * e-mails, phones) and the PostgreSQL fields that quote values; a data exception (class 22, whose message quotes the
 * rejected input) keeps only its code.
 */
export function scrubError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 8) return error;
  const cause = error.cause === undefined ? undefined : scrubError(error.cause, depth + 1);
  if (error instanceof DrizzleQueryError) {
    const code = error.cause instanceof Error && isDatabaseError(error.cause) ? error.cause.code : undefined;
    const copy = copyError(
      error,
      `Failed query: ${error.query}`,
      new Set([...NOISE_FIELDS, 'params']),
      cause,
    );
    return Object.assign(copy, code ? { code } : {});
  }
  if (isDatabaseError(error)) {
    const message = error.code.startsWith('22') ? `data exception ${error.code}` : error.message;
    return copyError(error, message, DATABASE_VALUE_FIELDS, cause);
  }
  if (cause === error.cause && !Object.hasOwn(error, 'client')) return error;
  return copyError(error, error.message, NOISE_FIELDS, cause);
}

export const safeErrorSerializer = (error: unknown) => stdSerializers.err(scrubError(error) as Error);

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request fields, with the URL's tokens masked. */
function safeRequestSerializer(request: LoggedRequest) {
  return {
    method: request.method,
    url: maskUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The options of the app's pino logger; `stream` replaces stdout (tests capture the log). */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: REDACT_PATHS,
    serializers: { err: safeErrorSerializer, req: safeRequestSerializer },
    ...(stream ? { stream } : {}),
  };
}
