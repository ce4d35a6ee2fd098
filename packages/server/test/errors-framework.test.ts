import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { URL_MESSAGES } from '../src/http/framework-errors';
import { listenForSockets } from './helpers/sockets';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;
let baseUrl: string;

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listenForSockets(t.app);
});
afterAll(() => t.close());

/** A raw request over a real socket: Node's HTTP parser refuses some before Fastify sees them. */
function rawGet(path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${baseUrl}${path}`, { method: 'GET' }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (body += chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, type: incoming.headers['content-type'] ?? '', body }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('failures before any route runs answer the envelope', () => {
  it('a path segment over the router limit → 414 with a Russian message', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/notification/unsubscribe/${'a'.repeat(300)}`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ error: true, errors: [{ msg: URL_MESSAGES.urlTooLong }] });
  });

  it('a malformed percent-encoding in a path parameter → 400 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dialog/voice/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: true, errors: [{ msg: ERROR_MESSAGES.badRequest }] });
  });

  it('a URL over Node’s 16 KB header limit → 431 envelope on the wire', async () => {
    const response = await rawGet(`/api/article/search?q=${'x'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(response.type).toContain('application/json');
    expect(JSON.parse(response.body)).toEqual({
      error: true,
      errors: [{ msg: URL_MESSAGES.headersTooLarge }],
    });
  });
});
