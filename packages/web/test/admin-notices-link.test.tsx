import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { NotificationItem } from '../src/features/notifications/components/NotificationItem';
import { makeNotification } from './fixtures';
import { renderPage } from './inputs/render';

function renderItem(info: Record<string, unknown>) {
  const onOpen = vi.fn();
  const notification = makeNotification('s1', { code: 'systemNotice', type: 'system', info });
  renderPage(<NotificationItem notification={notification} onOpen={onOpen} />, { path: '/notifications' });
  return onOpen;
}

describe('a system notice with a link in the notification centre', { timeout: 30_000 }, () => {
  it('shows an outside address as a link opening in a new tab, beside (not inside) the button', () => {
    const onOpen = renderItem({ commentNotify: 'Новости сервиса', link: 'https://fura.example/news' });
    const link = screen.getByRole('link', { name: 'https://fura.example/news' });
    expect(link.getAttribute('href')).toBe('https://fura.example/news');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByTestId('notification-item').contains(link)).toBe(false);
    expect(screen.getByTestId('notification-item').textContent).toContain('Новости сервиса');
    fireEvent.click(screen.getByTestId('notification-item'));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('a site path is a link within the app', () => {
    renderItem({ commentNotify: 'Тарифы', link: '/tariffs' });
    fireEvent.click(screen.getByRole('link', { name: '/tariffs' }));
    expect(screen.getByTestId('location').textContent).toBe('/tariffs');
  });

  it('no link, or one that is not an http(s) address or a site path, shows none', () => {
    renderItem({ commentNotify: 'Опасно', link: 'javascript:alert(1)' });
    expect(screen.queryByTestId('notification-link')).toBeNull();
  });
});
