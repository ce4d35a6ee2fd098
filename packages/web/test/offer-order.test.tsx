import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OfferOrderButton } from '../src/shared/articles/ui/OfferOrderButton';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { makeArticle, myArticlesHandler, stubApi, type Handler } from './my-articles-fixtures';
import { makeQueryClient } from './render';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

function renderButton(type: 'cargo' | 'carrier' | null, handlers: Record<string, Handler> = {}) {
  const calls = stubApi(handlers);
  const session = type ? makeSession({}, { _id: 'cargo1', type }) : null;
  renderPage(<OfferOrderButton carrierId="carrier9" />, {
    path: '/user/carrier9',
    pattern: '/user/:id',
    queryClient: makeQueryClient(session),
  });
  return calls;
}

const orders = [
  makeArticle('o1', { status: 2 }),
  makeArticle('o2', { status: 2, to: { ...makeArticle('x').to, settlement: 'Самара' } }),
];

describe('OfferOrderButton', () => {
  it('renders nothing for a guest or a carrier', () => {
    renderButton(null);
    expect(screen.queryByTestId('offer-order-button')).toBeNull();
    renderButton('carrier');
    expect(screen.queryByTestId('offer-order-button')).toBeNull();
  });

  it('lists the cargo owner’s published orders and offers the picked one to the carrier', async () => {
    const calls = renderButton('cargo', {
      '/api/article/getMyArticles': myArticlesHandler(() => orders),
      '/api/article/offerOrder': (body) => ({
        body: { error: false, orderId: body.orderId, carrierId: body.carrierId },
      }),
    });
    fireEvent.click(screen.getByTestId('offer-order-button'));
    await waitFor(() => expect(screen.getAllByTestId('offer-order-choice')).toHaveLength(2));
    expect(calls[0]).toEqual({
      path: '/api/article/getMyArticles',
      body: { type: 'my', status: 2, offset: 0 },
    });
    const second = screen.getAllByTestId('offer-order-choice')[1] as HTMLElement;
    expect(second.textContent).toContain('Москва → Самара');
    fireEvent.click(within(second).getByTestId('offer-order-pick'));
    await waitFor(() => expect(screen.getByText('Заказ предложен перевозчику')).toBeTruthy());
    expect(calls.at(-1)).toEqual({
      path: '/api/article/offerOrder',
      body: { orderId: 'o2', carrierId: 'carrier9', socketId: 'test-socket-id' },
    });
    await waitFor(() => expect(screen.queryByTestId('offer-order-choice')).toBeNull());
  });

  it('shows the server’s refusal in Russian and keeps the choice open', async () => {
    renderButton('cargo', {
      '/api/article/getMyArticles': myArticlesHandler(() => orders),
      '/api/article/offerOrder': () => ({
        status: 409,
        body: { error: true, errors: [{ msg: 'Вы уже предлагали этот заказ этому перевозчику' }] },
      }),
    });
    fireEvent.click(screen.getByTestId('offer-order-button'));
    await waitFor(() => expect(screen.getAllByTestId('offer-order-choice')).toHaveLength(2));
    fireEvent.click(screen.getAllByTestId('offer-order-pick')[0] as HTMLElement);
    await waitFor(() =>
      expect(screen.getByText('Вы уже предлагали этот заказ этому перевозчику')).toBeTruthy(),
    );
    expect(screen.queryByText('Заказ предложен перевозчику')).toBeNull();
    expect(screen.getAllByTestId('offer-order-choice')).toHaveLength(2);
  });

  it('without published orders says so and links to order creation', async () => {
    renderButton('cargo', { '/api/article/getMyArticles': myArticlesHandler(() => []) });
    fireEvent.click(screen.getByTestId('offer-order-button'));
    await waitFor(() => expect(screen.getByTestId('offer-order-empty')).toBeTruthy());
    expect(screen.getByText('Нет опубликованных заказов')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Создать заказ/ }).getAttribute('href')).toBe('/order-create');
  });
});
