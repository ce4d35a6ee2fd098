import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { SkipLink } from '../src/app/layouts/SkipLink';
import { BellButton } from '../src/features/notifications-bell/BellButton';
import { MessagesButton } from '../src/features/layout/MessagesButton';
import { unreadLabel } from '../src/shared/notifications/unread-label';
import { announce } from '../src/shared/ui/live-announcer';
import { LiveAnnouncer } from '../src/shared/ui/LiveAnnouncer';
import { makeNotification, makeSession } from './fixtures';
import { renderWithSession } from './render';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

describe('unreadLabel', () => {
  it('puts the counter as shown into the name, in Russian plural', () => {
    expect(unreadLabel('Уведомления', '')).toBe('Уведомления');
    expect(unreadLabel('Уведомления', '1')).toBe('Уведомления, 1 непрочитанное');
    expect(unreadLabel('Уведомления', '3')).toBe('Уведомления, 3 непрочитанных');
    expect(unreadLabel('Уведомления', '21')).toBe('Уведомления, 21 непрочитанное');
    expect(unreadLabel('Уведомления', '10+')).toBe('Уведомления, 10+ непрочитанных');
    expect(unreadLabel('Сообщения', '99+')).toBe('Сообщения, 99+ непрочитанных');
  });
});

describe('the header bell', () => {
  it('is a button named with the unread count that opens a named dialog and gets focus back on Escape', async () => {
    const unread = ['1', '2', '3'].map((id) => makeNotification(id));
    renderWithSession(<BellButton />, makeSession({ notificationCounts: 12, onlyNoRead: unread }));

    const bell = screen.getByRole('button', { name: 'Уведомления, 10+ непрочитанных' });
    expect(bell.tagName).toBe('BUTTON');
    expect(bell.getAttribute('aria-haspopup')).toBe('dialog');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    // The visible counter is not read twice: the name already carries it.
    expect(screen.getByTestId('bell-counter').getAttribute('aria-hidden')).toBe('true');

    bell.focus();
    fireEvent.click(bell);
    const dialog = screen.getByRole('dialog', { name: 'Уведомления' });
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(bell.getAttribute('aria-controls')).toBe(dialog.id);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(bell));
  });

  it('names the messages link with its counter too', () => {
    const dialogsCount = [
      { _id: 'order' as const, count: 2 },
      { _id: 'user' as const, count: 1 },
    ];
    renderWithSession(<MessagesButton />, makeSession({ dialogsCount }));
    expect(screen.getByRole('link', { name: 'Сообщения, 3 непрочитанных' })).toBeTruthy();
  });
});

describe('the skip link', () => {
  it('moves focus to the main content', () => {
    render(
      <MantineProvider env="test">
        <SkipLink />
        <header>
          <button type="button">Меню</button>
        </header>
        <main id="content" tabIndex={-1}>
          Содержимое
        </main>
      </MantineProvider>,
    );
    const link = screen.getByRole('link', { name: 'Перейти к содержимому' });
    expect(link.getAttribute('href')).toBe('#content');
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});

describe('the live region', () => {
  it('speaks what is announced, the same text twice as well', () => {
    vi.useFakeTimers();
    try {
      render(
        <MantineProvider env="test">
          <LiveAnnouncer />
        </MantineProvider>,
      );
      const region = screen.getByRole('status');
      expect(region.getAttribute('aria-live')).toBe('polite');
      act(() => announce('Новое уведомление: отзыв'));
      act(() => void vi.advanceTimersByTime(200));
      expect(region.textContent).toBe('Новое уведомление: отзыв');
      act(() => announce('Новое уведомление: отзыв'));
      expect(region.textContent).toBe('');
      act(() => void vi.advanceTimersByTime(200));
      expect(region.textContent).toBe('Новое уведомление: отзыв');
    } finally {
      vi.useRealTimers();
    }
  });
});
