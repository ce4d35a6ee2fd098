import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TArticle } from '@fura/domain/article-schemas';
import { SideMenu } from '../src/features/layout/SideMenu';
import { sideMenuSections } from '../src/features/layout/side-menu-items';
import { TakenArticlesPage } from '../src/features/taken-articles/pages/TakenArticlesPage';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { makeArticle, myArticlesHandler, stubApi } from './my-articles-fixtures';
import { makeQueryClient } from './render';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

function countsOf(list: TArticle[]) {
  const byStatus: Record<string, number> = {};
  for (const article of list) byStatus[String(article.status)] = (byStatus[String(article.status)] ?? 0) + 1;
  return { countAll: list.length, byStatus };
}

function renderTaken(list: TArticle[], type: 'order' | 'offer' = 'order', path = '/taken-orders') {
  const client = makeQueryClient(
    makeSession(
      { takeCountsArticles: countsOf(list) },
      { _id: 'me', type: type === 'order' ? 'carrier' : 'cargo' },
    ),
  );
  return renderPage(<TakenArticlesPage type={type} />, {
    path,
    pattern: type === 'order' ? '/taken-orders' : '/taken-offers',
    queryClient: client,
  });
}

const cards = () => screen.queryAllByTestId('article-card');

describe('TakenArticlesPage', () => {
  it('loads the taking list 6 per page with the listing link, the status and the author', async () => {
    const list = Array.from({ length: 8 }, (_, index) => makeArticle(`t${index + 1}`, { status: 3 }));
    const calls = stubApi({ '/api/article/getMyArticles': myArticlesHandler(() => list) });
    renderTaken(list);

    expect(screen.getByTestId('article-list-skeleton')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(calls[0]).toEqual({ path: '/api/article/getMyArticles', body: { type: 'taking', offset: 0 } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Взятые заказы');
    const first = cards()[0] as HTMLElement;
    expect(within(first).getByTestId('article-card-route').getAttribute('href')).toBe('/order/t1');
    expect(within(first).getByTestId('status-badge').textContent).toBe('Исполнитель выбран');
    expect(within(first).getByTestId('taken-author').getAttribute('href')).toBe('/user/u1');

    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(cards()).toHaveLength(8));
    expect(calls[1]?.body).toEqual({ type: 'taking', offset: 6 });
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(screen.getByTestId('taken-shown').textContent).toBe('Показано 8 из 8');
  });

  it('filters by «В работе» and «Завершённые» with the counts of the session', async () => {
    const list = [
      makeArticle('w1', { status: 3 }),
      makeArticle('w2', { status: 4 }),
      makeArticle('c1', { status: 5 }),
      makeArticle('c2', { status: 6 }),
      makeArticle('c3', { status: 5 }),
    ];
    const calls = stubApi({ '/api/article/getMyArticles': myArticlesHandler(() => list) });
    renderTaken(list);
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(screen.getByTestId('taking-count-all').textContent).toBe('5');
    expect(screen.getByTestId('taking-count-working').textContent).toBe('2');
    expect(screen.getByTestId('taking-count-completed').textContent).toBe('3');

    fireEvent.click(screen.getByLabelText(/В работе/));
    await waitFor(() => expect(cards().map((card) => card.dataset.articleId)).toEqual(['w1', 'w2']));
    expect(calls.at(-1)?.body).toEqual({ type: 'taking', status: [3, 4], offset: 0 });
    expect(screen.getByTestId('taken-articles').dataset.filter).toBe('working');

    fireEvent.click(screen.getByLabelText(/Завершённые/));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(calls.at(-1)?.body).toEqual({ type: 'taking', status: [5, 6], offset: 0 });
  });

  it('an empty carrier list leads to the order search; a cargo owner’s to the offer search', async () => {
    stubApi({ '/api/article/getMyArticles': myArticlesHandler(() => []) });
    const carrier = renderTaken([]);
    await waitFor(() => expect(screen.getByTestId('taken-empty')).toBeTruthy());
    expect(screen.getByText('Вы пока не взяли ни одного заказа')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Найти заказы/ }).getAttribute('href')).toBe('/search-order');
    carrier.unmount();

    renderTaken([], 'offer', '/taken-offers');
    await waitFor(() => expect(screen.getByTestId('taken-empty')).toBeTruthy());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Взятые предложения');
    expect(screen.getByText('Вы пока не взяли ни одного предложения')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Найти предложения/ }).getAttribute('href')).toBe(
      '/search-offer',
    );
  });

  it('shows a failed load with the server message and retries', async () => {
    let fail = true;
    const list = [makeArticle('t1', { status: 4 })];
    stubApi({
      '/api/article/getMyArticles': (body) =>
        fail
          ? { status: 500, body: { error: true, errors: [{ msg: 'Сервер недоступен' }] } }
          : myArticlesHandler(() => list)(body),
    });
    renderTaken(list);
    await waitFor(() => expect(screen.getByTestId('taken-error')).toBeTruthy());
    expect(screen.getByText('Сервер недоступен')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Повторить/ }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });
});

describe('side menu taking counts', () => {
  it('counts the taking list beside «Взятые заказы» and «Взятые предложения»', () => {
    const takeCountsArticles = { countAll: 4, byStatus: { '3': 2, '5': 2 } };
    const items = (type: 'cargo' | 'carrier') =>
      sideMenuSections(makeSession({ takeCountsArticles }, { type })).flatMap((section) => section.items);
    expect(items('carrier').find((item) => item.to === '/taken-orders')?.count).toBe(4);
    expect(items('cargo').find((item) => item.to === '/taken-offers')?.count).toBe(4);
  });

  it('renders the count in the menu', () => {
    const client = makeQueryClient(
      makeSession({ takeCountsArticles: { countAll: 7, byStatus: { '4': 7 } } }, { type: 'carrier' }),
    );
    renderPage(<SideMenu narrow={false} />, { path: '/profile/info', queryClient: client });
    expect(screen.getByRole('link', { name: /Взятые заказы/ }).textContent).toContain('7');
  });
});
