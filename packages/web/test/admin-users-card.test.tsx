import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_USER_MESSAGES, type TAdminUser } from '@fura/domain/admin-users';
import { AdminUserPage } from '../src/features/admin-users/pages/AdminUserPage';
import { adminSession, adminUser, cardAnswer, fieldError, WAIT } from './admin-users-fixtures';
import { renderPage } from './inputs/render';
import { stubApi, type Handler } from './my-articles-fixtures';

function renderCard(handlers: Record<string, Handler>, overrides: Partial<TAdminUser> = {}) {
  const calls = stubApi({ '/api/admin/users/get': () => ({ body: cardAnswer(overrides) }), ...handlers });
  renderPage(<AdminUserPage />, {
    path: '/admin/users/u7',
    pattern: '/admin/users/:id',
    queryClient: adminSession(),
  });
  return calls;
}

describe('«Пользователи»: the card', { timeout: 30_000 }, () => {
  it('shows the user and his lists; the ban form ties each error to its field', async () => {
    const calls = renderCard({
      '/api/admin/users/ban': () => ({
        status: 400,
        body: { error: true, errors: [{ msg: ADMIN_USER_MESSAGES.days, param: 'days' }] },
      }),
    });
    await screen.findByTestId('user-summary', {}, WAIT);
    expect(calls[0]).toEqual({ path: '/api/admin/users/get', body: { userId: 'u7' } });
    expect(within(screen.getByTestId('card-listings')).getByRole('link').textContent).toBe(
      'Предложение Москва → Тула',
    );
    expect(screen.getByTestId('card-deals').textContent).toContain('Пока нет');
    expect(screen.getByTestId('card-sessions').textContent).toContain('Firefox');

    fireEvent.change(screen.getByTestId('ban-days'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('ban-submit'));
    await waitFor(() => expect(fieldError('ban-comment')).toBe(ADMIN_USER_MESSAGES.commentRequired), WAIT);
    expect(fieldError('ban-days')).toBe(ADMIN_USER_MESSAGES.days);
    expect(calls.some((call) => call.path === '/api/admin/users/ban')).toBe(false);

    fireEvent.change(screen.getByTestId('ban-days'), { target: { value: '30' } });
    fireEvent.change(screen.getByTestId('ban-comment'), { target: { value: 'Спам' } });
    fireEvent.click(screen.getByTestId('ban-submit'));
    await waitFor(
      () =>
        expect(calls.find((call) => call.path === '/api/admin/users/ban')?.body).toEqual({
          userId: 'u7',
          days: 30,
          comment: 'Спам',
        }),
      WAIT,
    );
    // The server's refusal names the field: shown under it.
    await waitFor(() => expect(fieldError('ban-days')).toBe(ADMIN_USER_MESSAGES.days), WAIT);
    expect(fieldError('ban-comment')).toBeNull();
  });

  it('bans for good with days null', async () => {
    const calls = renderCard({
      '/api/admin/users/ban': () => ({ body: { error: false, user: adminUser('u7', { isBan: true }) } }),
    });
    await screen.findByTestId('ban-form', {}, WAIT);
    fireEvent.click(screen.getByTestId('ban-forever'));
    expect(screen.getByTestId<HTMLInputElement>('ban-days').disabled).toBe(true);
    fireEvent.change(screen.getByTestId('ban-comment'), { target: { value: 'Мошенничество' } });
    fireEvent.click(screen.getByTestId('ban-submit'));
    await waitFor(
      () =>
        expect(calls.find((call) => call.path === '/api/admin/users/ban')?.body).toEqual({
          userId: 'u7',
          days: null,
          comment: 'Мошенничество',
        }),
      WAIT,
    );
  });

  it('a banned user: his ban, «Разблокировать» instead of the form', async () => {
    const calls = renderCard(
      { '/api/admin/users/unban': () => ({ body: { error: false, user: adminUser('u7') } }) },
      { isBan: true, banUntil: '2030-03-01T09:00:00.000Z', banComment: 'Спам' },
    );
    const summary = await screen.findByTestId('user-summary', {}, WAIT);
    expect(summary.textContent).toContain('До: 01.03.2030 12:00 (МСК)');
    expect(summary.textContent).toContain('Причина: Спам');
    expect(screen.queryByTestId('ban-form')).toBeNull();
    fireEvent.click(screen.getByTestId('user-unban'));
    await waitFor(
      () =>
        expect(calls.find((call) => call.path === '/api/admin/users/unban')?.body).toEqual({ userId: 'u7' }),
      WAIT,
    );
  });
});
