import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TPushDevice } from '@fura/domain/push-schemas';
import { PushSection } from '../src/features/notification-settings/components/PushSection';
import type { BrowserPushState, PushBrowser } from '../src/features/notification-settings/push/push-browser';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { stubApi, type Handler } from './my-articles-fixtures';
import { makeQueryClient } from './render';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

const WAIT = { timeout: 5000 };
const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/this-phone';
const SUBSCRIPTION = { endpoint: ENDPOINT, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } };

function fakeBrowser(state: Partial<BrowserPushState> = {}, userAgent = ANDROID_CHROME) {
  let current: BrowserPushState = { support: 'supported', permission: 'default', endpoint: null, ...state };
  const browser = {
    userAgent,
    touchPoints: 5,
    state: vi.fn(() => Promise.resolve(current)),
    requestPermission: vi.fn(() => {
      current = { ...current, permission: 'granted' };
      return Promise.resolve<NotificationPermission>('granted');
    }),
    subscribe: vi.fn((_key: string) => {
      current = { ...current, endpoint: ENDPOINT };
      return Promise.resolve(SUBSCRIPTION);
    }),
    unsubscribe: vi.fn(() => {
      current = { ...current, endpoint: null };
      return Promise.resolve();
    }),
  } satisfies PushBrowser;
  return browser;
}

function device(id: string, deviceName: string, current = false): TPushDevice {
  return { id, deviceName, createdAt: '2026-05-12T09:30:00.000Z', current };
}

function renderSection(browser: PushBrowser, handlers: Record<string, Handler>) {
  const calls = stubApi(handlers);
  renderPage(<PushSection browser={browser} />, {
    path: '/notifications-settings',
    queryClient: makeQueryClient(makeSession()),
  });
  return calls;
}

const keyAnswer =
  (publicKey: string | null): Handler =>
  () => ({ body: { error: false, publicKey } });
const devicesAnswer =
  (list: () => TPushDevice[]): Handler =>
  (body) => ({
    body: {
      error: false,
      devices: list().map((item) => ({ ...item, current: item.current && Boolean(body.endpoint) })),
    },
  });

