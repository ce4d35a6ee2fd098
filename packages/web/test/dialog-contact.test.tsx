import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TDealContact } from '@fura/domain/deal-contacts';
import type { TDialog } from '@fura/domain/dialog-schemas';
import { DialogPage } from '../src/features/dialog/pages/DialogPage';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { makeQueryClient } from './render';
import { ME, makeDialog, makeDialogUser, ok, serverEmit, stubDialogApi } from './dialog-fixtures';
import { makeArticle } from './my-articles-fixtures';

vi.mock('../src/shared/socket/socket', async () => {
  const module = (await import('./socket-mock')).mockSocketModule();
  Object.assign(module.getSocket(), { emit: vi.fn(), connected: true });
  return module;
});
vi.mock('../src/shared/sound/play-sound', () => ({ playSound: vi.fn() }));

/** Issue 24: the listing dialog's header shows the other party's phone and e-mail while their deal is open. */

const contact: TDealContact = {
  userId: 'u1',
  name: { first: 'Иван', last: 'Петров' },
  phone: '79035550011',
  email: 'ivan@example.ru',
};

function orderDialog(overrides: Partial<TDialog> = {}): TDialog {
  return makeDialog('d1', {
    kind: 'order',
    orderId: 'a1',
    order: { _id: 'a1', type: 'order', status: 3, route: 'Москва — Казань' },
    user: makeDialogUser('u1', { type: 'cargo' }),
    ...overrides,
  });
}

function open(dialog: TDialog) {
  stubDialogApi({
    '/api/dialog/open': () => ok({ dialog }),
    '/api/dialog/messages': () => ok({ messages: [], canLoad: false }),
    '/api/dialog/read': () => ok({ dialogId: 'd1', read: 0 }),
  });
  renderPage(<DialogPage mode="order" />, {
    path: '/dialog-order/a1',
    pattern: '/dialog-order/:id',
    queryClient: makeQueryClient(makeSession({}, { _id: ME, type: 'carrier' })),
  });
}

describe('the listing dialog header', () => {
  it('shows the contact as tel:/mailto: links and drops it when the executor is removed', async () => {
    open(orderDialog({ contact }));
    const header = await screen.findByTestId('dialog-header', {}, { timeout: 5000 });
    const phone = await within(header).findByRole('link', { name: /\+7 \(903\) 555-00-11/ });
    expect(phone.getAttribute('href')).toBe('tel:+79035550011');
    expect(
      within(header)
        .getByRole('link', { name: /ivan@example\.ru/ })
        .getAttribute('href'),
    ).toBe('mailto:ivan@example.ru');

    // Another listing's event changes nothing.
    serverEmit('deleteExecutor', {
      articleId: 'other',
      executorId: ME,
      status: 2,
      article: makeArticle('other', { contacts: [] }),
    });
    expect(within(header).queryByTestId('deal-contact-phone')).toBeTruthy();

    serverEmit('deleteExecutor', {
      articleId: 'a1',
      executorId: ME,
      status: 2,
      article: makeArticle('a1', { contacts: [] }),
    });
    await waitFor(() => expect(within(header).queryByTestId('deal-contact-phone')).toBeNull());
    expect(within(header).queryByText('ivan@example.ru')).toBeNull();
  });

  it('shows no contact when the server sends none, and gains it when he is chosen', async () => {
    open(orderDialog());
    const header = await screen.findByTestId('dialog-header', {}, { timeout: 5000 });
    expect(within(header).getByTestId('dialog-order-link')).toBeTruthy();
    expect(within(header).queryByTestId('deal-contact-phone')).toBeNull();

    serverEmit('setExecutor', {
      articleId: 'a1',
      executor: {
        _id: ME,
        type: 'carrier',
        name: { first: 'Я', last: 'Сам' },
        rating: 0,
        reviewsCount: 0,
        avatar: null,
        contract: { id: null },
        isPassportVerified: false,
      },
      status: 3,
      article: makeArticle('a1', { status: 3, contacts: [contact] }),
    });
    expect(await within(header).findByTestId('deal-contact-email')).toBeTruthy();
  });
});
