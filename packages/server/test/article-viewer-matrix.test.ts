import { describe, expect, it } from 'vitest';
import type { TArticle } from '@fura/domain/article-schemas';
import { createArticle } from './helpers/articles';
import { createCargo, createCarrier, insertRequest } from './helpers/deals';
import type { CreatedUser } from './helpers/factories';
import { orderOnTheWay, SEEN, storeStalePosition, viewAs } from './helpers/location-scenes';
import { socketTestApp } from './helpers/socket-test-app';

/**
 * Issue 10: the listing presenter, viewer by viewer — which deal fields each one gets. A user shown anywhere in a
 * listing (the author, a requester, an executor) carries public profile fields only.
 */

const t = socketTestApp();

const PUBLIC_USER_KEYS = [
  '_id',
  'avatar',
  'contract',
  'isPassportVerified',
  'name',
  'rating',
  'reviewsCount',
  // The trust line's facts (issue 29): public by design (user/trust-columns.ts).
  'trust',
];

interface Seen {
  location: typeof SEEN | null;
  /** Whose requests the viewer gets (the author all, a requester his own). */
  requests: CreatedUser[];
  executors: CreatedUser[];
  requestsCount: number;
}

const ids = (users: CreatedUser[]) => users.map((user) => user.user.id).sort();

function expectSeen(view: TArticle | number, seen: Seen | 404, viewer: string): void {
  if (seen === 404) {
    expect(view, viewer).toBe(404);
    return;
  }
  if (typeof view === 'number') throw new Error(`${viewer}: the listing is not shown (${view})`);
  expect(view.lastCarrierLocation ?? null, viewer).toEqual(seen.location);
  expect(view.requests.map((request) => request.user._id).sort(), viewer).toEqual(ids(seen.requests));
  expect(view.executors.map((executor) => executor.user._id).sort(), viewer).toEqual(ids(seen.executors));
  expect(view.requestsCount, viewer).toBe(seen.requestsCount);
  const people = [
    view.author,
    ...view.requests.map((request) => request.user),
    ...view.executors.map((executor) => executor.user),
  ];
  for (const person of people) {
    expect(
      Object.keys(person)
        .filter((key) => key !== 'type')
        .sort(),
      viewer,
    ).toEqual(PUBLIC_USER_KEYS);
  }
}

describe('an order on the way, presented to each viewer', () => {
  it('author and executor: the position; the refused requester: his request only; guest and stranger: nothing', async () => {
    const scene = await orderOnTheWay(t.app, t.deps.db);
    const { owner, executor, refused, requester, stranger, order } = scene;
    const all = [executor, refused, requester];
    const matrix: [string, CreatedUser | null, Seen | 404][] = [
      ['guest', null, 404],
      ['author', owner, { location: SEEN, requests: all, executors: [executor], requestsCount: 3 }],
      [
        'executor',
        executor,
        { location: SEEN, requests: [executor], executors: [executor], requestsCount: 3 },
      ],
      [
        'refused requester',
        refused,
        { location: null, requests: [refused], executors: [executor], requestsCount: 3 },
      ],
      ['stranger', stranger, 404],
    ];
    for (const [name, viewer, seen] of matrix) expectSeen(await viewAs(t.app, viewer, order), seen, name);
  });
});

describe('a published order with requests and a position left from before, presented to each viewer', () => {
  it('nobody sees the position; the author every request, a requester his own, guest and stranger the count', async () => {
    const owner = await createCargo(t.deps.db);
    const first = await createCarrier(t.deps.db);
    const second = await createCarrier(t.deps.db);
    const stranger = await createCarrier(t.deps.db);
    const order = await createArticle(t.deps.db, owner.user.id, { status: 2 });
    for (const user of [first, second]) await insertRequest(t.deps.db, order.id, user.user.id);
    await storeStalePosition(t.deps.db, order.id);
    const none = { location: null, executors: [], requestsCount: 2 };
    const matrix: [string, CreatedUser | null, Seen][] = [
      ['guest', null, { ...none, requests: [] }],
      ['author', owner, { ...none, requests: [first, second] }],
      ['requester', first, { ...none, requests: [first] }],
      ['stranger', stranger, { ...none, requests: [] }],
    ];
    for (const [name, viewer, seen] of matrix) expectSeen(await viewAs(t.app, viewer, order), seen, name);
  });
});
