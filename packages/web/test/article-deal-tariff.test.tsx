import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  listingAnswer,
  makeArticle,
  makeDealUser,
  makeRequest,
  renderListing,
} from './article-deal-fixtures';
import { makeSession } from './fixtures';
import { stubApi } from './my-articles-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./deal-socket')).dealSocketModule());

/** Issue 24: a requesting carrier without an active tariff is marked, and «Выбрать исполнителем» is not offered. */
describe('listing page: a requester whose tariff is inactive', () => {
  it('is marked «Тариф перевозчика неактивен» and cannot be picked; the others can', async () => {
    const active = makeDealUser('c1');
    const lapsed = makeDealUser('c2', { name: { first: 'Олег', last: 'Новиков' } });
    const article = makeArticle('a1', {
      requests: [makeRequest(active), makeRequest(lapsed, { carrierTariffInactive: true })],
      requestsCount: 2,
    });
    stubApi({ '/api/article/getUserArticle': listingAnswer(article) });
    renderListing(makeSession({}, { _id: 'u1' }));
    const items = await screen.findAllByTestId('request-item');
    const [first, second] = items;
    if (!first || !second) throw new Error('two requests expected');
    expect(within(first).queryByTestId('request-tariff-inactive')).toBeNull();
    expect(within(first).getByTestId('deal-pick-executor').textContent).toBe('Выбрать исполнителем');
    expect(within(second).getByTestId('request-tariff-inactive').textContent).toBe(
      'Тариф перевозчика неактивен',
    );
    expect(within(second).queryByTestId('deal-pick-executor')).toBeNull();
    // He can still be written to: the author may tell him why.
    expect(within(second).getByTestId('write-message')).toBeTruthy();
  });
});
