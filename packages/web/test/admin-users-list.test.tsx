import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AdminUsersPage } from '../src/features/admin-users/pages/AdminUsersPage';
import { adminSession, adminUser, pick, WAIT } from './admin-users-fixtures';
import { renderPage } from './inputs/render';
import { stubApi } from './my-articles-fixtures';

const LIST = '/api/admin/users/list';

describe('«Пользователи»: the list', { timeout: 30_000 }, () => {
  it('sends the search and every filter in the body, page by page', async () => {
    const calls = stubApi({
      [LIST]: (body) => ({
        body: { error: false, users: [adminUser(`u${String(body.page)}`)], countAll: 45 },
      }),
    });
    renderPage(<AdminUsersPage />, { path: '/admin', queryClient: adminSession() });
    await screen.findAllByTestId('users-row', {}, WAIT);
    expect(calls.at(-1)).toEqual({ path: LIST, body: { query: '', page: 1 } });
    expect(screen.getByTestId('users-count').textContent).toBe('Найдено: 45');
    expect(screen.getByRole('link', { name: 'Пётр Сидоров-u1' }).getAttribute('href')).toBe(
      '/admin/users/u1',
    );

    fireEvent.change(screen.getByTestId('users-query'), { target: { value: '  ivan@mail.ru ' } });
    fireEvent.click(screen.getByTestId('users-search-submit'));
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ query: 'ivan@mail.ru', page: 1 }), WAIT);

    pick('users-filter-role', 'Перевозчик');
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ role: 'carrier' }), WAIT);
    pick('users-filter-banned', 'Заблокированные');
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ banned: true }), WAIT);
    pick('users-filter-passport', 'На проверке');
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ passport: 'pending' }), WAIT);
    pick('users-filter-tariff', 'Тариф действует');
    await waitFor(
      () =>
        expect(calls.at(-1)?.body).toEqual({
          query: 'ivan@mail.ru',
          role: 'carrier',
          banned: true,
          passport: 'pending',
          tariff: 'active',
          page: 1,
        }),
      WAIT,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Страница 3' }));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ page: 3, tariff: 'active' }), WAIT);
    pick('users-filter-banned', 'Все');
    await waitFor(
      () =>
        expect(calls.at(-1)?.body).toEqual({
          query: 'ivan@mail.ru',
          role: 'carrier',
          passport: 'pending',
          tariff: 'active',
          page: 1,
        }),
      WAIT,
    );
  });

  it('says so when nobody is found', async () => {
    stubApi({ [LIST]: () => ({ body: { error: false, users: [], countAll: 0 } }) });
    renderPage(<AdminUsersPage />, {
      path: '/admin?q=никто',
      pattern: '/admin',
      queryClient: adminSession(),
    });
    expect((await screen.findByTestId('users-empty', {}, WAIT)).textContent).toContain('Никого не нашлось');
    expect(screen.getByTestId<HTMLInputElement>('users-query').value).toBe('никто');
  });
});
