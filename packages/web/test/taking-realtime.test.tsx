import { describe, expect, it, vi, type Mock } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { TArticle } from '@fura/domain/article-schemas';
import type { ServerEventName, ServerEventPayload } from '@fura/domain/events';
import type { TUserResponse } from '@fura/domain/user';
import { MyArticlesPage } from '../src/features/my-articles/pages/MyArticlesPage';
import { TakenArticlesPage } from '../src/features/taken-articles/pages/TakenArticlesPage';
import { useMyArticlesRealtime } from '../src/shared/articles/use-my-articles-realtime';
import { SESSION_QUERY_KEY, useSession } from '../src/shared/session/session-query';
import { getSocket } from '../src/shared/socket/socket';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { changed, makeArticle, myArticlesHandler, stubApi, type Handler } from './my-articles-fixtures';
import { makeQueryClient } from './render';
import { makeDealUser, makeReview } from './user-profile-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

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

/** The app root's realtime hook, and a session observer (as the header is) so invalidation refetches it. */
function Root({ userId }: { userId: string }) {
  useMyArticlesRealtime(userId);
  const { user } = useSession();
  return <p data-testid="probe-location">{String(user?.needSendLocation ?? 'none')}</p>;
}

const cards = () => screen.queryAllByTestId('article-card');
const ids = () => cards().map((card) => card.dataset.articleId);

/** An order taken by the carrier "me" (he is its executor). */
function taken(id: string, status: TArticle['status']): TArticle {
  return makeArticle(id, {
    status,
    executors: [{ user: makeDealUser('me'), createdAt: '2030-08-01T10:00:00.000Z', cancelRequestedAt: null }],
  });
}

function countsOf(list: TArticle[]) {
  const byStatus: Record<string, number> = {};
  for (const article of list) byStatus[String(article.status)] = (byStatus[String(article.status)] ?? 0) + 1;
  return { countAll: list.length, byStatus };
}

interface TakingOptions {
  type?: 'carrier' | 'cargo';
  path?: string;
  extra?: Record<string, Handler>;
}

function renderTaking(
  list: TArticle[],
  { type = 'carrier', path = '/taken-orders', extra = {} }: TakingOptions = {},
) {
  const calls = stubApi({ '/api/article/getMyArticles': myArticlesHandler(() => list), ...extra });
  const client = makeQueryClient(
    makeSession({ takeCountsArticles: countsOf(list) }, { _id: 'me', type, needSendLocation: false }),
  );
  renderPage(
    <>
      <Root userId="me" />
      <TakenArticlesPage type="order" />
    </>,
    { path, pattern: '/taken-orders', queryClient: client },
  );
  return { client, calls };
}

const session = (client: ReturnType<typeof makeQueryClient>) =>
  client.getQueryData<TUserResponse>(SESSION_QUERY_KEY);

