import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MyArticlesPage } from '../src/features/my-articles/pages/MyArticlesPage';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { myArticlesHandler, stubApi } from './my-articles-fixtures';
import { makeQueryClient } from './render';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

const DAY_MS = 24 * 60 * 60 * 1000;

function renderOffers(user: Parameters<typeof makeSession>[1]) {
  stubApi({ '/api/article/getMyArticles': myArticlesHandler(() => []) });
  const client = makeQueryClient(makeSession({}, { type: 'carrier', ...user }));
  renderPage(<MyArticlesPage type="offer" group="all" />, { path: '/my-offers', queryClient: client });
}

describe('a carrier’s own offers without an active tariff', () => {
  it('says that nobody else sees them, and links to the tariff', async () => {
    renderOffers({ tariff: null, expiriesTariffAt: new Date(Date.now() - DAY_MS).toISOString() });
    const notice = await screen.findByTestId('my-offers-hidden');
    expect(notice.textContent).toContain('не видны в поиске');
    expect(screen.getByRole('link', { name: 'Продлить тариф' }).getAttribute('href')).toBe('/mytarif');
  });

  it('says nothing while the tariff runs', async () => {
    renderOffers({ tariff: 'pro', expiriesTariffAt: new Date(Date.now() + 10 * DAY_MS).toISOString() });
    await waitFor(() => expect(screen.getByTestId('my-articles')).toBeTruthy());
    expect(screen.queryByTestId('my-offers-hidden')).toBeNull();
  });

  it('names the ban when the profile is blocked', async () => {
    renderOffers({
      isBan: true,
      tariff: 'pro',
      expiriesTariffAt: new Date(Date.now() + DAY_MS).toISOString(),
    });
    expect((await screen.findByTestId('my-offers-hidden')).textContent).toContain('Профиль заблокирован');
  });
});
