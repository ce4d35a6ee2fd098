import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, bearer } from './helpers/factories';
import { captureLog } from './helpers/log-capture';
import { startTestApp } from './helpers/test-app';

const INFO = 30;
const log = captureLog();
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp({ config: { logLevel: 'info' }, logStream: log.stream });
});
afterAll(() => t.close());

/** Every log entry of one request, by the request id Fastify binds to its logger. */
function entriesOf(reqId: unknown) {
  return log.entries().filter((entry) => entry.reqId === reqId);
}

describe('the request log', () => {
  it('writes one info line per request: method, masked URL, status, time and the user', async () => {
    const { user, token } = await createUser(t.deps.db);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user?token=tajna&page=2',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const [line, ...rest] = log
      .entries()
      .filter((entry) => entry.url === '/api/user?token=[Redacted]&page=2');
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      level: INFO,
      msg: 'request',
      method: 'GET',
      statusCode: 200,
      userId: user.id,
    });
    expect(typeof line?.responseTime).toBe('number');
    expect(entriesOf(line?.reqId)).toHaveLength(1);
    expect(log.text()).not.toContain('tajna');
  });

  it('does not repeat the request: no "incoming request" or "request completed" lines', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(log.matching('incoming request')).toEqual([]);
    expect(log.matching('request completed')).toEqual([]);
    const lines = log.entries().filter((entry) => entry.url === '/health');
    expect(lines).toHaveLength(1);
    // A guest: no user.
    expect(lines[0]).not.toHaveProperty('userId');
  });
});
