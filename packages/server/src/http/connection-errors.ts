/** Socket errors of a server that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a database that cannot serve now: 57P01 admin_shutdown (restart, pg_terminate_backend),
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up), 53300 too_many_connections, class 08 connection
 * exceptions.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What `pg` and `pg-pool` raise as plain errors when a connection ends or cannot be had. */
const CONNECTION_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
];

function isUnavailable(error: Error): boolean {
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return CONNECTION_MESSAGES.some((pattern) => pattern.test(error.message));
}

/**
 * True when the failure is the database (or another service) being unreachable, not the request: a lost or refused
 * connection anywhere in the error's causes (drizzle wraps the driver's error in a DrizzleQueryError), or in an
 * AggregateError's errors (a host name with several addresses).
 */
export function isConnectionFailure(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 8) return false;
  if (isUnavailable(error)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isConnectionFailure(inner, depth + 1))
  ) {
    return true;
  }
  return isConnectionFailure(error.cause, depth + 1);
}
