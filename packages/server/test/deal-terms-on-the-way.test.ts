import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_TERMS_MESSAGES } from '@fura/domain/deal-terms';
import { ZDealChangeResponse, ZDealResponse } from '@fura/domain/deal-terms-schemas';
import { ZPublicTrack, ZTrackingLinkCreated } from '@fura/domain/geo-tracking';
import { notificationLink, notificationText } from '@fura/domain/notification-texts';
import {
  NEW_TO,
  changeRows,
  changeTerms,
  dealRow,
  dealScene,
  notificationsOf,
  postDeal,
  type DealScene,
} from './helpers/deal-terms';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier, insertRequest } from './helpers/deals';
import { firstMessage, postGeo } from './helpers/location-scenes';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The consignee's tracking link of the scene's order, made by its cargo owner. */
async function trackingLink(scene: DealScene): Promise<string> {
  const res = await postGeo(t.app, 'link/create', scene.owner.token, { articleId: scene.order.id });
  expect(res.statusCode, res.body).toBe(200);
  return ZTrackingLinkCreated.parse(res.json()).token;
}

async function track(token: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/track/${token}` });
  expect(res.statusCode, res.body).toBe(200);
  return ZPublicTrack.parse(res.json());
}

/** «В пути», the owner moves the unloading to Нижний Новгород: the change waits. */
async function awaitingChange(scene: DealScene) {
  const res = await changeTerms(t.app, scene.owner, scene.key, { to: NEW_TO, consigneeName: 'Склад №7' });
  expect(res.statusCode, res.body).toBe(200);
  return ZDealChangeResponse.parse(res.json());
}

const decide = (scene: DealScene, who: 'owner' | 'carrier' | 'stranger', path: string, changeId: string) =>
  postDeal(t.app, `change/${path}`, scene[who].token, { changeId, socketId: null });

describe('a change while «В пути»', () => {
  it('waits for the carrier: the deal and the tracking page keep the old address; he is asked to confirm', async () => {
    const scene = await dealScene(t.app, t.deps.db, { onTheWay: true });
    const token = await trackingLink(scene);
    const before = await dealRow(t.deps.db, scene.key);
    const { deal, change } = await awaitingChange(scene);

    expect(change).toMatchObject({
      state: 'awaiting',
      stateLabel: 'Ждёт подтверждения перевозчика',
      decidedAt: null,
    });
    expect(change.items.map((item) => [item.field, item.old, item.new])).toEqual([
      ['toAddress', scene.order.toAddress, NEW_TO.address],
      ['consigneeName', null, 'Склад №7'],
    ]);
    expect(deal).toMatchObject({
      terms: { to: { address: scene.order.toAddress, settlement: 'Казань' }, consigneeName: '' },
      termsVersion: 1,
      toChangedAt: null,
      awaiting: { id: change.id },
      canChange: false,
    });
    expect(await dealRow(t.deps.db, scene.key)).toEqual(before);

    const page = await track(token);
    expect(page.to).toEqual({ settlement: 'Казань', lat: 55.8, lon: 49.11 });
    expect(page.toChangedAt).toBeNull();

    const [asked] = await notificationsOf(t.deps.db, scene.carrier.user.id, 'dealChangeAwaiting');
    const payload = { code: 'dealChangeAwaiting' as const, info: asked?.info ?? {} };
    expect(notificationText(payload)).toBe(
      'Изменение условий сделки Москва → Казань ждёт вашего подтверждения: Адрес выгрузки, Грузополучатель — Ольга Грузова',
    );
    expect(notificationLink(payload)).toBe(`/deal/${scene.order.id}/${scene.carrier.user.id}`);
    expect(await notificationsOf(t.deps.db, scene.carrier.user.id, 'dealTermsChanged')).toEqual([]);

    const asCarrier = ZDealResponse.parse(
      (await postDeal(t.app, 'get', scene.carrier.token, scene.key)).json(),
    );
    expect(asCarrier.deal).toMatchObject({ canDecide: true, awaiting: { id: change.id } });
  });

  it('one change waits at a time: another is refused (409) until the carrier answers', async () => {
    const scene = await dealScene(t.app, t.deps.db, { onTheWay: true });
    await awaitingChange(scene);
    const again = await changeTerms(t.app, scene.owner, scene.key, { consigneeName: 'Другой склад' });
    expect([again.statusCode, firstMessage(again)]).toEqual([409, DEAL_TERMS_MESSAGES.awaitingExists]);
    expect(await changeRows(t.deps.db, scene.key)).toHaveLength(1);
  });

  it('confirmed by the carrier it takes effect: the new address, the version raised, the tracking page says so', async () => {
    const scene = await dealScene(t.app, t.deps.db, { onTheWay: true });
    const token = await trackingLink(scene);
    const { change } = await awaitingChange(scene);

    const byOwner = await decide(scene, 'owner', 'confirm', change.id);
    expect([byOwner.statusCode, firstMessage(byOwner)]).toEqual([403, DEAL_TERMS_MESSAGES.onlyCarrier]);
    const byStranger = await decide(scene, 'stranger', 'confirm', change.id);
    expect([byStranger.statusCode, firstMessage(byStranger)]).toEqual([404, DEAL_TERMS_MESSAGES.notFound]);
    const byGuest = await postDeal(t.app, 'change/confirm', null, { changeId: change.id });
    expect(byGuest.statusCode).toBe(401);
    expect((await dealRow(t.deps.db, scene.key)).toAddress).toBe(scene.order.toAddress);

    const res = await decide(scene, 'carrier', 'confirm', change.id);
    expect(res.statusCode, res.body).toBe(200);
    const confirmed = ZDealChangeResponse.parse(res.json());
    expect(confirmed.change).toMatchObject({
      id: change.id,
      state: 'confirmed',
      stateLabel: 'Подтверждено перевозчиком',
    });
    expect(confirmed.change.decidedAt).not.toBeNull();
    expect(confirmed.deal).toMatchObject({
      terms: { to: { address: NEW_TO.address, settlement: 'Нижний Новгород' }, consigneeName: 'Склад №7' },
      termsVersion: 2,
      awaiting: null,
      canDecide: false,
    });
    const row = await dealRow(t.deps.db, scene.key);
    expect(row).toMatchObject({
      toAddress: NEW_TO.address,
      toLat: NEW_TO.lat,
      toLon: NEW_TO.lon,
      termsVersion: 2,
    });
    expect(row.toChangedAt).not.toBeNull();

    const page = await track(token);
    expect(page.to).toEqual({ settlement: 'Нижний Новгород', lat: 56.33, lon: 44 });
    expect(page.toChangedAt).toBe(row.toChangedAt?.toISOString());
    expect(JSON.stringify(page)).not.toContain(NEW_TO.address);

    const [told] = await notificationsOf(t.deps.db, scene.owner.user.id, 'dealChangeConfirmed');
    expect(notificationText({ code: 'dealChangeConfirmed', info: told?.info ?? {} })).toBe(
      'Перевозчик подтвердил изменение условий сделки Москва → Казань: Адрес выгрузки, Грузополучатель — Степан Водилов',
    );

    const twice = await decide(scene, 'carrier', 'confirm', change.id);
    expect([twice.statusCode, firstMessage(twice)]).toEqual([409, DEAL_TERMS_MESSAGES.changeNotFound]);
    const late = await decide(scene, 'carrier', 'decline', change.id);
    expect(late.statusCode).toBe(409);
    expect((await dealRow(t.deps.db, scene.key)).termsVersion).toBe(2);
  });

  it('declined by the carrier the deal keeps its terms; the owner is told and may change again', async () => {
    const scene = await dealScene(t.app, t.deps.db, { onTheWay: true });
    const token = await trackingLink(scene);
    const before = await dealRow(t.deps.db, scene.key);
    const { change } = await awaitingChange(scene);
    const res = await decide(scene, 'carrier', 'decline', change.id);
    expect(res.statusCode, res.body).toBe(200);
    const declined = ZDealChangeResponse.parse(res.json());
    expect(declined.change).toMatchObject({ state: 'declined', stateLabel: 'Отклонено перевозчиком' });
    expect(await dealRow(t.deps.db, scene.key)).toEqual(before);
    expect((await track(token)).to.settlement).toBe('Казань');
    expect(await notificationsOf(t.deps.db, scene.owner.user.id, 'dealChangeDeclined')).toHaveLength(1);
    const owner = ZDealResponse.parse((await postDeal(t.app, 'get', scene.owner.token, scene.key)).json());
    expect(owner.deal).toMatchObject({ canChange: true, awaiting: null });
    expect(owner.deal.changes.map((one) => one.state)).toEqual(['declined']);
  });

  it("on an offer each cargo owner's link shows his own deal's destination", async () => {
    const carrier = await createCarrier(t.deps.db);
    const [first, second] = [await createCargo(t.deps.db), await createCargo(t.deps.db)];
    const offer = await createArticle(t.deps.db, carrier.user.id, { type: 'offer' });
    for (const shipper of [first, second]) {
      await insertRequest(t.deps.db, offer.id, shipper.user.id);
      const chosen = await postArticleJson(t.app, 'setExecutor', carrier.token, {
        articleId: offer.id,
        executorId: shipper.user.id,
        socketId: null,
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
    }
    // An offer stays published while it takes loads: «Исполнитель выбран», then «В путь».
    for (const verb of ['equipArticle', 'onWayArticle']) {
      const moved = await postArticleJson(t.app, verb, carrier.token, { articleId: offer.id });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const linkOf = async (token: string) => {
      const res = await postGeo(t.app, 'link/create', token, { articleId: offer.id });
      expect(res.statusCode, res.body).toBe(200);
      return ZTrackingLinkCreated.parse(res.json()).token;
    };
    const [firstLink, secondLink] = [await linkOf(first.token), await linkOf(second.token)];

    const key = { articleId: offer.id, executorId: first.user.id };
    const changed = await postDeal(t.app, 'change', first.token, { ...key, terms: { to: NEW_TO } });
    expect(changed.statusCode, changed.body).toBe(200);
    const { change } = ZDealChangeResponse.parse(changed.json());
    const confirmed = await postDeal(t.app, 'change/confirm', carrier.token, { changeId: change.id });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    expect((await track(firstLink)).to.settlement).toBe('Нижний Новгород');
    expect((await track(firstLink)).toChangedAt).not.toBeNull();
    expect((await track(secondLink)).to.settlement).toBe('Казань');
    expect((await track(secondLink)).toChangedAt).toBeNull();
  });

  it('an unknown change is 404, a malformed body 400', async () => {
    const scene = await dealScene(t.app, t.deps.db, { onTheWay: true });
    const unknown = await decide(scene, 'carrier', 'confirm', '00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, firstMessage(unknown)]).toEqual([404, DEAL_TERMS_MESSAGES.changeNotFound]);
    expect((await decide(scene, 'carrier', 'confirm', 'nope')).statusCode).toBe(404);
    expect((await postDeal(t.app, 'change/decline', scene.carrier.token, {})).statusCode).toBe(400);
  });
});
