import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import type { TUserResponse } from '@fura/domain/user';
import { SESSION_QUERY_KEY } from '../src/shared/session/session-query';
import {
  carrierSession,
  errorAnswer,
  listingAnswer,
  makeArticle,
  makeDealUser,
  makeExecutor,
  makeRequest,
} from './article-deal-fixtures';
import { renderListing } from './article-deal-fixtures';
import { changed, stubApi } from './my-articles-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./deal-socket')).dealSocketModule());

const me = makeDealUser('c1');

function executorListing(status: 2 | 3 | 4 | 5 | 6, type: 'order' | 'offer' = 'order') {
  return makeArticle('a1', {
    type,
    status,
    executors: [makeExecutor(me)],
    requests: [makeRequest(me)],
    requestsCount: 1,
  });
}

describe('listing page: the executor', () => {
  it('asks the author to remove him once, after confirming', async () => {
    const article = executorListing(3);
    const asked = changed(article, {
      executors: [makeExecutor(me, { cancelRequestedAt: '2030-08-04T09:00:00.000Z' })],
    });
    const calls = stubApi({
      '/api/article/getUserArticle': listingAnswer(article),
      '/api/article/setRequestCancel': () => ({ body: { error: false, article: asked } }),
    });
    renderListing(carrierSession());
    const panel = await screen.findByTestId('executor-panel');
    expect(within(panel).getByText('Вы исполнитель')).toBeTruthy();
    // Not on the way yet: nothing to mark delivered; his request cannot be withdrawn from here.
    expect(screen.queryByTestId('deal-mark-delivered')).toBeNull();
    expect(screen.queryByTestId('my-request-delete')).toBeNull();

    fireEvent.click(within(panel).getByTestId('executor-ask-removal'));
    fireEvent.click(await screen.findByTestId('executor-ask-removal-confirm'));
    expect((await screen.findByTestId('executor-removal-asked')).textContent).toBe(
      'Вы попросили автора снять вас 04.08.2030',
    );
    expect(screen.queryByTestId('executor-ask-removal')).toBeNull();
    expect(calls.at(-1)).toEqual({
      path: '/api/article/setRequestCancel',
      body: { articleId: 'a1', deliveredUser: 'c1', socketId: 'test-socket-id' },
    });
  });

  it('shows a refusal to remove him as an error', async () => {
    stubApi({
      '/api/article/getUserArticle': listingAnswer(executorListing(4)),
      '/api/article/setRequestCancel': errorAnswer(409, DEAL_MESSAGES.cancelAlreadyRequested),
    });
    renderListing(carrierSession());
    fireEvent.click(await screen.findByTestId('executor-ask-removal'));
    fireEvent.click(await screen.findByTestId('executor-ask-removal-confirm'));
    expect(await screen.findByText(DEAL_MESSAGES.cancelAlreadyRequested)).toBeTruthy();
    expect(screen.getByTestId('executor-ask-removal')).toBeTruthy();
  });

  it('marks his own delivery on the way and stops location sending when the server says so', async () => {
    const calls = stubApi({
      '/api/article/getUserArticle': listingAnswer(executorListing(4)),
      '/api/article/setDeliveredCargo': () => ({
        body: {
          error: false,
          isDisableGeo: true,
          delivered: [{ userId: 'c1', at: '2030-08-05T12:00:00.000Z' }],
        },
      }),
    });
    const { queryClient } = renderListing(carrierSession('c1', { needSendLocation: true }));
    fireEvent.click(await screen.findByTestId('deal-mark-delivered'));
    expect((await screen.findByTestId('deal-delivered')).textContent).toBe('Доставлено 05.08.2030');
    expect(calls.at(-1)).toEqual({
      path: '/api/article/setDeliveredCargo',
      body: { articleId: 'a1', deliveredUser: 'c1', socketId: 'test-socket-id' },
    });
    expect(queryClient.getQueryData<TUserResponse>(SESSION_QUERY_KEY)?.user.needSendLocation).toBe(false);
  });

  it('keeps location sending when another listing of his is still on the way', async () => {
    stubApi({
      '/api/article/getUserArticle': listingAnswer(executorListing(4)),
      '/api/article/setDeliveredCargo': () => ({
        body: {
          error: false,
          isDisableGeo: false,
          delivered: [{ userId: 'c1', at: '2030-08-05T12:00:00.000Z' }],
        },
      }),
    });
    const { queryClient } = renderListing(carrierSession('c1', { needSendLocation: true }));
    fireEvent.click(await screen.findByTestId('deal-mark-delivered'));
    await screen.findByTestId('deal-delivered');
    expect(queryClient.getQueryData<TUserResponse>(SESSION_QUERY_KEY)?.user.needSendLocation).toBe(true);
  });

  it('a cargo owner executing an offer confirms his own load; the carrier’s isDisableGeo leaves his session', async () => {
    const cargo = makeDealUser('g1', { type: 'cargo' });
    const offer = makeArticle('a1', {
      type: 'offer',
      status: 4,
      author: { ...makeArticle('x').author, _id: 'c9' },
      executors: [makeExecutor(cargo)],
    });
    const calls = stubApi({
      '/api/article/getUserArticle': listingAnswer(offer),
      '/api/article/setDeliveredCargo': () => ({
        body: {
          error: false,
          isDisableGeo: true,
          delivered: [{ userId: 'g1', at: '2030-08-05T12:00:00.000Z' }],
        },
      }),
    });
    const { queryClient } = renderListing(
      carrierSession('g1', { type: 'cargo', needSendLocation: true }),
      'offer',
    );
    const panel = await screen.findByTestId('executor-panel');
    expect(screen.getByTestId('executor-ask-removal')).toBeTruthy();
    fireEvent.click(within(panel).getByTestId('deal-mark-delivered'));
    expect((await screen.findByTestId('deal-delivered')).textContent).toBe('Доставлено 05.08.2030');
    expect(calls.at(-1)?.body).toEqual({ articleId: 'a1', deliveredUser: 'g1', socketId: 'test-socket-id' });
    expect(queryClient.getQueryData<TUserResponse>(SESSION_QUERY_KEY)?.user.needSendLocation).toBe(true);
  });
});
