import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSession } from '../src/shared/session/session-query';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const envelope = { error: true, errors: [{ msg: 'Сервис временно недоступен' }] };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchSession: who is a visitor', () => {
  it('a refused session (401) is a visitor', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer(401, envelope))),
    );
    await expect(fetchSession()).resolves.toBeNull();
  });

  it('a server answering 503 while it restarts is an error, not a logout (the query keeps the session it had)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer(503, envelope))),
    );
    await expect(fetchSession()).rejects.toMatchObject({ status: 503 });
  });

  it('an unreachable server (a restart) is an error, not a logout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchSession()).rejects.toMatchObject({ status: 0 });
  });
});
