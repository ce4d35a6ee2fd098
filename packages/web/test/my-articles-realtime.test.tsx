import { describe, expect, it, vi, type Mock } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { TArticle } from '@fura/domain/article-schemas';
import type { ServerEventName, ServerEventPayload } from '@fura/domain/events';
import type { TUserResponse } from '@fura/domain/user';
import { SideMenu } from '../src/features/layout/SideMenu';
import { MyArticlesPage } from '../src/features/my-articles/pages/MyArticlesPage';
import { useMyArticlesRealtime } from '../src/shared/articles/use-my-articles-realtime';
import { SESSION_QUERY_KEY } from '../src/shared/session/session-query';
import { getSocket } from '../src/shared/socket/socket';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { changed, makeArticle, myArticlesHandler, stubApi } from './my-articles-fixtures';
import { makeQueryClient } from './render';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

type Listener = (payload: unknown) => void;

/** Delivers a server event to the listeners currently subscribed on the mocked socket. */
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

function Realtime() {
  useMyArticlesRealtime('u1');
  return null;
}

function cards() {
  return screen.queryAllByTestId('article-card');
}

function renderOpenList(list: TArticle[], counts: Record<string, number>) {
  stubApi({ '/api/article/getMyArticles': myArticlesHandler(() => list) });
  const countAll = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const client = makeQueryClient(makeSession({ myCountsArticles: { countAll, byStatus: counts } }));
  const result = renderPage(
    <>
      <Realtime />
      <MyArticlesPage type="order" group="open" />
    </>,
    { path: '/my-orders-open', queryClient: client },
  );
  return { ...result, client };
}

function sessionCounts(client: ReturnType<typeof makeQueryClient>) {
  return client.getQueryData<TUserResponse>(SESSION_QUERY_KEY)?.myCountsArticles;
}

describe('my lists from socket events (the user’s other tabs)', () => {
  it('updateStatusMyArticle moves a listing out of the open list and the counts follow, once', async () => {
    const article = makeArticle('o1', { status: 2 });
    const { client } = renderOpenList([article, makeArticle('o2', { status: 1 })], { '1': 1, '2': 1 });
    await waitFor(() => expect(cards()).toHaveLength(2));

    const payload = {
      articleId: 'o1',
      type: 'order' as const,
      oldStatus: 2 as const,
      status: 7 as const,
      isTaking: false,
      article: changed(article, { status: 7 }),
    };
    emit('updateStatusMyArticle', payload);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByTestId('group-count-open').textContent).toBe('1');
    expect(screen.getByTestId('group-count-deleted').textContent).toBe('1');

    // The same change delivered twice (e.g. after a reconnect) is counted once.
    emit('updateStatusMyArticle', payload);
    expect(sessionCounts(client)).toEqual({ countAll: 2, byStatus: { '1': 1, '2': 0, '7': 1 } });
  });

  it('createMyArticle puts the new listing on top and counts it', async () => {
    renderOpenList([makeArticle('o1', { status: 2 })], { '2': 1 });
    await waitFor(() => expect(cards()).toHaveLength(1));
    emit('createMyArticle', { article: makeArticle('new1', { status: 1 }) });
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards()[0]?.dataset.articleId).toBe('new1');
    expect(screen.getByTestId('group-count-open').textContent).toBe('2');
    expect(screen.getByTestId('group-count-all').textContent).toBe('2');
  });

  it('editMyArticle updates the card in place without changing counts', async () => {
    const article = makeArticle('o1', { status: 2 });
    const { client } = renderOpenList([article], { '2': 1 });
    await waitFor(() => expect(cards()).toHaveLength(1));
    const edited = changed(article, {
      to: { ...article.to, settlement: 'Самара', region: 'Самарская область' },
    });
    emit('editMyArticle', { article: edited });
    await waitFor(() =>
      expect(within(cards()[0] as HTMLElement).getByTestId('article-card-route').textContent).toContain(
        'Самара',
      ),
    );
    expect(sessionCounts(client)).toEqual({ countAll: 1, byStatus: { '2': 1 } });
  });

  it('without the listing in the event, moves the counts and reloads the lists', async () => {
    let server = [makeArticle('o1', { status: 2 })];
    stubApi({ '/api/article/getMyArticles': myArticlesHandler(() => server) });
    const client = makeQueryClient(makeSession({ myCountsArticles: { countAll: 1, byStatus: { '2': 1 } } }));
    renderPage(
      <>
        <Realtime />
        <MyArticlesPage type="order" group="open" />
      </>,
      { path: '/my-orders-open', queryClient: client },
    );
    await waitFor(() => expect(cards()).toHaveLength(1));
    server = [];
    emit('updateStatusMyArticle', {
      articleId: 'o1',
      type: 'order',
      oldStatus: 2,
      status: 7,
      isTaking: false,
    });
    await waitFor(() => expect(cards()).toHaveLength(0));
    expect(sessionCounts(client)).toEqual({ countAll: 1, byStatus: { '2': 0, '7': 1 } });
  });

  it('ignores taking-list changes (the deals issue handles them)', async () => {
    const article = makeArticle('o1', { status: 2 });
    const { client } = renderOpenList([article], { '2': 1 });
    await waitFor(() => expect(cards()).toHaveLength(1));
    emit('updateStatusMyArticle', {
      articleId: 'o1',
      type: 'order',
      oldStatus: 2,
      status: 3,
      isTaking: true,
      article: changed(article, { status: 3 }),
    });
    expect(cards()).toHaveLength(1);
    expect(sessionCounts(client)).toEqual({ countAll: 1, byStatus: { '2': 1 } });
  });

  it('changes the side menu counts when no list is open', async () => {
    const client = makeQueryClient(makeSession({ myCountsArticles: { countAll: 1, byStatus: { '2': 1 } } }));
    renderPage(
      <>
        <Realtime />
        <SideMenu narrow={false} />
      </>,
      { path: '/profile/info', queryClient: client },
    );
    const trashLink = () => screen.getByRole('link', { name: /Корзина/ });
    const openLink = () => screen.getByRole('link', { name: /Открытые/ });
    expect(openLink().textContent).toContain('1');
    expect(trashLink().textContent).not.toContain('1');

    const article = makeArticle('o9', { status: 2 });
    emit('updateStatusMyArticle', {
      articleId: 'o9',
      type: 'order',
      oldStatus: 2,
      status: 7,
      isTaking: false,
      article: changed(article, { status: 7 }),
    });
    await waitFor(() => expect(trashLink().textContent).toContain('1'));
    expect(openLink().textContent).not.toContain('1');
  });
});