describe('taking lists from socket events', () => {
  it('createTakingArticle puts the taken listing on top and counts it', async () => {
    const { client } = renderTaking([taken('t1', 3)]);
    await waitFor(() => expect(cards()).toHaveLength(1));
    const article = taken('t2', 3);
    emit('createTakingArticle', { article });
    await waitFor(() => expect(ids()).toEqual(['t2', 't1']));
    expect(session(client)?.takeCountsArticles).toEqual({ countAll: 2, byStatus: { '3': 2 } });
    expect(screen.getByTestId('taking-count-working').textContent).toBe('2');
    // Delivered twice (e.g. after a reconnect): counted once.
    emit('createTakingArticle', { article });
    expect(session(client)?.takeCountsArticles.countAll).toBe(2);
    expect(cards()).toHaveLength(2);
  });

  it('deleteTaking removes it and the counts follow', async () => {
    const { client } = renderTaking([taken('t1', 3), taken('t2', 4)]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    emit('deleteTaking', { articleId: 't1', type: 'order', status: 2 });
    await waitFor(() => expect(ids()).toEqual(['t2']));
    expect(session(client)?.takeCountsArticles).toEqual({ countAll: 1, byStatus: { '3': 0, '4': 1 } });
    expect(screen.getByTestId('taken-shown').textContent).toBe('Показано 1 из 1');
  });

  it('deleteTaking of a listing no list holds refetches the session counts', async () => {
    const fresh = makeSession(
      { takeCountsArticles: { countAll: 0, byStatus: {} } },
      { _id: 'me', type: 'carrier' },
    );
    const { client, calls } = renderTaking([taken('t1', 3)], {
      extra: { '/api/user': () => ({ body: fresh }) },
    });
    await waitFor(() => expect(cards()).toHaveLength(1));
    emit('deleteTaking', { articleId: 'other', type: 'order', status: 2 });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/user')).toBe(true));
    await waitFor(() => expect(session(client)?.takeCountsArticles.countAll).toBe(0));
    expect(cards()).toHaveLength(1);
  });

  it('updateStatusMyArticle (isTaking) moves the status; on the way turns a carrier’s location on', async () => {
    const article = taken('t1', 3);
    const { client } = renderTaking([article]);
    await waitFor(() => expect(cards()).toHaveLength(1));
    emit('updateStatusMyArticle', {
      articleId: 't1',
      type: 'order',
      oldStatus: 3,
      status: 4,
      isTaking: true,
      article: changed(article, { status: 4 }),
    });
    await waitFor(() => expect(cards()[0]?.dataset.status).toBe('4'));
    expect(session(client)?.takeCountsArticles).toEqual({ countAll: 1, byStatus: { '3': 0, '4': 1 } });
    expect(session(client)?.user.needSendLocation).toBe(true);
    expect(session(client)?.myCountsArticles.countAll).toBe(0);
  });

  it('a status that leaves the filter takes the listing out of it', async () => {
    const article = taken('t1', 4);
    const { client } = renderTaking([article, taken('t2', 3)], { path: '/taken-orders?status=working' });
    await waitFor(() => expect(cards()).toHaveLength(2));
    emit('updateStatusMyArticle', {
      articleId: 't1',
      type: 'order',
      oldStatus: 4,
      status: 5,
      isTaking: true,
      article: changed(article, { status: 5 }),
    });
    await waitFor(() => expect(ids()).toEqual(['t2']));
    expect(screen.getByTestId('taking-count-completed').textContent).toBe('1');
    expect(session(client)?.takeCountsArticles.byStatus).toEqual({ '3': 1, '4': 0, '5': 1 });
  });

  it('a cargo owner’s taken offer going on the way leaves his location off', async () => {
    const article = taken('t1', 3);
    const { client } = renderTaking([article], { type: 'cargo' });
    await waitFor(() => expect(cards()).toHaveLength(1));
    emit('updateStatusMyArticle', {
      articleId: 't1',
      type: 'order',
      oldStatus: 3,
      status: 4,
      isTaking: true,
      article: changed(article, { status: 4 }),
    });
    await waitFor(() => expect(session(client)?.takeCountsArticles.byStatus['4']).toBe(1));
    expect(session(client)?.user.needSendLocation).toBe(false);
  });

  it('setDelivered with isDisableGeo turns off only the carrier of the mark’s location', async () => {
    const { client } = renderTaking([taken('t1', 4)]);
    client.setQueryData<TUserResponse>(
      SESSION_QUERY_KEY,
      (s) => s && { ...s, user: { ...s.user, needSendLocation: true } },
    );
    const mark = { articleId: 't1', delivered: [], isDisableGeo: true };
    emit('setDelivered', { ...mark, deliveredUser: 'someone', carrierId: 'someone' });
    expect(session(client)?.user.needSendLocation).toBe(true);
    // A mark naming me on an offer someone else drives is not about my sending.
    emit('setDelivered', { ...mark, deliveredUser: 'me', carrierId: 'someone' });
    expect(session(client)?.user.needSendLocation).toBe(true);
    emit('setDelivered', { ...mark, deliveredUser: 'me', carrierId: 'me', isDisableGeo: false });
    expect(session(client)?.user.needSendLocation).toBe(true);
    // An offer I drive: the mark names its cargo owner, the sending is mine.
    emit('setDelivered', {
      articleId: 't1',
      deliveredUser: 'cargo1',
      carrierId: 'me',
      delivered: [{ userId: 'cargo1', at: '2030-08-02T10:00:00.000Z' }],
      isDisableGeo: true,
    });
    await waitFor(() => expect(screen.getByTestId('probe-location').textContent).toBe('false'));
  });

  it('deleteExecutor refreshes a remaining executor’s card and is ignored by the removed one', async () => {
    const article = taken('t1', 4);
    renderTaking([article]);
    await waitFor(() => expect(cards()).toHaveLength(1));
    const moved = changed(article, { to: { ...article.to, settlement: 'Самара' } });
    emit('deleteExecutor', { articleId: 't1', executorId: 'x', status: 4, article: moved });
    await waitFor(() => expect(screen.getByTestId('article-card-route').textContent).toContain('Самара'));
    emit('deleteExecutor', {
      articleId: 't1',
      executorId: 'me',
      status: 2,
      article: changed(article, { status: 2, executors: [] }),
    });
    expect(cards()[0]?.dataset.status).toBe('4');
  });

  it('reloads the taking lists on reconnect', async () => {
    const { calls } = renderTaking([taken('t1', 3)]);
    await waitFor(() => expect(cards()).toHaveLength(1));
    const before = calls.filter((call) => call.path === '/api/article/getMyArticles').length;
    const manager = getSocket().io as unknown as { on: Mock };
    const reconnect = manager.on.mock.calls
      .filter(([name]) => name === 'reconnect')
      .map(([, fn]) => fn as () => void);
    act(() => reconnect.forEach((fn) => fn()));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/article/getMyArticles').length).toBeGreaterThan(
        before,
      ),
    );
  });
});

