import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ZErrorResponse } from '@fura/domain/errors';
import { startTestApp } from './helpers/test-app';

const relaxed = { max: 100_000, windowMs: 60_000 };
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp({
    config: { rateLimits: { login: relaxed, register: relaxed, forgot: relaxed, callback: relaxed } },
  });
});
afterAll(() => t.close());

/** Junk shaped like the real bodies (right keys, wrong values) and plain junk of any JSON shape. */
const junkValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { maxKeys: 3 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
);
const shapedBody = fc.record(
  {
    type: junkValue,
    email: junkValue,
    phone: junkValue,
    password: junkValue,
    name: fc.oneof(junkValue, fc.record({ first: junkValue, last: junkValue }, { requiredKeys: [] })),
    login: junkValue,
    __proto__: junkValue,
    constructor: junkValue,
  },
  { requiredKeys: [] },
);
const anyJson = fc.oneof(shapedBody, fc.jsonValue({ maxDepth: 3 }));

describe('junk bodies never cause a 500', () => {
  it.each(['/api/auth/register', '/api/auth/login', '/api/auth/forgot', '/api/auth/reset'])(
    '%s',
    async (url) => {
      await fc.assert(
        fc.asyncProperty(anyJson, async (body) => {
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400) expect(ZErrorResponse.safeParse(res.json()).success).toBe(true);
        }),
        { numRuns: 60 },
      );
    },
  );

  it('raw junk text as a JSON body gives 400, not 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 200 }), async (text) => {
        fc.pre(!isJson(text));
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          payload: text,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
