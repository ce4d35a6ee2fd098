import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  carrierSession,
  listingAnswer,
  makeArticle,
  makeDealUser,
  makeExecutor,
  makeRequest,
  renderListing,
} from './article-deal-fixtures';
import { emitEvent } from './deal-socket';
import { makeSession } from './fixtures';
import { changed, stubApi } from './my-articles-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./deal-socket')).dealSocketModule());

const carrier = makeDealUser('c1');

function fetchesOfListing(calls: { path: string }[]) {
  return calls.filter((call) => call.path === '/api/article/getUserArticle').length;
}

describe('listing page: live deal updates', () => {
  it('reloads the author’s page when a request arrives for it, not for another listing', async () => {
    let server = makeArticle('a1');
    const calls = stubApi({ '/api/article/getUserArticle': () => listingAnswer(server)() });
    renderListing(makeSession());
    await screen.findByTestId('deal-requests-empty');
    expect(fetchesOfListing(calls)).toBe(1);

    const request = makeRequest(carrier);
    emitEvent('createRequest', { articleId: 'other', request });
    expect(fetchesOfListing(calls)).toBe(1);

    server = changed(server, { requests: [request], requestsCount: 1 });
    emitEvent('createRequest', { articleId: 'a1', request });
    const item = await screen.findByTestId('request-item');
    expect(within(item).getByTestId('deal-user-link').textContent).toBe('Пётр Сидоров');
    expect(screen.getByTestId('deal-requests').querySelector('h2')?.textContent).toBe('Заявки (1)');
    expect(fetchesOfListing(calls)).toBe(2);
  });

  it('takes the listing an event carries as it is, without reloading', async () => {
    const article = makeArticle('a1', { requests: [makeRequest(carrier)], requestsCount: 1 });
    const calls = stubApi({ '/api/article/getUserArticle': listingAnswer(article) });
    renderListing(carrierSession());
    await screen.findByTestId('my-request');

    const picked = changed(article, { status: 3, executors: [makeExecutor(carrier)] });
    emitEvent('setExecutor', { articleId: 'a1', executor: carrier, status: 3, article: picked });
    expect(await screen.findByTestId('executor-panel')).toBeTruthy();
    expect(screen.getByTestId('status-badge').textContent).toBe('Исполнитель выбран');

    const onWay = changed(picked, { status: 4 });
    emitEvent('updateStatusMyArticle', {
      articleId: 'a1',
      type: 'order',
      oldStatus: 3,
      status: 4,
      isTaking: true,
      article: onWay,
    });
    expect(await screen.findByTestId('deal-mark-delivered')).toBeTruthy();
    expect(screen.getByTestId('status-badge').textContent).toBe('В пути');
    expect(fetchesOfListing(calls)).toBe(1);
  });

  it('reloads when a delivery is marked elsewhere and when the executor is removed', async () => {
    let server = makeArticle('a1', {
      status: 4,
      executors: [makeExecutor(carrier)],
      requests: [makeRequest(carrier)],
      requestsCount: 1,
    });
    const calls = stubApi({ '/api/article/getUserArticle': () => listingAnswer(server)() });
    renderListing(carrierSession());
    await screen.findByTestId('deal-mark-delivered');

    const delivered = [{ userId: 'c1', at: '2030-08-05T12:00:00.000Z' }];
    server = changed(server, { delivered });
    emitEvent('setDelivered', {
      articleId: 'a1',
      deliveredUser: 'c1',
      carrierId: 'c1',
      delivered,
      isDisableGeo: true,
    });
    expect((await screen.findByTestId('deal-delivered')).textContent).toBe('Доставлено 05.08.2030');

    const removed = changed(server, { status: 2, executors: [] });
    emitEvent('deleteExecutor', { articleId: 'a1', executorId: 'c1', status: 2, article: removed });
    await waitFor(() => expect(screen.queryByTestId('executor-panel')).toBeNull());
    expect(screen.getByTestId('my-request')).toBeTruthy();
    expect(fetchesOfListing(calls)).toBe(2);
  });
});