describe('push on this user’s devices', () => {
  it('says push is not configured when the server has no key', async () => {
    renderSection(fakeBrowser(), { '/api/push/key': keyAnswer(null) });
    expect((await screen.findByTestId('push-not-configured', {}, WAIT)).textContent).toBe(
      'Push-уведомления на этом сервере не настроены',
    );
    expect(screen.queryByRole('button', { name: 'Включить на этом устройстве' })).toBeNull();
  });

  it('says the browser cannot receive pushes, and still lists the other devices', async () => {
    renderSection(fakeBrowser({ support: 'unsupported' }), {
      '/api/push/key': keyAnswer(KEY),
      '/api/push/devices': devicesAnswer(() => [device('d1', 'Chrome на Android')]),
    });
    expect((await screen.findByTestId('push-unsupported', {}, WAIT)).textContent).toContain(
      'Этот браузер не умеет получать push-уведомления',
    );
    expect(await screen.findByText('Chrome на Android', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Включить на этом устройстве' })).toBeNull();
  });

  it('sends Safari on an iPhone to the home-screen app, with a link to the install steps', async () => {
    renderSection(fakeBrowser({ support: 'ios-home-screen' }), {
      '/api/push/key': keyAnswer(KEY),
      '/api/push/devices': devicesAnswer(() => []),
    });
    const note = await screen.findByTestId('push-ios', {}, WAIT);
    expect(note.textContent).toContain('iOS 16.4');
    expect(within(note).getByRole('link', { name: 'Как установить приложение' }).getAttribute('href')).toBe(
      '/download-app',
    );
  });

  it('explains how to allow notifications the browser refused', async () => {
    renderSection(fakeBrowser({ permission: 'denied' }), {
      '/api/push/key': keyAnswer(KEY),
      '/api/push/devices': devicesAnswer(() => []),
    });
    const note = await screen.findByTestId('push-denied', {}, WAIT);
    expect(note.textContent).toContain('Уведомления для этого сайта запрещены в браузере.');
    expect(note.textContent).toContain('«Уведомления» → «Разрешить»');
    expect(screen.queryByRole('button', { name: 'Включить на этом устройстве' })).toBeNull();
  });

  it('«Включить на этом устройстве» asks permission, subscribes with the key and sends «Chrome на Android»', async () => {
    let stored: TPushDevice[] = [device('pc', 'Firefox на Windows')];
    const browser = fakeBrowser();
    const calls = renderSection(browser, {
      '/api/push/key': keyAnswer(KEY),
      '/api/push/devices': devicesAnswer(() => stored),
      '/api/push/subscribe': (body) => {
        const added = device('phone', body.deviceName as string, true);
        stored = [...stored, added];
        return { body: { error: false, device: added } };
      },
    });
    expect(await screen.findByTestId('push-devices', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Включить на этом устройстве' }));

    expect(await screen.findByTestId('push-enabled', {}, WAIT)).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledWith(KEY);
    expect(calls.find((call) => call.path === '/api/push/subscribe')?.body).toEqual({
      subscription: SUBSCRIPTION,
      deviceName: 'Chrome на Android',
    });
    // The list asks with this browser's endpoint, so the server marks it «current».
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/push/devices').at(-1)?.body).toEqual({
        endpoint: ENDPOINT,
      }),
    );
    const mine = await screen.findByTestId('push-device-phone', {}, WAIT);
    expect(within(mine).getByText('Этот телефон')).toBeTruthy();
    expect(mine.textContent).toContain('Chrome на Android');
    expect(mine.textContent).toContain('подключено 12.05.2026');
    expect(screen.getAllByRole('listitem')[0]).toBe(mine);
    expect(screen.queryByRole('button', { name: 'Включить на этом устройстве' })).toBeNull();
  });

  it('says so when the permission dialog was closed without an answer', async () => {
    const browser = fakeBrowser();
    browser.requestPermission.mockImplementation(() => Promise.resolve('default'));
    renderSection(browser, { '/api/push/key': keyAnswer(KEY), '/api/push/devices': devicesAnswer(() => []) });
    fireEvent.click(await screen.findByRole('button', { name: 'Включить на этом устройстве' }, WAIT));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain('Вы не разрешили уведомления');
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a subscription', async () => {
    renderSection(fakeBrowser({ permission: 'granted' }), {
      '/api/push/key': keyAnswer(KEY),
      '/api/push/devices': devicesAnswer(() => []),
      '/api/push/subscribe': () => ({
        status: 400,
        body: { error: true, errors: [{ msg: 'Можно подключить не больше 10 устройств' }] },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Включить на этом устройстве' }, WAIT));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe(
      'Можно подключить не больше 10 устройств',
    );
  });

  it('lists the current computer as «Этот компьютер»; «Отключить» unsubscribes it on the server and in the browser', async () => {
    let stored = [device('pc', 'Chrome на Windows', true), device('phone', 'Safari на iPhone')];
    const browser = fakeBrowser({ permission: 'granted', endpoint: ENDPOINT }, WINDOWS_CHROME);
    const calls = renderSection(browser, {
      '/api/push/key': keyAnswer(KEY),
      '/api/push/devices': devicesAnswer(() => stored),
      '/api/push/unsubscribe': (body) => {
        stored = stored.filter((item) => (body.id ? item.id !== body.id : !item.current));
        return { body: { error: false } };
      },
    });
    const mine = await screen.findByTestId('push-device-pc', {}, WAIT);
    expect(within(mine).getByText('Этот компьютер')).toBeTruthy();
    expect(screen.getByTestId('push-enabled').textContent).toBe(
      'Push-уведомления включены на этом устройстве',
    );

    fireEvent.click(within(mine).getByRole('button', { name: /^Отключить/ }));
    await waitFor(() => expect(screen.queryByTestId('push-device-pc')).toBeNull(), WAIT);
    expect(calls.find((call) => call.path === '/api/push/unsubscribe')?.body).toEqual({ endpoint: ENDPOINT });
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Включить на этом устройстве' }, WAIT)).toBeTruthy();
  });

  it('«Отключить» on another device removes it by its id and leaves this browser subscribed', async () => {
    let stored = [device('pc', 'Chrome на Windows', true), device('phone', 'Safari на iPhone')];
    const browser = fakeBrowser({ permission: 'granted', endpoint: ENDPOINT }, WINDOWS_CHROME);
    const calls = renderSection(browser, {
      '/api/push/key': keyAnswer(KEY),
      '/api/push/devices': devicesAnswer(() => stored),
      '/api/push/unsubscribe': (body) => {
        stored = stored.filter((item) => item.id !== body.id);
        return { body: { error: false } };
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Отключить уведомления: Safari на iPhone' }, WAIT),
    );
    await waitFor(() => expect(screen.queryByTestId('push-device-phone')).toBeNull(), WAIT);
    expect(calls.find((call) => call.path === '/api/push/unsubscribe')?.body).toEqual({ id: 'phone' });
    expect(browser.unsubscribe).not.toHaveBeenCalled();
    expect(screen.getByTestId('push-device-pc')).toBeTruthy();
  });

  it('offers «Повторить» when the key cannot be read', async () => {
    let fail = true;
    renderSection(fakeBrowser(), {
      '/api/push/key': () =>
        fail
          ? { status: 503, body: { error: true, errors: [{ msg: 'Сервер недоступен' }] } }
          : keyAnswer(null)({}),
    });
    const error = await screen.findByTestId('push-load-error', {}, WAIT);
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('push-not-configured', {}, WAIT)).toBeTruthy();
  });
});
