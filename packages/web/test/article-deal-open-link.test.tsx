import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  carrierSession,
  listingAnswer,
  makeArticle,
  makeDealUser,
  makeExecutor,
  makeRequest,
  renderListing,
} from './article-deal-fixtures';
import { makeSession } from './fixtures';
import { stubApi } from './my-articles-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./deal-socket')).dealSocketModule());

/** Issue 29: the listing page leads each party to the deal's page. */

describe('«Открыть сделку» on the listing page', () => {
  it('the author has one per executor, named with the executor', async () => {
    const carrier = makeDealUser('c1', { name: { first: 'Степан', last: 'Водилов' } });
    const article = makeArticle('a1', {
      status: 3,
      executors: [makeExecutor(carrier)],
      requests: [makeRequest(carrier)],
      requestsCount: 1,
    });
    stubApi({ '/api/article/getUserArticle': listingAnswer(article) });
    renderListing(makeSession({ myCountsArticles: { countAll: 1, byStatus: { '3': 1 } } }));
    const item = await screen.findByTestId('executor-item');
    const link = within(item).getByRole('link', { name: 'Открыть сделку: Степан Водилов' });
    expect(link.getAttribute('href')).toBe('/deal/a1/c1');
  });

  it('the executor has his own', async () => {
    const me = makeDealUser('c1');
    const article = makeArticle('a1', {
      status: 4,
      executors: [makeExecutor(me)],
      requests: [makeRequest(me)],
      requestsCount: 1,
    });
    stubApi({ '/api/article/getUserArticle': listingAnswer(article) });
    renderListing(carrierSession());
    const panel = await screen.findByTestId('executor-panel');
    expect(within(panel).getByRole('link', { name: 'Открыть сделку' }).getAttribute('href')).toBe(
      '/deal/a1/c1',
    );
  });
});
