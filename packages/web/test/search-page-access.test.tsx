import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { card, cards, cargo, carrier, pagedAnswer, renderSearch, stubSearch } from './search-page-harness';

// Rendering Mantine in jsdom is slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SearchPage: who may search', () => {
  it.each(['order', 'offer'] as const)(
    'shows a visitor the %s results and invites him to log in to answer them',
    async (type) => {
      const requests = stubSearch(pagedAnswer(2));
      await renderSearch(type, null);
      await waitFor(() => expect(cards()).toHaveLength(2));
      expect(requests[0]?.type).toBe(type);
      expect(card(0).querySelector('a')?.getAttribute('href')).toBe(`/${type}/a1`);
      const notice = screen.getByTestId('search-guest');
      expect(notice.textContent).toContain(
        type === 'order'
          ? 'Войдите, чтобы откликнуться на заказ и написать грузовладельцу'
          : 'Войдите, чтобы отправить заявку перевозчику и написать ему',
      );
      expect(within(notice).getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/login');
      expect(within(notice).getByRole('link', { name: 'Зарегистрироваться' }).getAttribute('href')).toBe(
        '/register',
      );
      expect(screen.getByTestId('search-sort')).toBeTruthy();
    },
  );

  it('sends a cargo owner on /search-order to the search of transport', async () => {
    const requests = stubSearch(pagedAnswer(1));
    await renderSearch('order', cargo);
    const notice = screen.getByTestId('search-wrong-role');
    expect(notice.textContent).toContain('Вы грузовладелец — ищите транспорт в разделе Поиск транспорта');
    expect(within(notice).getByRole('link', { name: 'Поиск транспорта' }).getAttribute('href')).toBe(
      '/search-offer',
    );
    expect(screen.queryByTestId('search-results')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('sends a carrier on /search-offer to the search of orders', async () => {
    const requests = stubSearch(pagedAnswer(1));
    await renderSearch('offer', carrier);
    const notice = screen.getByTestId('search-wrong-role');
    expect(notice.textContent).toContain('Вы перевозчик — ищите грузы в разделе Поиск заказов');
    expect(within(notice).getByRole('link', { name: 'Поиск заказов' }).getAttribute('href')).toBe(
      '/search-order',
    );
    expect(requests).toHaveLength(0);
  });
});
