import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TArticle } from '@fura/domain/article-schemas';
import type { TUserResponse } from '@fura/domain/user';
import { MyArticlesPage } from '../src/features/my-articles/pages/MyArticlesPage';
import { myArticlesQueryKey, type MyArticlesPages } from '../src/shared/articles/my-articles-cache';
import { SESSION_QUERY_KEY } from '../src/shared/session/session-query';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { changed, makeArticle, myArticlesHandler, stubApi } from './my-articles-fixtures';
import { makeQueryClient } from './render';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

function countsOf(list: TArticle[]) {
  const byStatus: Record<string, number> = {};
  for (const article of list) byStatus[String(article.status)] = (byStatus[String(article.status)] ?? 0) + 1;
  return { countAll: list.length, byStatus };
}

function renderList(list: TArticle[], group: 'all' | 'open' | 'deleted' = 'open', path = '/my-orders-open') {
  const client = makeQueryClient(makeSession({ myCountsArticles: countsOf(list) }));
  const result = renderPage(<MyArticlesPage type="order" group={group} />, { path, queryClient: client });
  return { ...result, client };
}

function cards() {
  return screen.queryAllByTestId('article-card');
}

function card(id: string): HTMLElement {
  const found = cards().find((element) => element.dataset.articleId === id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
}

describe('MyArticlesPage', () => {
  it('loads 6 per page of the group and shows more while countAll says more remain', async () => {
    const list = Array.from({ length: 8 }, (_, index) => makeArticle(`o${index + 1}`, { status: 2 }));
    const trash = makeArticle('t1', { status: 7 });
    const calls = stubApi({ '/api/article/getMyArticles': myArticlesHandler(() => [...list, trash]) });
    renderList([...list, trash]);

    expect(screen.getByTestId('article-list-skeleton')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(calls[0]).toEqual({
      path: '/api/article/getMyArticles',
      body: { type: 'my', status: [1, 2], offset: 0 },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Открытые заказы');

    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(cards()).toHaveLength(8));
    expect(calls[1]?.body).toEqual({ type: 'my', status: [1, 2], offset: 6 });
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(card('o8').dataset.status).toBe('2');
  });

  it('asks for the whole list without a status on «Все» and shows the group counts in the tabs', async () => {
    const list = [
      makeArticle('a1', { status: 1 }),
      makeArticle('a2', { status: 2 }),
      makeArticle('a3', { status: 3 }),
      makeArticle('a4', { status: 7 }),
    ];
    const calls = stubApi({ '/api/article/getMyArticles': myArticlesHandler(() => list) });
    renderList(list, 'all', '/my-orders');
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(calls[0]?.body).toEqual({ type: 'my', offset: 0 });
    expect(screen.getByTestId('group-count-all').textContent).toBe('4');
    expect(screen.getByTestId('group-count-open').textContent).toBe('2');
    expect(screen.getByTestId('group-count-working').textContent).toBe('1');
    expect(screen.getByTestId('group-count-completed').textContent).toBe('0');
    expect(screen.getByTestId('group-count-deleted').textContent).toBe('1');
    expect(screen.getByTestId('group-tab-deleted').getAttribute('href')).toBe('/my-orders-deleted');
    expect(screen.getByTestId('group-tab-all').getAttribute('aria-current')).toBe('page');
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it('offers the actions each status allows: no status actions or edit while in work', async () => {
    const list = [
      makeArticle('draft', { status: 1 }),
      makeArticle('working', { status: 3 }),
      makeArticle('trash', { status: 7 }),
    ];
    stubApi({ '/api/article/getMyArticles': myArticlesHandler(() => list) });
    renderList(list, 'all', '/my-orders');
    await waitFor(() => expect(cards()).toHaveLength(3));

    const draft = within(card('draft'));
    expect(draft.getByTestId('article-action-publish')).toBeTruthy();
    expect(draft.getByTestId('article-action-delete')).toBeTruthy();
    expect(draft.queryByTestId('article-action-cancel')).toBeNull();
    expect(draft.getByTestId('article-edit').getAttribute('href')).toBe('/edit-order/draft');
    expect(draft.getByTestId('article-card-route').getAttribute('href')).toBe('/order/draft');

    const working = within(card('working'));
    expect(working.queryByTestId('article-edit')).toBeNull();
    expect(working.getByTestId('article-action-cancel')).toBeTruthy();
    expect(working.queryByTestId('article-action-delete')).toBeNull();
    expect(working.queryByText('В пути')).toBeNull();

    const trash = within(card('trash'));
    expect(trash.getByTestId('article-action-draft').textContent).toBe('Восстановить');
    expect(trash.queryByTestId('article-action-delete')).toBeNull();
  });

  it('moves a listing to the trash: out of the open list, into the cached trash list, counts follow', async () => {
    const list = [makeArticle('o1', { status: 2 }), makeArticle('o2', { status: 1 })];
    let server = [...list];
    const calls = stubApi({
      '/api/article/getMyArticles': myArticlesHandler(() => server),
      '/api/article/deleteArticle': (body) => {
        const moved = changed(list[0] as TArticle, { status: 7 });
        server = server.map((item) => (item._id === body.articleId ? moved : item));
        return { body: { error: false, article: moved } };
      },
    });
    const { client } = renderList(list);
    client.setQueryData<MyArticlesPages>(myArticlesQueryKey('order', 'deleted'), {
      pages: [{ error: false, articles: [], countAll: 0 }],
      pageParams: [0],
    });
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByTestId('group-count-open').textContent).toBe('2');

    fireEvent.click(within(card('o1')).getByTestId('article-action-delete'));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(calls.at(-1)).toEqual({
      path: '/api/article/deleteArticle',
      body: { articleId: 'o1', socketId: 'test-socket-id' },
    });
    expect(screen.getByTestId('group-count-open').textContent).toBe('1');
    expect(screen.getByTestId('group-count-deleted').textContent).toBe('1');
    expect(screen.getByTestId('group-count-all').textContent).toBe('2');
    expect(await screen.findByText('Объявление перенесено в корзину')).toBeTruthy();
    const trash = client.getQueryData<MyArticlesPages>(myArticlesQueryKey('order', 'deleted'));
    expect(trash?.pages[0]?.articles.map((item) => item._id)).toEqual(['o1']);
    expect(trash?.pages[0]?.countAll).toBe(1);
    expect(screen.getByTestId('my-articles-shown').textContent).toBe('Показано 1 из 1');
  });

  it('shows the server’s message when an action is refused and changes nothing', async () => {
    const list = [makeArticle('o1', { status: 2 })];
    stubApi({
      '/api/article/getMyArticles': myArticlesHandler(() => list),
      '/api/article/cancelArticle': () => ({
        status: 400,
        body: { error: true, errors: [{ msg: 'Действие «Отменить» недоступно' }] },
      }),
    });
    const { client } = renderList(list);
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('article-action-cancel'));
    expect(await screen.findByText('Действие «Отменить» недоступно')).toBeTruthy();
    expect(card('o1').dataset.status).toBe('2');
    expect(screen.getByTestId('group-count-open').textContent).toBe('1');
    expect(client.getQueryData<TUserResponse>(SESSION_QUERY_KEY)?.myCountsArticles).toEqual({
      countAll: 1,
      byStatus: { '2': 1 },
    });
  });

  it('copies a listing: the new draft appears on top and the counts grow', async () => {
    const original = makeArticle('o1', { status: 2 });
    const copy = makeArticle('copy1', { status: 1, createdAt: '2030-08-02T10:00:00.000Z' });
    const calls = stubApi({
      '/api/article/getMyArticles': myArticlesHandler(() => [original]),
      '/api/article/createArticle': () => ({ body: { error: false, article: copy } }),
    });
    renderList([original]);
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('article-copy'));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(calls.at(-1)).toEqual({
      path: '/api/article/createArticle',
      body: { articleId: 'o1', socketId: 'test-socket-id' },
    });
    expect(cards()[0]?.dataset.articleId).toBe('copy1');
    expect(screen.getByTestId('group-count-open').textContent).toBe('2');
    expect(await screen.findByText('Копия сохранена в черновики')).toBeTruthy();
  });

  it('on a phone keeps edit and the forward action visible and puts the rest under «Ещё»', async () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width'),
    }));
    const list = [makeArticle('d1', { status: 1 })];
    const calls = stubApi({
      '/api/article/getMyArticles': myArticlesHandler(() => list),
      '/api/article/deleteArticle': () => ({
        body: { error: false, article: changed(list[0] as TArticle, { status: 7 }) },
      }),
    });
    renderList(list);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByTestId('article-edit')).toBeTruthy();
    expect(screen.getByTestId('article-action-publish')).toBeTruthy();
    expect(screen.queryByTestId('article-action-delete')).toBeNull();
    expect(screen.queryByTestId('article-copy')).toBeNull();

    fireEvent.click(screen.getByTestId('article-more-actions'));
    fireEvent.click(await screen.findByTestId('article-action-delete'));
    await waitFor(() => expect(cards()).toHaveLength(0));
    expect(calls.at(-1)?.path).toBe('/api/article/deleteArticle');
  });

  it('says what to do next when the list is empty', async () => {
    stubApi({ '/api/article/getMyArticles': myArticlesHandler(() => []) });
    renderList([]);
    expect(await screen.findByText('Создайте первый заказ')).toBeTruthy();
    const empty = screen.getByTestId('my-articles-empty');
    expect(within(empty).getByRole('link', { name: 'Создать заказ' }).getAttribute('href')).toBe(
      '/order-create',
    );
  });

  it('shows an error with a retry that loads the list', async () => {
    let failing = true;
    const list = [makeArticle('o1')];
    const ok = myArticlesHandler(() => list);
    stubApi({
      '/api/article/getMyArticles': (body) =>
        failing ? { status: 503, body: { error: true, errors: [{ msg: 'Сервер недоступен' }] } } : ok(body),
    });
    renderList(list);
    expect(await screen.findByText('Сервер недоступен')).toBeTruthy();
    expect(screen.getByTestId('my-articles-error')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });
});
