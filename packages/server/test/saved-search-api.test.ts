import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_MESSAGES } from '@fura/domain/saved-searches';
import type {
  TSavedSearch,
  TSavedSearchListResponse,
  TSavedSearchMatchesResponse,
} from '@fura/domain/saved-search-schemas';
import { savedSearches } from '../src/db/schema';
import { moscowDate } from './helpers/articles';
import { createUser } from './helpers/factories';
import {
  callSavedSearch,
  KAZAN,
  MOSCOW,
  moscowKazanTent,
  publishOrder,
  saveSearch,
  VLADIMIR,
} from './helpers/saved-searches';
import { createCarrier } from './helpers/deals';
import { startTestApp } from './helpers/test-app';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp({ ownDatabase: true });
});
afterAll(() => ctx.close());

const list = async (token: string) => {
  const response = await callSavedSearch(ctx.app, 'list', token);
  expect(response.statusCode).toBe(200);
  return response.json<TSavedSearchListResponse>();
};

describe('«Мои поиски»: saving, listing, changing, deleting', () => {
  it('saves a radius search with its channels and quiet hours, lists it and answers only the owner’s fields', async () => {
    const carrier = await createCarrier(ctx.deps.db);
    const places = {
      from: { name: 'Москва', region: 'Москва' },
      to: { name: 'Казань', region: 'Республика Татарстан' },
    };
    const saved = await saveSearch(
      ctx.app,
      carrier.token,
      moscowKazanTent({ channels: ['site', 'email'], places }),
    );
    const { searches, max } = await list(carrier.token);
    expect(max).toBe(MAX_SAVED_SEARCHES);
    expect(searches).toHaveLength(1);
    expect(searches[0]).toEqual({
      id: saved.id,
      name: 'Москва → Казань, тент',
      query: moscowKazanTent().query,
      places,
      channels: ['site', 'email'],
      quietHours: { from: '22:00', to: '07:00' },
      paused: false,
      newCount: 0,
      createdAt: expect.any(String),
      lastOpenedAt: null,
    });
    expect(JSON.stringify(searches)).not.toContain('cellKeys');
  });

  it('keys a search by the cell pairs of its areas and a corridor by its route', async () => {
    const carrier = await createCarrier(ctx.deps.db);
    const radius = await saveSearch(ctx.app, carrier.token, moscowKazanTent());
    const corridor = await saveSearch(ctx.app, carrier.token, {
      name: 'По пути в Казань',
      query: {
        kind: 'corridor',
        search: {
          type: 'order',
          route: { departure: MOSCOW, via: [VLADIMIR], destination: KAZAN },
          widthKm: 30,
        },
      },
      channels: ['site'],
      quietHours: null,
    });
    const rows = await ctx.deps.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, carrier.user.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(radius.id)?.cellKeys.length).toBeGreaterThan(1);
    expect(byId.get(radius.id)?.route).toBeNull();
    const stored = byId.get(corridor.id);
    expect(stored?.route?.line).toHaveLength(3);
    expect(stored?.route?.roadKm).toBeNull();
    expect(stored?.quietFrom).toBeNull();
    expect(stored?.cellKeys.length).toBeGreaterThan(10);
  });

  it('renames, pauses, changes channels and quiet hours; deletes', async () => {
    const carrier = await createCarrier(ctx.deps.db);
    const { id } = await saveSearch(ctx.app, carrier.token, moscowKazanTent());
    const response = await callSavedSearch(ctx.app, 'update', carrier.token, {
      id,
      name: '  Казань, тент ',
      paused: true,
      channels: ['email', 'push'],
      quietHours: { from: '23:00', to: '08:00' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ search: TSavedSearch }>().search).toMatchObject({
      id,
      name: 'Казань, тент',
      paused: true,
      channels: ['email', 'push'],
      quietHours: { from: '23:00', to: '08:00' },
    });
    const off = await callSavedSearch(ctx.app, 'update', carrier.token, { id, quietHours: null });
    expect(off.json<{ search: TSavedSearch }>().search.quietHours).toBeNull();

    expect((await callSavedSearch(ctx.app, 'delete', carrier.token, { id })).statusCode).toBe(200);
    expect((await list(carrier.token)).searches).toEqual([]);
  });

  it('counts new matches since the search was last opened; opening lists them marked new and resets the count', async () => {
    const carrier = await createCarrier(ctx.deps.db);
    const owner = await createUser(ctx.deps.db, { type: 'cargo' });
    const { id } = await saveSearch(ctx.app, carrier.token, moscowKazanTent());
    const first = await publishOrder(ctx.app, owner.token);
    const second = await publishOrder(ctx.app, owner.token, { loadingDate: moscowDate(2) });
    await ctx.savedSearches.alerts.idle();
    expect((await list(carrier.token)).searches[0]?.newCount).toBe(2);

    const opened = await callSavedSearch(ctx.app, 'matches', carrier.token, { id });
    expect(opened.statusCode).toBe(200);
    const body = opened.json<TSavedSearchMatchesResponse>();
    expect(body.matches.map((match) => match.article._id).sort()).toEqual([first, second].sort());
    expect(body.matches.every((match) => match.isNew)).toBe(true);
    expect(body.search.newCount).toBe(0);
    expect((await list(carrier.token)).searches[0]?.newCount).toBe(0);
    const again = (
      await callSavedSearch(ctx.app, 'matches', carrier.token, { id })
    ).json<TSavedSearchMatchesResponse>();
    expect(again.matches.map((match) => match.isNew)).toEqual([false, false]);
  });

  it('refuses the 21st search with a Russian message and keeps the 20', async () => {
    const carrier = await createCarrier(ctx.deps.db);
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) {
      await saveSearch(ctx.app, carrier.token, moscowKazanTent({ name: `Поиск ${i + 1}` }));
    }
    const response = await callSavedSearch(ctx.app, 'create', carrier.token, moscowKazanTent());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, errors: [{ msg: SAVED_SEARCH_MESSAGES.tooMany }] });
    expect((await list(carrier.token)).searches).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it('bad input: 400 with the field’s Russian message, nothing saved', async () => {
    const carrier = await createCarrier(ctx.deps.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [moscowKazanTent({ name: '   ' }), SAVED_SEARCH_MESSAGES.name, 'name'],
      [moscowKazanTent({ name: 'я'.repeat(61) }), SAVED_SEARCH_MESSAGES.nameTooLong, 'name'],
      [moscowKazanTent({ channels: [] }), SAVED_SEARCH_MESSAGES.noChannel, 'channels'],
    ];
    for (const [body, msg, param] of cases) {
      const response = await callSavedSearch(ctx.app, 'create', carrier.token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: true, errors: [{ msg, param }] });
    }
    const badQuery = await callSavedSearch(ctx.app, 'create', carrier.token, {
      ...moscowKazanTent(),
      query: { kind: 'radius', search: { type: 'order', from: { ...MOSCOW, radiusKm: 5000 } } },
    });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json<{ errors: { msg: string }[] }>().errors[0]?.msg).toBe('Радиус не больше 1000 км');
    const badUpdate = await callSavedSearch(ctx.app, 'update', carrier.token, {
      id: 'не-uuid',
      paused: 'да',
    });
    expect(badUpdate.statusCode).toBe(400);
    expect((await list(carrier.token)).searches).toEqual([]);
  });

  it('a guest is asked to log in; another user’s search is «not found»; a banned user cannot save', async () => {
    const carrier = await createCarrier(ctx.deps.db);
    const other = await createCarrier(ctx.deps.db);
    const { id } = await saveSearch(ctx.app, carrier.token, moscowKazanTent());
    for (const path of ['list', 'create', 'update', 'delete', 'matches']) {
      expect((await callSavedSearch(ctx.app, path, null, { id })).statusCode).toBe(401);
    }
    for (const path of ['update', 'delete', 'matches']) {
      const response = await callSavedSearch(ctx.app, path, other.token, { id, paused: true });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errors: [{ msg: 'Поиск не найден' }] });
    }
    expect((await list(other.token)).searches).toEqual([]);
    expect((await list(carrier.token)).searches[0]?.paused).toBe(false);

    const banned = await createCarrier(ctx.deps.db, { isBan: true });
    const refused = await callSavedSearch(ctx.app, 'create', banned.token, moscowKazanTent());
    expect(refused.statusCode).toBe(403);
  });
});
