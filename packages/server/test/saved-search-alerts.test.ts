import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notificationText } from '@fura/domain/notification-texts';
import { listingAlertQueue, notifications, savedSearchAlerts, users } from '../src/db/schema';
import { inTransaction } from '../src/db/transaction';
import { queueListingAlerts } from '../src/modules/listing/alert-queue';
import { presentNotification } from '../src/modules/notification/present';
import { moscowDate, postArticleJson } from './helpers/articles';
import { bearer, createUser } from './helpers/factories';
import {
  callSavedSearch,
  KAZAN,
  MOSCOW,
  moscowKazanTent,
  NIZHNY,
  place,
  publishOrder,
  saveSearch,
  TULA,
  VLADIMIR,
} from './helpers/saved-searches';
import { connectSocket, listenForSockets, waitFor } from './helpers/sockets';
import { createCarrier } from './helpers/deals';
import { startTestApp } from './helpers/test-app';

let a: Awaited<ReturnType<typeof startTestApp>>;
let b: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  // Two instances over one database (the file's own: no other file's app claims its queue).
  a = await startTestApp({ ownDatabase: true });
  b = await startTestApp({ database: a.deps.database });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const alertsOf = (searchId: string) =>
  a.deps.db.select().from(savedSearchAlerts).where(eq(savedSearchAlerts.searchId, searchId));
const bell = (userId: string) =>
  a.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.code, 'savedSearchMatch')));
const settled = async () => {
  await a.savedSearches.alerts.idle();
  await b.savedSearches.alerts.idle();
};

