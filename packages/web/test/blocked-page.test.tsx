import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { TUserResponse } from '@fura/domain/user';
import { BlockedPage } from '../src/features/blocked/pages/BlockedPage';
import { BanNotice } from '../src/features/layout/BanNotice';
import { SESSION_QUERY_KEY } from '../src/shared/session/session-query';
import { withBan, withBanCancelled } from '../src/shared/session/session-updates';
import { makeSession } from './fixtures';
import { renderWithSession } from './render';

describe('/blocked', () => {
  it('says why, until when in Moscow time, what is closed, and where to ask', () => {
    const session = makeSession(
      {},
      { isBan: true, banUntil: '2030-03-01T09:00:00.000Z', banComment: 'Спам в заявках' },
    );
    renderWithSession(<BlockedPage />, session, '/blocked');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Профиль заблокирован');
    expect(screen.getByTestId('blocked-reason').textContent).toBe('Спам в заявках');
    expect(screen.getByTestId('blocked-until').textContent).toBe('до 01.03.2030 12:00 (МСК)');
    const cannot = screen.getByTestId('blocked-cannot').textContent;
    expect(cannot).toContain('публиковать и редактировать объявления');
    expect(cannot).toContain('писать сообщения');
    expect(screen.getByTestId('blocked-support').getAttribute('href')).toBe('/support');
    expect(screen.queryByText(/дни вашего тарифа/)).toBeNull();
  });

  it('a ban for good reads «бессрочно»; a carrier is told his tariff days wait for him', () => {
    const session = makeSession(
      {},
      { type: 'carrier', isBan: true, banUntil: null, banComment: 'Мошенничество' },
    );
    renderWithSession(<BlockedPage />, session, '/blocked');
    expect(screen.getByTestId('blocked-until').textContent).toBe('бессрочно');
    expect(screen.getByText(/Оставшиеся дни вашего тарифа не сгорают/)).toBeTruthy();
  });

  it('follows the live ban and unban of the session', async () => {
    const { client } = renderWithSession(<BlockedPage />, makeSession(), '/blocked');
    expect(screen.getByText('Ваш профиль не заблокирован')).toBeTruthy();
    const update = (change: (session: TUserResponse) => TUserResponse) =>
      act(() => {
        client.setQueryData<TUserResponse>(SESSION_QUERY_KEY, (session) =>
          session ? change(session) : session,
        );
      });
    update((session) =>
      withBan(session, { duration: 2, commentBan: 'Грубость', banUntil: '2030-01-03T21:00:00.000Z' }),
    );
    expect((await screen.findByTestId('blocked-reason')).textContent).toBe('Грубость');
    expect(screen.getByTestId('blocked-until').textContent).toBe('до 04.01.2030 00:00 (МСК)');
    update((session) => withBanCancelled(session, { tariff: null, expiriesTariffAt: null }));
    await waitFor(() => expect(screen.queryByTestId('blocked-page')).toBeNull());
    const user = client.getQueryData<TUserResponse>(SESSION_QUERY_KEY)?.user;
    expect(user).toMatchObject({ isBan: false, banUntil: null, banComment: null });
  });

  it('the ban notice on every private page leads to /blocked', () => {
    renderWithSession(<BanNotice />, makeSession({}, { isBan: true }), '/profile/info');
    expect(screen.getByTestId('ban-notice-more').getAttribute('href')).toBe('/blocked');
  });
});
