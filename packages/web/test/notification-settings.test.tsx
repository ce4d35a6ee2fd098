import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  defaultNotificationSettings,
  NOTIFICATION_SETTING_GROUPS,
  NOTIFICATION_SETTING_LABELS,
  type TNotificationSettings,
} from '@fura/domain/notification-settings';
import { NotificationSettingsPage } from '../src/features/notification-settings/pages/NotificationSettingsPage';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { stubApi, type Handler } from './my-articles-fixtures';
import { makeQueryClient } from './render';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

function switchOf(group: string, channel: 'site' | 'email' | 'push'): HTMLInputElement {
  const input = screen.getByTestId(`notification-setting-${group}-${channel}`);
  if (!(input instanceof HTMLInputElement)) throw new Error('not an input');
  return input;
}

function renderSettings(saved: TNotificationSettings, save: Handler) {
  const calls = stubApi({
    '/api/notification/settings': () => ({ body: { error: false, settings: saved } }),
    '/api/notification/save-settings': save,
    '/api/push/key': () => ({ body: { error: false, publicKey: null } }),
  });
  renderPage(<NotificationSettingsPage />, {
    path: '/notifications-settings',
    queryClient: makeQueryClient(makeSession()),
  });
  return calls;
}

const echo: Handler = (body) => ({ body: { error: false, settings: body.settings } });

describe('/notifications-settings', () => {
  it('shows every group with its site and e-mail switches as saved', async () => {
    // `messages` saved before push existed: its push switch shows the group's default (on).
    const saved = {
      ...defaultNotificationSettings(),
      messages: { site: true, email: false },
      deals: { site: true, email: true, push: false },
    };
    const calls = renderSettings(saved, echo);

    await screen.findByTestId('notification-settings-form');
    expect(calls.map((call) => call.path)).toContain('/api/notification/settings');
    // Push on the devices below the switches (jsdom has no Push API; this server no key).
    expect(screen.getByRole('heading', { level: 2, name: 'Push-уведомления на устройствах' })).toBeTruthy();
    expect(await screen.findByTestId('push-not-configured')).toBeTruthy();
    for (const group of NOTIFICATION_SETTING_GROUPS) {
      expect(screen.getByTestId(`notification-setting-${group}`).textContent).toContain(
        NOTIFICATION_SETTING_LABELS[group],
      );
      expect(switchOf(group, 'site').checked).toBe(true);
    }
    expect(switchOf('messages', 'email').checked).toBe(false);
    expect(switchOf('requests', 'email').checked).toBe(true);
    // Push per group: as saved, else DEFAULT_PUSH (on for what must be heard at once, off for the rest).
    expect(switchOf('messages', 'push').checked).toBe(true);
    expect(switchOf('deals', 'push').checked).toBe(false);
    expect(switchOf('requests', 'push').checked).toBe(true);
    expect(switchOf('tariff', 'push').checked).toBe(false);
    expect(switchOf('messages', 'push').labels?.[0]?.textContent).toBe('Push');
    // Account notices always reach the site.
    expect(switchOf('account', 'site').disabled).toBe(true);
    expect(switchOf('requests', 'site').disabled).toBe(false);
  });

  it('saves the changed switches and confirms', async () => {
    const calls = renderSettings(defaultNotificationSettings(), echo);
    await screen.findByTestId('notification-settings-form');

    fireEvent.click(switchOf('requests', 'email'));
    fireEvent.click(switchOf('tariff', 'site'));
    fireEvent.click(switchOf('account', 'site'));
    fireEvent.click(switchOf('listings', 'push'));
    fireEvent.click(switchOf('requests', 'push'));
    expect(switchOf('requests', 'email').checked).toBe(false);
    expect(switchOf('account', 'site').checked).toBe(true);
    fireEvent.click(screen.getByTestId('notification-settings-save'));

    expect(await screen.findByText('Настройки сохранены')).toBeTruthy();
    const save = calls.find((call) => call.path === '/api/notification/save-settings');
    expect(save?.body).toEqual({
      settings: {
        ...defaultNotificationSettings(),
        requests: { site: true, email: false, push: false },
        tariff: { site: false, email: true, push: false },
        listings: { site: true, email: true, push: true },
      },
    });
    expect(switchOf('requests', 'email').checked).toBe(false);
  });

  it('shows the server’s error and keeps the choice', async () => {
    renderSettings(defaultNotificationSettings(), () => ({
      status: 400,
      body: { error: true, errors: [{ msg: 'Некорректные настройки' }] },
    }));
    await screen.findByTestId('notification-settings-form');

    fireEvent.click(switchOf('reviews', 'email'));
    fireEvent.click(screen.getByTestId('notification-settings-save'));

    const alert = await screen.findByTestId('notification-settings-error');
    expect(within(alert).getByText('Некорректные настройки')).toBeTruthy();
    expect(screen.queryByText('Настройки сохранены')).toBeNull();
    expect(switchOf('reviews', 'email').checked).toBe(false);
  });

  it('shows the save in progress', async () => {
    let answer: (value: Response) => void = () => undefined;
    stubApi({
      '/api/notification/settings': () => ({
        body: { error: false, settings: defaultNotificationSettings() },
      }),
    });
    renderPage(<NotificationSettingsPage />, { path: '/x', queryClient: makeQueryClient(makeSession()) });
    await screen.findByTestId('notification-settings-form');
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));

    fireEvent.click(screen.getByTestId('notification-settings-save'));

    await waitFor(() =>
      expect(screen.getByTestId('notification-settings-save').hasAttribute('data-loading')).toBe(true),
    );
    expect(switchOf('deals', 'email').disabled).toBe(true);
    answer(
      new Response(JSON.stringify({ error: false, settings: defaultNotificationSettings() }), {
        status: 200,
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('notification-settings-save').hasAttribute('data-loading')).toBe(false),
    );
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    stubApi({
      '/api/notification/settings': () =>
        fail
          ? { status: 500, body: { error: true, errors: [{ msg: 'Сервер недоступен' }] } }
          : { body: { error: false, settings: defaultNotificationSettings() } },
    });
    renderPage(<NotificationSettingsPage />, { path: '/x', queryClient: makeQueryClient(makeSession()) });

    const error = await screen.findByTestId('notification-settings-load-error');
    expect(error.textContent).toContain('Сервер недоступен');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('notification-settings-form')).toBeTruthy();
  });
});