describe('executors and reviews on the author’s side', () => {
  function renderAuthor(list: TArticle[]) {
    const calls = stubApi({
      '/api/article/getMyArticles': myArticlesHandler(() => list),
      '/api/user': () => ({ body: makeSession({}, { _id: 'u1', rating: 4.8, reviewsCount: 5 }) }),
    });
    const client = makeQueryClient(
      makeSession({ myCountsArticles: countsOf(list) }, { _id: 'u1', type: 'cargo' }),
    );
    renderPage(
      <>
        <Root userId="u1" />
        <MyArticlesPage type="order" group="open" />
      </>,
      { path: '/my-orders-open', queryClient: client },
    );
    return { client, calls };
  }

  it('setExecutor moves the author’s listing out of the open list; the status event counts it once', async () => {
    const article = makeArticle('o1', { status: 2 });
    const { client } = renderAuthor([article, makeArticle('o2', { status: 2 })]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const picked = changed(article, {
      status: 3,
      executors: [
        { user: makeDealUser('c1'), createdAt: '2030-08-01T11:00:00.000Z', cancelRequestedAt: null },
      ],
    });
    emit('setExecutor', { articleId: 'o1', executor: makeDealUser('c1'), status: 3, article: picked });
    await waitFor(() => expect(ids()).toEqual(['o2']));
    emit('updateStatusMyArticle', {
      articleId: 'o1',
      type: 'order',
      oldStatus: 2,
      status: 3,
      isTaking: false,
      article: picked,
    });
    expect(session(client)?.myCountsArticles).toEqual({ countAll: 2, byStatus: { '2': 1, '3': 1 } });
    emit('updateStatusMyArticle', {
      articleId: 'o1',
      type: 'order',
      oldStatus: 2,
      status: 3,
      isTaking: false,
      article: picked,
    });
    expect(session(client)?.myCountsArticles.byStatus).toEqual({ '2': 1, '3': 1 });
  });

  it('a review about me refetches the session (the rating in the header); my own review does not', async () => {
    const { client, calls } = renderAuthor([]);
    const sessionCalls = () => calls.filter((call) => call.path === '/api/user').length;
    emit('createArticleReview', {
      articleId: 'o1',
      review: makeReview('r1', { author: makeDealUser('u1'), user: makeDealUser('c1') }),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sessionCalls()).toBe(0);
    emit('updateArticleReview', {
      articleId: 'o1',
      review: makeReview('r2', { author: makeDealUser('c1'), user: makeDealUser('u1') }),
    });
    await waitFor(() => expect(session(client)?.user.rating).toBe(4.8));
    expect(sessionCalls()).toBe(1);
  });
});
