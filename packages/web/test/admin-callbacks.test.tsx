import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAdminCallback } from '@fura/domain/admin-callbacks';
import { AdminCallbacksPage } from '../src/features/admin-callbacks/pages/AdminCallbacksPage';
import { WAIT } from './admin-console-helpers';
import { renderPage } from './inputs/render';
import { stubApi } from './my-articles-fixtures';

const ID = '0b6a7f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

function makeCallback(overrides: Partial<TAdminCallback> = {}): TAdminCallback {
  return {
    _id: ID,
    name: 'Мария',
    phone: '79001234567',
    createdAt: '2030-08-01T10:00:00.000Z',
    handledAt: null,
    handledBy: null,
    ...overrides,
  };
}

describe('/admin/callbacks', { timeout: 30_000 }, () => {
  it('marks a request handled, shows who did it, takes the mark back; the filter asks for the unhandled', async () => {
    let current = makeCallback();
    const calls = stubApi({
      '/api/admin/callbacks/list': () => ({ body: { error: false, callbacks: [current], countAll: 1 } }),
      '/api/admin/callbacks/mark': (body) => {
        current = body.handled
          ? makeCallback({
              handledAt: '2030-08-01T11:00:00.000Z',
              handledBy: { _id: 'a1', name: 'Ольга Звонкова', type: 'admin' },
            })
          : makeCallback();
        return { body: { error: false, callback: current } };
      },
    });
    renderPage(<AdminCallbacksPage />, { path: '/admin/callbacks' });
    const item = await screen.findByTestId('callback-item', {}, WAIT);
    expect(item.textContent).toContain('Мария');
    expect(within(item).getByRole('link', { name: '+7 (900) 123-45-67' }).getAttribute('href')).toBe(
      'tel:+79001234567',
    );
    expect(calls[0]).toEqual({ path: '/api/admin/callbacks/list', body: { page: 1, onlyUnhandled: false } });

    fireEvent.click(screen.getByRole('button', { name: 'Обработан: Мария' }));
    const handled = await screen.findByTestId('callback-handled', {}, WAIT);
    expect(handled.textContent).toContain('Ольга Звонкова');
    expect(calls.find((call) => call.path === '/api/admin/callbacks/mark')?.body).toEqual({
      callbackId: ID,
      handled: true,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Снять отметку: Мария' }));
    await waitFor(() => expect(screen.queryByTestId('callback-handled')).toBeNull(), WAIT);
    expect(calls.filter((call) => call.path === '/api/admin/callbacks/mark').at(-1)?.body).toEqual({
      callbackId: ID,
      handled: false,
    });

    fireEvent.click(screen.getByLabelText('Только необработанные'));
    await waitFor(
      () =>
        expect(calls.filter((call) => call.path === '/api/admin/callbacks/list').at(-1)?.body).toEqual({
          page: 1,
          onlyUnhandled: true,
        }),
      WAIT,
    );
  });
});
