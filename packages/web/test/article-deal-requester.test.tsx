import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import {
  AUTHOR,
  carrierSession,
  errorAnswer,
  listingAnswer,
  makeArticle,
  makeDealUser,
  makeRequest,
  renderListing,
} from './article-deal-fixtures';
import { makeSession } from './fixtures';
import { stubApi } from './my-articles-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./deal-socket')).dealSocketModule());

const me = makeDealUser('c1');

function type(testId: string, value: string) {
  const field = screen.getByTestId(testId);
  fireEvent.change(field, { target: { value } });
}

describe('listing page: a request from the other side', () => {
  it('sends a request with the price in kopecks and shows it with edit and withdraw', async () => {
    const article = makeArticle('a1', { requestsCount: 2 });
    const calls = stubApi({
      '/api/article/getUserArticle': listingAnswer(article),
      '/api/article/createRequest': (body) => {
        const sent = body.request as { request: string; priceKopecks: number | null };
        return {
          body: {
            error: false,
            request: makeRequest(me, { request: sent.request, priceKopecks: sent.priceKopecks, date: null }),
          },
        };
      },
    });
    renderListing(carrierSession());
    expect((await screen.findByTestId('article-requests-count')).textContent).toBe('2 заявки');

    fireEvent.click(await screen.findByTestId('request-submit'));
    expect(await screen.findByText(DEAL_MESSAGES.requestText)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/article/createRequest')).toBe(false);

    type('request-text-input', 'Заберу в пятницу, тент 20 т');
    type('request-price-input', '15 000 р.');
    fireEvent.click(screen.getByTestId('request-submit'));

    const mine = await screen.findByTestId('my-request');
    expect(calls.at(-1)).toEqual({
      path: '/api/article/createRequest',
      body: {
        articleId: 'a1',
        request: { request: 'Заберу в пятницу, тент 20 т', priceKopecks: 1_500_000, date: null },
        socketId: 'test-socket-id',
      },
    });
    expect(within(mine).getByTestId('request-text').textContent).toBe('Заберу в пятницу, тент 20 т');
    expect(within(mine).getByTestId('request-price').textContent?.replace(/\s/g, ' ')).toBe('15 000 ₽');
    expect(within(mine).getByTestId('my-request-edit')).toBeTruthy();
    expect(within(mine).getByTestId('my-request-delete').textContent).toBe('Отозвать заявку');
    expect(screen.queryByTestId('request-form')).toBeNull();
    expect(screen.getByTestId('article-requests-count').textContent).toBe('3 заявки');
    expect(await screen.findByText('Заявка отправлена')).toBeTruthy();
  });

  it('shows the server’s refusal in the form and keeps what was typed', async () => {
    stubApi({
      '/api/article/getUserArticle': listingAnswer(makeArticle('a1')),
      '/api/article/createRequest': errorAnswer(409, DEAL_MESSAGES.duplicateRequest),
    });
    renderListing(carrierSession());
    await screen.findByTestId('request-form');
    type('request-text-input', 'Готов взять');
    fireEvent.click(screen.getByTestId('request-submit'));
    const alert = await screen.findByTestId('request-form-error');
    expect(alert.textContent).toBe(DEAL_MESSAGES.duplicateRequest);
    expect(screen.getByTestId<HTMLTextAreaElement>('request-text-input').value).toBe('Готов взять');
    expect(screen.queryByTestId('my-request')).toBeNull();
  });

  it('edits the request: the form starts from it and the answer replaces it', async () => {
    const request = makeRequest(me, { request: 'Старый текст', priceKopecks: 1_000_000, date: null });
    const article = makeArticle('a1', { requests: [request], requestsCount: 1 });
    const calls = stubApi({
      '/api/article/getUserArticle': listingAnswer(article),
      '/api/article/updateRequest': () => ({
        body: { error: false, request: { ...request, request: 'Новый текст', priceKopecks: null } },
      }),
    });
    renderListing(carrierSession());
    fireEvent.click(await screen.findByTestId('my-request-edit'));
    expect(screen.getByTestId<HTMLTextAreaElement>('request-text-input').value).toBe('Старый текст');
    expect(screen.getByTestId<HTMLInputElement>('request-price-input').value).toBe('10000');
    type('request-text-input', 'Новый текст');
    type('request-price-input', '');
    fireEvent.click(screen.getByTestId('request-submit'));

    await waitFor(() => expect(screen.getByTestId('request-text').textContent).toBe('Новый текст'));
    expect(calls.at(-1)).toEqual({
      path: '/api/article/updateRequest',
      body: {
        requestId: 'r-c1',
        request: { request: 'Новый текст', priceKopecks: null, date: null },
        socketId: 'test-socket-id',
      },
    });
    expect(screen.getByTestId('request-price').textContent).toBe('Цена не указана');
  });

  it('withdraws the request after confirming, and the form comes back', async () => {
    const article = makeArticle('a1', { requests: [makeRequest(me)], requestsCount: 1 });
    const calls = stubApi({
      '/api/article/getUserArticle': listingAnswer(article),
      '/api/article/deleteRequest': () => ({ body: { error: false, requestId: 'r-c1', articleId: 'a1' } }),
    });
    renderListing(carrierSession());
    fireEvent.click(await screen.findByTestId('my-request-delete'));
    fireEvent.click(await screen.findByTestId('my-request-delete-confirm'));
    await screen.findByTestId('request-form');
    expect(screen.queryByTestId('my-request')).toBeNull();
    // The form's vehicle list (issue 29) is read when the form comes back.
    expect(calls.filter((call) => call.path !== '/api/vehicle-template/list').at(-1)).toEqual({
      path: '/api/article/deleteRequest',
      body: { requestId: 'r-c1', socketId: 'test-socket-id' },
    });
  });

  it('shows a refused withdrawal as an error and keeps the request', async () => {
    const article = makeArticle('a1', { requests: [makeRequest(me)], requestsCount: 1 });
    stubApi({
      '/api/article/getUserArticle': listingAnswer(article),
      '/api/article/deleteRequest': errorAnswer(400, DEAL_MESSAGES.executorCannotDelete),
    });
    renderListing(carrierSession());
    fireEvent.click(await screen.findByTestId('my-request-delete'));
    fireEvent.click(await screen.findByTestId('my-request-delete-confirm'));
    expect(await screen.findByText(DEAL_MESSAGES.executorCannotDelete)).toBeTruthy();
    expect(screen.getByTestId('my-request')).toBeTruthy();
  });

  it('sends a carrier without a tariff to «Мой тариф» instead of the form', async () => {
    stubApi({ '/api/article/getUserArticle': listingAnswer(makeArticle('a1')) });
    renderListing(carrierSession('c1', { tariff: null, expiriesTariffAt: '2020-01-01T00:00:00.000Z' }));
    const note = await screen.findByTestId('request-no-tariff');
    expect(note.textContent).toContain(DEAL_MESSAGES.noTariff);
    expect(within(note).getByRole('link', { name: 'Мой тариф' }).getAttribute('href')).toBe('/mytarif');
    expect(screen.queryByTestId('request-form')).toBeNull();
  });

  it('offers nothing to request to the wrong role (only a message to the author), and asks a guest to log in', async () => {
    const article = makeArticle('a1', { author: { ...AUTHOR, _id: 'someone' } });
    stubApi({
      '/api/article/getUserArticle': listingAnswer(article),
      '/api/article/getArticle': listingAnswer(article),
    });
    const cargo = renderListing(makeSession({}, { _id: 'g1', type: 'cargo' }));
    const panel = await screen.findByTestId('deal-panel');
    expect(screen.queryByTestId('request-form')).toBeNull();
    // Not a participant: a dialog between the two users, not about the listing.
    expect(within(panel).getByTestId('write-message').getAttribute('href')).toBe('/dialog/someone');
    cargo.unmount();

    renderListing(null);
    const login = await screen.findByTestId('request-login');
    expect(login.textContent).toContain('Войдите, чтобы откликнуться');
    expect(within(login).getByRole('link').getAttribute('href')).toBe('/login?next=%2Forder%2Fa1');
  });

  it('lets a cargo owner request a carrier’s offer and offer him an order', async () => {
    const offer = makeArticle('a1', { type: 'offer', author: { ...AUTHOR, _id: 'c9' } });
    stubApi({ '/api/article/getUserArticle': listingAnswer(offer) });
    renderListing(makeSession({}, { _id: 'g1', type: 'cargo' }), 'offer');
    const panel = await screen.findByTestId('deal-panel');
    expect(within(panel).getByTestId('request-form')).toBeTruthy();
    expect(within(panel).getByTestId('offer-order-button').textContent).toBe('Предложить заказ');
  });
});
