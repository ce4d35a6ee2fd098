import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TUserResponse } from '@fura/domain/user';
import { SESSION_QUERY_KEY } from '../src/shared/session/session-query';
import {
  carrierSession,
  listingAnswer,
  makeArticle,
  makeDealUser,
  makeExecutor,
  renderListing,
} from './article-deal-fixtures';
import { makeSession } from './fixtures';
import { stubApi } from './my-articles-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./deal-socket')).dealSocketModule());

/** Issue 24: the listing page shows «Доставлено» to the side whose load is delivered; an offer's carrier marks each. */

const AT = '2030-08-05T12:00:00.000Z';

const pageBadge = () =>
  within(screen.getByTestId('article-title').parentElement!).getByTestId('status-badge');

describe('listing page: «Доставлено»', () => {
  it('the order’s owner sees it in the status once his carrier’s delivery is marked', async () => {
    const article = makeArticle('a1', {
      status: 4,
      executors: [makeExecutor(makeDealUser('c1'))],
      delivered: [{ userId: 'c1', at: AT }],
    });
    stubApi({ '/api/article/getUserArticle': listingAnswer(article) });
    renderListing(makeSession({}, { _id: 'u1' }));
    expect((await screen.findByTestId('deal-delivered')).textContent).toBe('Доставлено 05.08.2030');
    expect(pageBadge().textContent).toBe('Доставлено');
  });

  it('an offer’s carrier marks each cargo owner’s load; «Доставлено» and the end of sending after the last', async () => {
    const [first, second] = [makeDealUser('g1', { type: 'cargo' }), makeDealUser('g2', { type: 'cargo' })];
    const offer = makeArticle('a1', {
      type: 'offer',
      status: 4,
      author: { ...makeArticle('x').author, _id: 'c1' },
      executors: [makeExecutor(first), makeExecutor(second)],
      delivered: [{ userId: 'g1', at: AT }],
    });
    const calls = stubApi({
      '/api/article/getUserArticle': listingAnswer(offer),
      '/api/article/setDeliveredCargo': () => ({
        body: {
          error: false,
          isDisableGeo: true,
          delivered: [
            { userId: 'g1', at: AT },
            { userId: 'g2', at: AT },
          ],
        },
      }),
    });
    const { queryClient } = renderListing(carrierSession('c1', { needSendLocation: true }), 'offer');
    const items = await screen.findAllByTestId('executor-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByTestId('deal-delivered').textContent).toBe('Доставлено 05.08.2030');
    expect(pageBadge().textContent).toBe('В пути');

    fireEvent.click(within(items[1]!).getByTestId('deal-mark-delivered'));
    await waitFor(() => expect(pageBadge().textContent).toBe('Доставлено'));
    expect(calls.at(-1)?.body).toEqual({ articleId: 'a1', deliveredUser: 'g2', socketId: 'test-socket-id' });
    expect(queryClient.getQueryData<TUserResponse>(SESSION_QUERY_KEY)?.user.needSendLocation).toBe(false);
  });
});
