import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSuggestResponse } from '@fura/domain/address';
import { startFakeDadata, type FakeDadata } from './helpers/fake-dadata';
import { startTestApp } from './helpers/test-app';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

const QUERY_MESSAGE = 'Введите название населённого пункта';

describe('/api/address/suggest with the bundled list (no DADATA_TOKEN)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/address/suggest', payload: payload as object });
  const get = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/address/suggest?${query}` });

  it('uses the bundled list', () => {
    expect(ctx.deps.addresses.kind).toBe('local');
  });

  it('answers a guest’s POST with suggestions (no login needed)', async () => {
    const response = await post({ query: 'Тольятти', count: 3 });
    expect(response.statusCode).toBe(200);
    const body = ZSuggestResponse.parse(response.json());
    expect(body.error).toBe(false);
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeLessThanOrEqual(3);
    expect(body.suggestions[0]).toMatchObject({
      value: 'Тольятти, Самарская область',
      settlement: 'Тольятти',
      region: 'Самарская область',
      regionIso: 'RU-SAM',
    });
  });

  it('answers GET with the query string, count as text', async () => {
    const response = await get(`query=${encodeURIComponent('ростов')}&count=2`);
    expect(response.statusCode).toBe(200);
    const body = ZSuggestResponse.parse(response.json());
    // The exact name first, then the names starting with it.
    expect(body.suggestions.map((s) => s.value)).toEqual([
      'Ростов, Ярославская область',
      'Ростов-на-Дону, Ростовская область',
    ]);
  });

  it('defaults to 10 suggestions and allows up to 20', async () => {
    expect(ZSuggestResponse.parse((await post({ query: 'Ново' })).json()).suggestions).toHaveLength(10);
    expect(
      ZSuggestResponse.parse((await post({ query: 'Ново', count: 20 })).json()).suggestions,
    ).toHaveLength(20);
    expect(ZSuggestResponse.parse((await get('query=Ново&count=20')).json()).suggestions).toHaveLength(20);
  });

  it('answers an empty list for an unknown place', async () => {
    expect((await post({ query: 'Йцукенгшщз' })).json()).toEqual({ error: false, suggestions: [] });
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['missing', undefined],
  ])('refuses a query that is %s with a Russian message', async (_case, query) => {
    const response = await post({ query });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: true, errors: [{ msg: QUERY_MESSAGE, param: 'query' }] });
  });

  it('refuses a GET without a query', async () => {
    const response = await get('count=5');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: true, errors: [{ msg: QUERY_MESSAGE, param: 'query' }] });
  });

  it('refuses a query over 300 characters', async () => {
    const response = await post({ query: 'а'.repeat(301) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: true,
      errors: [{ msg: 'Слишком длинный запрос', param: 'query' }],
    });
    expect((await post({ query: 'а'.repeat(300) })).statusCode).toBe(200);
  });

  it.each([[0], [21], [2.5], ['5'], [-1]])('refuses count %s in a POST', async (count) => {
    const response = await post({ query: 'Пермь', count });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: boolean; errors: { msg: string; param: string }[] }>();
    expect(body.error).toBe(true);
    expect(body.errors[0]!.param).toBe('count');
    expect(body.errors[0]!.msg).toMatch(/[а-яё]/i);
  });

  it.each(['0', '21', 'abc'])('refuses count=%s in a GET', async (count) => {
    const response = await get(`query=Пермь&count=${count}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { param: string }[] }>().errors[0]!.param).toBe('count');
  });

  it('refuses malformed JSON with the usual envelope', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/address/suggest',
      headers: { 'content-type': 'application/json' },
      payload: '{"query":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true });
  });
});

describe('/api/address/suggest rate limit', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await startTestApp({ config: { addressSuggestLimit: { max: 3, windowMs: 60_000 } } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers 429 with a Russian message past the limit per client address', async () => {
    for (const method of ['POST', 'GET'] as const) {
      const send = () =>
        method === 'POST'
          ? ctx.app.inject({ method, url: '/api/address/suggest', payload: { query: 'Казань' } })
          : ctx.app.inject({ method, url: '/api/address/suggest?query=Казань' });
      for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      const body = refused.json<{ error: boolean; errors: { msg: string }[] }>();
      expect(body.error).toBe(true);
      expect(body.errors[0]!.msg).toMatch(/[а-яё]/i);
    }
  });
});

describe('/api/address/suggest with DaData (DADATA_TOKEN set)', () => {
  let fake: FakeDadata;
  let ctx: TestApp;
  beforeAll(async () => {
    fake = await startFakeDadata('secret-dadata-key');
    ctx = await startTestApp({ config: { dadataToken: fake.token, dadataUrl: fake.url } });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('answers from DaData through the server, caches, and never sends the token to the browser', async () => {
    expect(ctx.deps.addresses.kind).toBe('dadata');
    fake.requests.length = 0;
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/address/suggest',
      payload: { query: 'Тольятти' },
    });
    const second = await ctx.app.inject({
      method: 'GET',
      url: '/api/address/suggest?query=%D1%82%D0%BE%D0%BB%D1%8C%D1%8F%D1%82%D1%82%D0%B8',
    });
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(fake.token);
      expect(JSON.stringify(response.headers)).not.toContain(fake.token);
      expect(response.json()).toEqual({
        error: false,
        suggestions: [
          expect.objectContaining({
            value: 'Тольятти, Самарская область',
            placeId: '242e87c1-584d-4360-8c4c-aae2fe90048e',
          }) as object,
        ],
      });
    }
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.headers.authorization).toBe('Token secret-dadata-key');
  });

  it('falls back to the bundled list when DaData refuses (quota), without leaking the token', async () => {
    fake.mode = 'quota';
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/address/suggest',
      payload: { query: 'Пермь' },
    });
    fake.mode = 'ok';
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(fake.token);
    const body = ZSuggestResponse.parse(response.json());
    expect(body.suggestions[0]).toMatchObject({ value: 'Пермь, Пермский край' });
    expect(body.suggestions[0]!.placeId).toMatch(/^geonames:/);
  });
});
