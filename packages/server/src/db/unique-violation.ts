const UNIQUE_VIOLATION = '23505';

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/**
 * The constraint name of a PostgreSQL unique violation (code 23505), looking through drizzle's wrapper
 * (`DrizzleQueryError.cause`); null for any other error. Works for node-postgres and PGlite errors alike.
 */
export function uniqueViolationConstraint(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const fields = current as PgErrorFields;
    if (fields.code === UNIQUE_VIOLATION) {
      return typeof fields.constraint === 'string' ? fields.constraint : '';
    }
    current = fields.cause;
  }
  return null;
}
