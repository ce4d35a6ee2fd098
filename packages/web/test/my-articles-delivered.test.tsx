import { describe, expect, it, vi, type Mock } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ServerEventName, ServerEventPayload } from '@fura/domain/events';
import type { TUserResponse } from '@fura/domain/user';
import { MyArticlesPage } from '../src/features/my-articles/pages/MyArticlesPage';
import { TakenArticlesPage } from '../src/features/taken-articles/pages/TakenArticlesPage';
import { useMyArticlesRealtime } from '../src/shared/articles/use-my-articles-realtime';
import { SESSION_QUERY_KEY } from '../src/shared/session/session-query';
import { getSocket } from '../src/shared/socket/socket';
import { makeDealUser, makeExecutor } from './article-deal-fixtures';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { makeArticle, myArticlesHandler, stubApi } from './my-articles-fixtures';
import { makeQueryClient } from './render';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

/**
 * Issue 24: a delivery mark shows «Доставлено» in the cargo owner's lists (the stored status stays «В пути», the
 * listing stays in «В работе» and the counts do not move), per cargo owner on an offer.
 */

type Listener = (payload: unknown) => void;

function emit<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>) {
  const socket = getSocket() as unknown as { on: Mock; off: Mock };
  const removed = new Set(
    socket.off.mock.calls.filter(([name]) => name === event).map(([, fn]) => fn as Listener),
  );
  const listeners = socket.on.mock.calls
    .filter(([name, fn]) => name === event && !removed.has(fn as Listener))
    .map(([, fn]) => fn as Listener);
  expect(listeners.length).toBeGreaterThan(0);
  act(() => listeners.forEach((listener) => listener(payload)));
}

function Realtime({ userId }: { userId: string }) {
  useMyArticlesRealtime(userId);
  return null;
}

const AT = '2030-08-05T12:00:00.000Z';
const carrier = makeDealUser('c1');

function badgeOf(id: string): string | null {
  const card = screen.queryAllByTestId('article-card').find((element) => element.dataset.articleId === id);
  if (!card) throw new Error(`no card ${id}`);
  return within(card).getByTestId('status-badge').textContent;
}

describe('«Мои заказы»: the owner sees «Доставлено»', () => {
  it('in «В работе», from the list answer and live from setDelivered, with the counts unchanged', async () => {
    const delivered = makeArticle('o1', {
      status: 4,
      executors: [makeExecutor(carrier)],
      delivered: [{ userId: 'c1', at: AT }],
    });
    const onTheWay = makeArticle('o2', { status: 4, executors: [makeExecutor(makeDealUser('c2'))] });
    stubApi({ '/api/article/getMyArticles': myArticlesHandler(() => [delivered, onTheWay]) });
    const counts = { countAll: 2, byStatus: { '4': 2 } };
    const client = makeQueryClient(makeSession({ myCountsArticles: counts }));
    renderPage(
      <>
        <Realtime userId="u1" />
        <MyArticlesPage type="order" group="working" />
      </>,
      { path: '/my-orders-working', queryClient: client },
    );
    await waitFor(() => expect(screen.queryAllByTestId('article-card')).toHaveLength(2));
    expect(badgeOf('o1')).toBe('Доставлено');
    expect(badgeOf('o2')).toBe('В пути');

    emit('setDelivered', {
      articleId: 'o2',
      deliveredUser: 'c2',
      carrierId: 'c2',
      delivered: [{ userId: 'c2', at: AT }],
      isDisableGeo: true,
    });
    await waitFor(() => expect(badgeOf('o2')).toBe('Доставлено'));
    expect(screen.queryAllByTestId('article-card')).toHaveLength(2);
    expect(screen.getByTestId('group-count-working').textContent).toBe('2');
    expect(client.getQueryData<TUserResponse>(SESSION_QUERY_KEY)?.myCountsArticles).toEqual(counts);
  });
});

describe('«Взятые предложения»: each cargo owner sees his own load', () => {
  it('«Доставлено» once the carrier marked it for him, «В пути» while only another owner’s is', async () => {
    const me = makeDealUser('u1', { type: 'cargo' });
    const other = makeDealUser('g2', { type: 'cargo' });
    const offer = makeArticle('f1', {
      type: 'offer',
      status: 4,
      author: { ...makeArticle('x').author, _id: 'c9' },
      executors: [makeExecutor(me), makeExecutor(other)],
    });
    stubApi({ '/api/article/getMyArticles': myArticlesHandler(() => [offer]) });
    const client = makeQueryClient(
      makeSession({ takeCountsArticles: { countAll: 1, byStatus: { '4': 1 } } }),
    );
    renderPage(
      <>
        <Realtime userId="u1" />
        <TakenArticlesPage type="offer" />
      </>,
      { path: '/taken-offers', pattern: '/taken-offers', queryClient: client },
    );
    await waitFor(() => expect(screen.queryAllByTestId('article-card')).toHaveLength(1));
    expect(badgeOf('f1')).toBe('В пути');

    const othersMark = { userId: 'g2', at: AT };
    const mark = { articleId: 'f1', carrierId: 'c9', isDisableGeo: false };
    emit('setDelivered', { ...mark, deliveredUser: 'g2', delivered: [othersMark] });
    await act(() => Promise.resolve());
    expect(badgeOf('f1')).toBe('В пути');
    emit('setDelivered', { ...mark, deliveredUser: 'u1', delivered: [othersMark, { userId: 'u1', at: AT }] });
    await waitFor(() => expect(badgeOf('f1')).toBe('Доставлено'));
    expect(client.getQueryData<TUserResponse>(SESSION_QUERY_KEY)?.takeCountsArticles.byStatus).toEqual({
      '4': 1,
    });
  });
});
