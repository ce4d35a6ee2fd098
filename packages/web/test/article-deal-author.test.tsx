import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import type { TUserResponse } from '@fura/domain/user';
import { SESSION_QUERY_KEY } from '../src/shared/session/session-query';
import {
  errorAnswer,
  listingAnswer,
  makeArticle,
  makeDealUser,
  makeExecutor,
  makeRequest,
  renderListing,
} from './article-deal-fixtures';
import { makeSession } from './fixtures';
import { changed, stubApi } from './my-articles-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./deal-socket')).dealSocketModule());

const carrier = makeDealUser('c1');
const other = makeDealUser('c2', { name: { first: 'Олег', last: 'Новиков' }, rating: 0, reviewsCount: 0 });

function authorSession() {
  return makeSession({ myCountsArticles: { countAll: 1, byStatus: { '2': 1 } } });
}

describe('listing page: the author’s deal', () => {
  it('lists the requests with rating, price, date and plain text, and picks an executor', async () => {
    const article = makeArticle('a1', {
      requests: [
        makeRequest(carrier, { request: '<b>Заберу</b> завтра' }),
        makeRequest(other, { priceKopecks: null, date: null }),
      ],
      requestsCount: 2,
    });
    const picked = changed(article, { status: 3, executors: [makeExecutor(carrier)] });
    const calls = stubApi({
      '/api/article/getUserArticle': listingAnswer(article),
      '/api/article/setExecutor': () => ({
        body: { error: false, executor: carrier, article: picked, errors: [] },
      }),
    });
    const { queryClient } = renderListing(authorSession());

    const section = await screen.findByTestId('deal-requests');
    expect(within(section).getByRole('heading').textContent).toBe('Заявки (2)');
    const [first, second] = within(section).getAllByTestId('request-item');
    if (!first || !second) throw new Error('two requests expected');
    expect(within(first).getByTestId('deal-user-link').getAttribute('href')).toBe('/user/c1');
    expect(within(first).getByTestId('deal-user-link').textContent).toBe('Пётр Сидоров');
    expect(within(first).getByTestId('deal-user-rating').textContent).toBe('4,5 · 3 отзыва');
    expect(within(first).getByTestId('request-price').textContent?.replace(/\s/g, ' ')).toBe('12 000 ₽');
    expect(within(first).getByTestId('request-date').textContent).toBe('Дата: 12.08.2030');
    expect(within(first).getByTestId('request-text').textContent).toBe('<b>Заберу</b> завтра');
    expect(first.querySelector('b')).toBeNull();
    expect(within(second).getByTestId('deal-user-rating').textContent).toBe('Нет отзывов');
    // The author writes to a requester in the listing's dialog.
    expect(within(first).getByTestId('write-message').getAttribute('href')).toMatch(
      /^\/dialog-order\/[^/]+\/c1$/,
    );
    expect(within(second).getByTestId('request-price').textContent).toBe('Цена не указана');
    expect(screen.queryByTestId('deal-executors')).toBeNull();

    fireEvent.click(within(first).getByTestId('deal-pick-executor'));
    await screen.findByTestId('deal-executors');
    expect(calls.at(-1)).toEqual({
      path: '/api/article/setExecutor',
      body: { executorId: 'c1', articleId: 'a1', socketId: 'test-socket-id' },
    });
    expect(screen.getByTestId('status-badge').textContent).toBe('Исполнитель выбран');
    expect(within(screen.getByTestId('executor-item')).getByText('Пётр Сидоров')).toBeTruthy();
    // An order takes one executor: no more picking; the next steps appear.
    expect(screen.queryByTestId('deal-pick-executor')).toBeNull();
    expect(screen.getByTestId('article-action-onWay').textContent).toBe('В путь');
    expect(screen.getByTestId('article-action-complete')).toBeTruthy();
    expect(queryClient.getQueryData<TUserResponse>(SESSION_QUERY_KEY)?.myCountsArticles.byStatus).toEqual({
      '2': 0,
      '3': 1,
    });
  });

  it('shows the server’s message when picking is refused and changes nothing', async () => {
    const article = makeArticle('a1', { requests: [makeRequest(carrier)], requestsCount: 1 });
    stubApi({
      '/api/article/getUserArticle': listingAnswer(article),
      '/api/article/setExecutor': errorAnswer(409, DEAL_MESSAGES.orderHasExecutor),
    });
    renderListing(authorSession());
    fireEvent.click(await screen.findByTestId('deal-pick-executor'));
    expect(await screen.findByText(DEAL_MESSAGES.orderHasExecutor)).toBeTruthy();
    expect(screen.getByTestId('status-badge').textContent).toBe('Опубликовано');
    expect(screen.queryByTestId('deal-executors')).toBeNull();
  });

  it('says when there are no requests yet and offers no deal steps without an executor', async () => {
    stubApi({ '/api/article/getUserArticle': listingAnswer(makeArticle('a1', { type: 'offer' })) });
    renderListing(makeSession({}, { type: 'carrier' }), 'offer');
    expect((await screen.findByTestId('deal-requests-empty')).textContent).toContain('Заявок пока нет');
    expect(screen.getByTestId('article-action-cancel')).toBeTruthy();
    expect(screen.queryByTestId('article-action-equip')).toBeNull();
  });

  it('lets an offer’s author pick several executors and then take it to work', async () => {
    const cargo = makeDealUser('g1', { type: 'cargo' });
    const second = makeDealUser('g2', { type: 'cargo', name: { first: 'Анна', last: 'Лебедева' } });
    const offer = makeArticle('a1', {
      type: 'offer',
      executors: [makeExecutor(cargo)],
      requests: [makeRequest(cargo), makeRequest(second)],
      requestsCount: 2,
    });
    stubApi({ '/api/article/getUserArticle': listingAnswer(offer) });
    renderListing(makeSession({}, { type: 'carrier' }), 'offer');
    const section = await screen.findByTestId('deal-requests');
    const items = within(section).getAllByTestId('request-item');
    expect(within(items[0] as HTMLElement).getByText('Исполнитель')).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByTestId('deal-pick-executor')).toBeNull();
    expect(within(items[1] as HTMLElement).getByTestId('deal-pick-executor')).toBeTruthy();
    expect(screen.getByTestId('article-action-equip').textContent).toBe('В работу');
  });

  it('marks an executor who asks to be removed and removes him after confirming', async () => {
    const article = makeArticle('a1', {
      status: 3,
      executors: [makeExecutor(carrier, { cancelRequestedAt: '2030-08-04T09:00:00.000Z' })],
      requests: [makeRequest(carrier)],
      requestsCount: 1,
    });
    const removed = changed(article, { status: 2, executors: [] });
    const calls = stubApi({
      '/api/article/getUserArticle': listingAnswer(article),
      '/api/article/deleteExecutor': () => ({
        body: { error: false, executor: carrier, article: removed, errors: [] },
      }),
    });
    renderListing(makeSession({ myCountsArticles: { countAll: 1, byStatus: { '3': 1 } } }));
    const executor = await screen.findByTestId('executor-item');
    expect(within(executor).getByTestId('executor-asks-removal').textContent).toBe('Просит снять');

    fireEvent.click(within(executor).getByTestId('executor-remove'));
    fireEvent.click(await screen.findByTestId('executor-remove-confirm'));
    await waitFor(() => expect(screen.queryByTestId('deal-executors')).toBeNull());
    expect(calls.at(-1)).toEqual({
      path: '/api/article/deleteExecutor',
      body: { executorId: 'c1', articleId: 'a1', socketId: 'test-socket-id' },
    });
    expect(screen.getByTestId('status-badge').textContent).toBe('Опубликовано');
    expect(screen.getByTestId('deal-pick-executor')).toBeTruthy();
  });

  it('marks the carrier’s delivery on the way and then shows its date', async () => {
    const article = makeArticle('a1', {
      status: 4,
      executors: [makeExecutor(carrier)],
      requests: [makeRequest(carrier)],
      requestsCount: 1,
    });
    const calls = stubApi({
      '/api/article/getUserArticle': listingAnswer(article),
      '/api/article/setDeliveredCargo': () => ({
        body: {
          error: false,
          isDisableGeo: true,
          delivered: [{ userId: 'c1', at: '2030-08-05T12:00:00.000Z' }],
        },
      }),
    });
    const { queryClient } = renderListing(makeSession({}, { needSendLocation: true }));
    fireEvent.click(await screen.findByTestId('deal-mark-delivered'));
    expect((await screen.findByTestId('deal-delivered')).textContent).toBe('Доставлено 05.08.2030');
    expect(calls.at(-1)).toEqual({
      path: '/api/article/setDeliveredCargo',
      body: { articleId: 'a1', deliveredUser: 'c1', socketId: 'test-socket-id' },
    });
    // isDisableGeo is about the carrier, not the author.
    expect(queryClient.getQueryData<TUserResponse>(SESSION_QUERY_KEY)?.user.needSendLocation).toBe(true);
    expect(screen.queryByTestId('executor-remove')).toBeTruthy();
    expect(screen.getByTestId('article-action-complete')).toBeTruthy();
  });
});
