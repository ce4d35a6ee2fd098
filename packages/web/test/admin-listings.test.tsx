import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_LISTING_MESSAGES, type TAdminListing } from '@fura/domain/admin-listings';
import { AdminListingsPage } from '../src/features/admin-listings/pages/AdminListingsPage';
import { choose, fieldError, type, WAIT } from './admin-console-helpers';
import { renderPage } from './inputs/render';
import { stubApi, type Handler } from './my-articles-fixtures';

const ID = '0b6a7f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

function makeListing(overrides: Partial<TAdminListing> = {}): TAdminListing {
  return {
    _id: ID,
    type: 'order',
    status: 2,
    statusBeforeHide: null,
    adminNote: null,
    from: { settlement: 'Тверь', address: 'Тверь, ул. Советская, 1' },
    to: { settlement: 'Псков', address: 'Псков, ул. Ленина, 2' },
    loadingDate: '2030-08-12',
    comment: 'Звоните +7 900 000-00-00',
    author: { _id: 'u1', name: 'Иван Петров', type: 'cargo' },
    createdAt: '2030-08-01T10:00:00.000Z',
    ...overrides,
  };
}

function renderListings(listing: () => TAdminListing, handlers: Record<string, Handler> = {}) {
  const calls = stubApi({
    '/api/admin/listings/search': () => ({ body: { error: false, listings: [listing()], countAll: 1 } }),
    ...handlers,
  });
  renderPage(<AdminListingsPage />, { path: '/admin/listings' });
  return calls;
}

const searches = (calls: { path: string; body: Record<string, unknown> }[]) =>
  calls.filter((call) => call.path === '/api/admin/listings/search').map((call) => call.body);

describe('/admin/listings', { timeout: 30_000 }, () => {
  it('searches with the query, type and status the admin chose', async () => {
    const calls = renderListings(() => makeListing());
    await screen.findByTestId('listing-item', {}, WAIT);
    expect(searches(calls)[0]).toEqual({ query: '', type: null, status: null, page: 1 });

    type('listing-query', '  Тверь ');
    choose('listing-type', 'Заказы');
    choose('listing-status', 'Опубликовано');
    fireEvent.click(screen.getByTestId('listing-find'));
    await waitFor(() => expect(searches(calls)).toHaveLength(2), WAIT);
    expect(searches(calls)[1]).toEqual({ query: 'Тверь', type: 'order', status: 2, page: 1 });
    const item = screen.getByTestId('listing-item');
    expect(item.textContent).toContain('Заказ: Тверь → Псков');
    expect(within(item).getByRole('link', { name: 'Иван Петров' }).getAttribute('href')).toBe(
      '/admin/users/u1',
    );
  });

  it('the hide dialog wants a note, tied to its field; with one it hides and the card offers restore', async () => {
    let current = makeListing();
    const calls = renderListings(() => current, {
      '/api/admin/listings/hide': (body) => {
        current = makeListing({ status: 7, statusBeforeHide: 2, adminNote: String(body.note) });
        return { body: { error: false, listing: current } };
      },
      '/api/admin/listings/restore': () => {
        current = makeListing();
        return { body: { error: false, listing: current } };
      },
    });
    fireEvent.click(await screen.findByTestId('listing-hide', {}, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(within(dialog).getByTestId('hide-submit'));
    const note = within(dialog).getByTestId('hide-note');
    await waitFor(() => expect(fieldError(note)).toContain(ADMIN_LISTING_MESSAGES.noteEmpty), WAIT);
    expect(calls.some((call) => call.path === '/api/admin/listings/hide')).toBe(false);

    type('hide-note', 'Контакты в тексте', dialog);
    fireEvent.click(within(dialog).getByTestId('hide-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(calls.find((call) => call.path === '/api/admin/listings/hide')?.body).toEqual({
      articleId: ID,
      note: 'Контакты в тексте',
    });
    const hiddenNote = await screen.findByTestId('listing-note', {}, WAIT);
    expect(hiddenNote.textContent).toContain('Контакты в тексте');

    fireEvent.click(screen.getByTestId('listing-restore'));
    await waitFor(() => expect(screen.queryByTestId('listing-note')).toBeNull(), WAIT);
    expect(calls.find((call) => call.path === '/api/admin/listings/restore')?.body).toEqual({
      articleId: ID,
    });
    expect(screen.getByTestId('listing-hide')).toBeTruthy();
  });
});
