import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from '../src/http/connection-errors';
import { registerErrorHandling, SERVICE_UNAVAILABLE_MESSAGE } from '../src/http/errors';

/** An error as `pg` raises it for a PostgreSQL message: a SQLSTATE and a severity. */
function databaseError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
const failedQuery = (cause: Error) =>
  new DrizzleQueryError('select 1 from "users" where "id" = $1', ['x'], cause);

const unavailable: [string, Error][] = [
  [
    '57P01 admin_shutdown (restart, pg_terminate_backend)',
    failedQuery(databaseError('57P01', 'terminating')),
  ],
  ['57P02 crash_shutdown', databaseError('57P02', 'crash')],
  [
    '57P03 cannot_connect_now (starting up)',
    failedQuery(databaseError('57P03', 'the database system is starting up')),
  ],
  ['08006 connection_failure', databaseError('08006', 'connection failure')],
  ['53300 too_many_connections', databaseError('53300', 'sorry, too many clients already')],
  ['ECONNREFUSED', failedQuery(socketError('ECONNREFUSED'))],
  ['ECONNRESET', socketError('ECONNRESET')],
  ['ECONNREFUSED of every address', new AggregateError([socketError('ECONNREFUSED')], 'connect failed')],
  ['the pool’s connect timeout', new Error('timeout exceeded when trying to connect')],
  ['a connection ended mid-query', failedQuery(new Error('Connection terminated unexpectedly'))],
  ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
];

const notUnavailable: [string, Error][] = [
  ['a unique violation', failedQuery(databaseError('23505', 'duplicate key value'))],
  ['a syntax error', failedQuery(databaseError('42601', 'syntax error'))],
  ['a plain bug', new TypeError('cannot read properties of undefined')],
];

describe('isConnectionFailure', () => {
  it.each(unavailable)('%s → the database is unavailable', (_name, error) => {
    expect(isConnectionFailure(error)).toBe(true);
  });
  it.each(notUnavailable)('%s → a failure of the request, not of the connection', (_name, error) => {
    expect(isConnectionFailure(error)).toBe(false);
  });
});

describe('the error handler', () => {
  it('answers 503 with the envelope and Retry-After for a lost database, 500 for anything else', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/lost', () => Promise.reject(failedQuery(databaseError('57P01', 'terminating'))));
    app.get('/bug', () => Promise.reject(new TypeError('bug')));
    const lost = await app.inject({ method: 'GET', url: '/lost' });
    expect(lost.statusCode).toBe(503);
    expect(lost.headers['retry-after']).toBe('5');
    expect(lost.json()).toEqual({ error: true, errors: [{ msg: SERVICE_UNAVAILABLE_MESSAGE }] });
    expect((await app.inject({ method: 'GET', url: '/bug' })).statusCode).toBe(500);
    await app.close();
  });
});