describe('a published listing alerts the saved searches that would show it', () => {
  it('a matching order rings the bell once with its route and price; a non-matching one alerts nobody', async () => {
    const carrier = await createCarrier(a.deps.db);
    const owner = await createUser(a.deps.db, { type: 'cargo' });
    const { id } = await saveSearch(a.app, carrier.token, moscowKazanTent());
    const matching = await publishOrder(a.app, owner.token);
    await publishOrder(a.app, owner.token, { to: place('Тула', TULA) });
    await publishOrder(a.app, owner.token, { bodyTypes: ['refrigerator'], loadingDate: moscowDate(2) });
    await settled();

    expect((await alertsOf(id)).map((alert) => alert.articleId)).toEqual([matching]);
    const [stored, ...more] = await bell(carrier.user.id);
    expect(more).toEqual([]);
    const notification = presentNotification(stored!);
    expect(notification.info).toMatchObject({ articleId: matching, searchId: id, articleType: 'order' });
    expect(notificationText(notification)).toBe(
      'Новый заказ по поиску «Москва → Казань, тент»: Москва → Казань, 35\u2009000 ₽',
    );
    expect(await a.deps.db.select().from(listingAlertQueue)).toEqual([]);
  });

  it('republishing and «Да, актуален» queue the listing again, but a search hears of it once', async () => {
    const carrier = await createCarrier(a.deps.db);
    const owner = await createUser(a.deps.db, { type: 'cargo' });
    const { id } = await saveSearch(a.app, carrier.token, moscowKazanTent());
    const articleId = await publishOrder(a.app, owner.token, { loadingDate: moscowDate(3) });
    await settled();
    for (const path of ['draftArticle', 'publicArticle']) {
      const response = await postArticleJson(a.app, path, owner.token, { articleId });
      expect(response.statusCode, response.body).toBe(200);
    }
    const confirmed = await postArticleJson(a.app, 'confirm-current', owner.token, { articleId });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await settled();
    expect(await alertsOf(id)).toHaveLength(1);
    expect(await bell(carrier.user.id)).toHaveLength(1);
  });

  it('exactly once across two instances matching the same listing at the same time', async () => {
    const carriers = await Promise.all([createCarrier(a.deps.db), createCarrier(a.deps.db)]);
    const owner = await createUser(a.deps.db, { type: 'cargo' });
    const ids = await Promise.all(carriers.map((c) => saveSearch(a.app, c.token, moscowKazanTent())));
    const articleId = await publishOrder(b.app, owner.token, { loadingDate: moscowDate(4) });
    // Both instances get it queued again and run their matching together, several times over.
    for (let round = 0; round < 3; round++) {
      await inTransaction(a.deps.db, a.deps.bus, (tx, events) => queueListingAlerts(tx, events, articleId));
      await Promise.all([a.savedSearches.alerts.run(), b.savedSearches.alerts.run()]);
    }
    await settled();
    for (const [index, search] of ids.entries()) {
      expect(await alertsOf(search.id)).toHaveLength(1);
      expect(await bell(carriers[index]!.user.id)).toHaveLength(1);
    }
  });

  it('a corridor search hears of a load along its way, not of one going back', async () => {
    const carrier = await createCarrier(a.deps.db);
    const owner = await createUser(a.deps.db, { type: 'cargo' });
    const { id } = await saveSearch(a.app, carrier.token, {
      name: 'По пути в Казань',
      query: {
        kind: 'corridor',
        search: { type: 'order', route: { departure: MOSCOW, via: [], destination: KAZAN }, widthKm: 50 },
      },
      channels: ['site'],
    });
    const along = await publishOrder(a.app, owner.token, {
      from: place('Владимир', VLADIMIR),
      to: place('Нижний Новгород', NIZHNY),
      loadingDate: moscowDate(5),
    });
    await publishOrder(a.app, owner.token, {
      from: place('Владимир', VLADIMIR),
      to: place('Москва', MOSCOW),
      loadingDate: moscowDate(5),
    });
    await settled();
    expect((await alertsOf(id)).map((alert) => alert.articleId)).toEqual([along]);
  });

  it('nobody is alerted of what he may not see: no tariff, a ban, a paused search, his own listing', async () => {
    const noTariff = await createUser(a.deps.db, { type: 'carrier' });
    const banned = await createCarrier(a.deps.db);
    const paused = await createCarrier(a.deps.db);
    const cargo = await createUser(a.deps.db, { type: 'cargo' });
    const searches = {
      noTariff: await saveSearch(a.app, noTariff.token, moscowKazanTent()),
      banned: await saveSearch(a.app, banned.token, moscowKazanTent()),
      paused: await saveSearch(a.app, paused.token, moscowKazanTent()),
      own: await saveSearch(a.app, cargo.token, moscowKazanTent()),
    };
    await a.deps.db.update(users).set({ isBan: true }).where(eq(users.id, banned.user.id));
    await callSavedSearch(a.app, 'update', paused.token, { id: searches.paused.id, paused: true });
    await publishOrder(a.app, cargo.token, { loadingDate: moscowDate(6) });
    await settled();
    for (const search of Object.values(searches)) expect(await alertsOf(search.id)).toEqual([]);
  });

  it('each instance’s book: a search saved on the other a moment ago is matched, one deleted since alerts nobody', async () => {
    const [kept, gone] = await Promise.all([createCarrier(a.deps.db), createCarrier(a.deps.db)]);
    const owner = await createUser(a.deps.db, { type: 'cargo' });
    const deleted = await saveSearch(a.app, gone.token, moscowKazanTent());
    // Published through b: b matches it, and its book now holds the search saved through a.
    const first = await publishOrder(b.app, owner.token, { loadingDate: moscowDate(9) });
    await settled();
    expect((await alertsOf(deleted.id)).map((alert) => alert.articleId)).toEqual([first]);

    const removed = await callSavedSearch(a.app, 'delete', gone.token, { id: deleted.id });
    expect(removed.statusCode, removed.body).toBe(200);
    const fresh = await saveSearch(a.app, kept.token, moscowKazanTent());
    const second = await publishOrder(b.app, owner.token, { loadingDate: moscowDate(10) });
    await settled();
    expect((await alertsOf(fresh.id)).map((alert) => alert.articleId)).toEqual([second]);
    expect((await bell(gone.user.id)).map((row) => row.info)).toEqual([
      expect.objectContaining({ articleId: first }),
    ]);
  });

  it('the site channel off: no bell, but «Мои поиски» counts it; a listing hidden later leaves the count', async () => {
    const carrier = await createCarrier(a.deps.db);
    const owner = await createUser(a.deps.db, { type: 'cargo' });
    const admin = await createUser(a.deps.db, { type: 'admin' });
    await saveSearch(a.app, carrier.token, moscowKazanTent({ channels: ['email'] }));
    const articleId = await publishOrder(a.app, owner.token, { loadingDate: moscowDate(7) });
    await settled();
    expect(await bell(carrier.user.id)).toEqual([]);
    const count = async () =>
      (await callSavedSearch(a.app, 'list', carrier.token)).json<{ searches: { newCount: number }[] }>()
        .searches[0]?.newCount;
    expect(await count()).toBe(1);
    const hidden = await a.app.inject({
      method: 'POST',
      url: '/api/admin/listings/hide',
      headers: bearer(admin.token),
      payload: { articleId, note: 'Мошенничество' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await count()).toBe(0);
  });

  it('the owner’s open tab hears savedSearchMatched and the bell’s notification', async () => {
    const baseUrl = await listenForSockets(a.app);
    const carrier = await createCarrier(a.deps.db);
    const owner = await createUser(a.deps.db, { type: 'cargo' });
    const { id } = await saveSearch(a.app, carrier.token, moscowKazanTent());
    const socket = await connectSocket(baseUrl, { token: carrier.token });
    const matched = waitFor(socket, 'savedSearchMatched');
    const rang = waitFor(socket, 'sendNotification');
    const articleId = await publishOrder(a.app, owner.token, { loadingDate: moscowDate(8) });
    expect(await matched).toEqual({ searchId: id, articleId });
    expect((await rang).notification.code).toBe('savedSearchMatch');
    socket.close();
  });
});
