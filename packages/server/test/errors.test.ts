import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ZErrorResponse } from '@fura/domain/errors';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the error envelope for bad input', () => {
  it('malformed JSON → 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login": "a@b.ru", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, errors: [{ msg: ERROR_MESSAGES.badJson }] });
  });

  it('a JSON body over 1 MB → 413 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ login: 'a@b.ru', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: true, errors: [{ msg: ERROR_MESSAGES.tooLarge }] });
  });

  it.each([
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/auth/no-such-thing'],
    ['GET', '/api/auth/login'],
    ['DELETE', '/api/user'],
  ])('unknown route %s %s → 404 envelope', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: true, errors: [{ msg: ERROR_MESSAGES.routeNotFound }] });
  });

  it('an unsupported content type → 415 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(ZErrorResponse.parse(res.json()).errors).toHaveLength(1);
  });

  it('a validation failure → 400 envelope with Russian messages and field paths', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: { first: 5 } },
    });
    expect(res.statusCode).toBe(400);
    const { errors } = ZErrorResponse.parse(res.json());
    expect(errors.map((item) => item.param)).toEqual(
      expect.arrayContaining(['name.first', 'name.last', 'email']),
    );
    expect(errors.every((item) => /[а-яё]/i.test(item.msg))).toBe(true);
  });
});
