import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TArticle } from '@fura/domain/article-schemas';
import { postArticleJson } from './helpers/articles';
import {
  expectLocation,
  FORGOTTEN,
  offerOnTheWay,
  orderOnTheWay,
  POSITION,
  SEEN,
  seenBy,
  sendPosition,
  storedPosition,
} from './helpers/location-scenes';
import { socketTestApp } from './helpers/socket-test-app';
import { connectSocket, expectNoEvent, waitFor } from './helpers/sockets';

/**
 * Issue 10: every socket event that carries the carrier's position follows the presenters' rule per recipient, and a
 * listing leaving "on the way" forgets the stored position in the same transaction.
 */

const t = socketTestApp();

const tabOf = (user: { token: string }) => connectSocket(t.baseUrl, { token: user.token });
const articleOf = (res: LightMyRequestResponse) => res.json<{ article: TArticle }>().article;
const STORED = { lat: POSITION[0], lon: POSITION[1], at: expect.any(Date) as unknown as Date };

describe('setLocation events', () => {
  it('reach the other party only: never a requester, a refused carrier or a stranger', async () => {
    const { owner, refused, requester, stranger, executor, order } = await orderOnTheWay(t.app, t.deps.db);
    const toOwner = waitFor(await tabOf(owner), 'setLocation');
    const others = await Promise.all([refused, requester, stranger].map(tabOf));
    const silent = others.map((tab) => expectNoEvent(tab, 'setLocation'));
    await sendPosition(t.app, executor);
    expect(await toOwner).toMatchObject({ articleId: order.id, position: POSITION });
    await Promise.all(silent);
  });
});

describe('an executor removed from an offer on the way', () => {
  it('his event and the requesters’ carry no position; the parties left keep seeing it', async () => {
    const { carrier, shipper, secondShipper, requester, offer } = await offerOnTheWay(t.app, t.deps.db);
    const events = {
      carrier: waitFor(await tabOf(carrier), 'deleteExecutor'),
      shipper: waitFor(await tabOf(shipper), 'deleteExecutor'),
      removed: waitFor(await tabOf(secondShipper), 'deleteExecutor'),
      requester: waitFor(await tabOf(requester), 'deleteExecutor'),
    };
    const res = await postArticleJson(t.app, 'deleteExecutor', carrier.token, {
      articleId: offer.id,
      executorId: secondShipper.user.id,
    });
    expect(res.statusCode).toBe(200);
    expectLocation(articleOf(res), SEEN);
    expectLocation((await events.carrier).article, SEEN);
    expectLocation((await events.shipper).article, SEEN);
    expectLocation((await events.removed).article, null);
    expectLocation((await events.requester).article, null);
    expectLocation(await seenBy(t.app, secondShipper, offer), null);
    expect(await storedPosition(t.deps.db, offer.id)).toEqual(STORED);
  });
});

describe('leaving "on the way" forgets the position', () => {
  it('the last executor removed: back to published, nothing stored, nothing in any event', async () => {
    const { owner, executor, requester, order } = await orderOnTheWay(t.app, t.deps.db);
    const toExecutor = waitFor(await tabOf(executor), 'deleteExecutor');
    const toRequester = waitFor(await tabOf(requester), 'deleteExecutor');
    const ownerTab = await tabOf(owner);
    const toOwner = waitFor(ownerTab, 'updateStatusMyArticle');
    const res = await postArticleJson(t.app, 'deleteExecutor', owner.token, {
      articleId: order.id,
      executorId: executor.user.id,
      socketId: 'another-tab',
    });
    expect(res.statusCode).toBe(200);
    expect(articleOf(res).status).toBe(2);
    expect(await storedPosition(t.deps.db, order.id)).toEqual(FORGOTTEN);
    expectLocation(articleOf(res), null);
    expectLocation((await toExecutor).article, null);
    expectLocation((await toRequester).article, null);
    expectLocation((await toOwner).article, null);
  });

  it.each(['completeArticle', 'cancelArticle'])(
    '%s: nothing stored, the answer and events carry none',
    async (verb) => {
      const { owner, executor, order } = await orderOnTheWay(t.app, t.deps.db);
      const toExecutor = waitFor(await tabOf(executor), 'updateStatusMyArticle');
      const res = await postArticleJson(t.app, verb, owner.token, { articleId: order.id });
      expect(res.statusCode).toBe(200);
      expect(await storedPosition(t.deps.db, order.id)).toEqual(FORGOTTEN);
      expectLocation(articleOf(res), null);
      expectLocation((await toExecutor).article, null);
      expectLocation(await seenBy(t.app, executor, order), null);
    },
  );

  it('the carrier’s cargo delivered: the tracking is over', async () => {
    const { owner, executor, order } = await orderOnTheWay(t.app, t.deps.db);
    const res = await postArticleJson(t.app, 'setDeliveredCargo', executor.token, {
      articleId: order.id,
      deliveredUser: executor.user.id,
    });
    expect(res.statusCode).toBe(200);
    expect(await storedPosition(t.deps.db, order.id)).toEqual(FORGOTTEN);
    expectLocation(await seenBy(t.app, owner, order), null);
  });
});
