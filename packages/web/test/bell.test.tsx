import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TUserResponse } from '@fura/domain/user';
import { BellButton } from '../src/features/notifications-bell/BellButton';
import { SESSION_QUERY_KEY } from '../src/shared/session/session-query';
import { makeNotification, makeSession } from './fixtures';
import { renderWithSession } from './render';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BellButton', () => {
  it('shows the unread count below 10', () => {
    renderWithSession(<BellButton />, makeSession({ notificationCounts: 9 }));
    expect(screen.getByTestId('bell-counter').textContent).toBe('9');
  });

  it('shows 10+ at 10 or more', () => {
    renderWithSession(<BellButton />, makeSession({ notificationCounts: 10 }));
    expect(screen.getByTestId('bell-counter').textContent).toBe('10+');
  });

  it('shows no counter without unread notifications', () => {
    renderWithSession(<BellButton />, makeSession({ notificationCounts: 0 }));
    expect(screen.getByTestId('header-bell')).toBeTruthy();
    expect(screen.queryByTestId('bell-counter')).toBeNull();
  });

  it('lists up to 4 unread in the popup and marks all read', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ error: false }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const unread = ['1', '2', '3', '4', '5'].map((id) => makeNotification(id));
    const { client } = renderWithSession(
      <BellButton />,
      makeSession({ notificationCounts: 12, onlyNoRead: unread }),
    );

    fireEvent.click(screen.getByTestId('header-bell'));
    const popup = screen.getByTestId('bell-popup');
    expect(popup.querySelectorAll('[data-testid="bell-item"]')).toHaveLength(4);

    fireEvent.click(screen.getByRole('button', { name: 'Отметить все прочитанными' }));
    await waitFor(() => expect(screen.queryByTestId('bell-counter')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/notification/read-all');
    expect(JSON.parse(init.body as string)).toEqual({ socketId: 'test-socket-id' });
    const session = client.getQueryData<TUserResponse>(SESSION_QUERY_KEY);
    expect(session?.notificationCounts).toBe(0);
    expect(session?.onlyNoRead).toEqual([]);
  });
});
