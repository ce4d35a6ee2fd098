import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildApp, type BuiltApp } from '../src/app';
import { MemoryFileStorage } from './helpers/memory-file-storage';
import { testConfig, testDatabase } from './helpers/test-app';

let built: BuiltApp | null = null;
afterEach(async () => {
  await built?.app.close();
  built = null;
});

/** The app with one route whose handler answers what its schema does not allow: a wrong type and an extra field. */
async function appAnsweringOffSchema(options: { validateResponses?: boolean; env?: 'production' | 'test' }) {
  built = await buildApp({
    config: testConfig(options.env ? { env: options.env } : {}),
    database: await testDatabase(),
    storage: new MemoryFileStorage(),
    ...(options.validateResponses === undefined ? {} : { validateResponses: options.validateResponses }),
  });
  built.app
    .withTypeProvider<ZodTypeProvider>()
    .get('/off-schema', { schema: { response: { 200: z.object({ n: z.number() }) } } }, () => {
      const answer: unknown = { n: 'seven', extra: true };
      return answer as { n: number };
    });
  await built.app.ready();
  return built.app.inject({ method: 'GET', url: '/off-schema' });
}

describe('response serialization', () => {
  it('checks every answer against its zod schema in tests and development', async () => {
    const response = await appAnsweringOffSchema({});
    expect(response.statusCode).toBe(500);
  });

  it('in production stringifies the answer as the handler made it, without a zod pass', async () => {
    const response = await appAnsweringOffSchema({ validateResponses: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ n: 'seven', extra: true });
  });

  it('follows NODE_ENV by default', async () => {
    const response = await appAnsweringOffSchema({ env: 'production' });
    expect(response.statusCode).toBe(200);
  });
});
