import { describe, expect, it, vi } from 'vitest';
import { ZPushPayload } from '@fura/domain/push-schemas';
import {
  GENERIC_PUSH,
  NOTIFICATION_BADGE,
  NOTIFICATION_ICON,
  openFromNotification,
  parsePushPayload,
  renewSubscription,
  showPush,
  type ClientsLike,
  type WindowClientLike,
} from '../src/sw/push-handlers';

const ORIGIN = 'https://fura.example';

function registration() {
  return { showNotification: vi.fn((_title: string, _options?: NotificationOptions) => Promise.resolve()) };
}

const data = (value: unknown) => ({ json: () => value });
const broken = { json: () => JSON.parse('{not json') as unknown };

class FakeTab implements WindowClientLike {
  focusCalls = 0;
  navigated: string[] = [];
  constructor(
    public url: string,
    public focused = false,
    private readonly controlled = true,
  ) {}
  focus() {
    this.focusCalls += 1;
    this.focused = true;
    return Promise.resolve(this);
  }
  navigate(url: string) {
    if (!this.controlled) return Promise.reject(new TypeError('not controlled'));
    this.navigated.push(url);
    this.url = url;
    return Promise.resolve(this);
  }
}

function clients(tabs: FakeTab[]) {
  const opened: string[] = [];
  const matchAll = vi.fn((_options: { type: 'window'; includeUncontrolled: boolean }) =>
    Promise.resolve(tabs),
  );
  const fake: ClientsLike & { opened: string[]; matchAllSpy: typeof matchAll } = {
    opened,
    matchAllSpy: matchAll,
    matchAll,
    openWindow: (url: string) => {
      opened.push(url);
      return Promise.resolve(null);
    },
  };
  return fake;
}

function clicked(dataValue: unknown) {
  const close = vi.fn();
  return { notification: { data: dataValue, close }, close };
}

describe('push handler', () => {
  it('shows the payload’s title and body with the icon, badge, tag and the page to open', async () => {
    const target = registration();
    await showPush(
      target,
      data({ title: 'Новая заявка', body: 'Москва → Тула, 5 т', url: '/order/42', tag: 'order-42' }),
    );
    expect(target.showNotification).toHaveBeenCalledWith('Новая заявка', {
      body: 'Москва → Тула, 5 т',
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      lang: 'ru',
      tag: 'order-42',
      data: { url: '/order/42' },
    });
  });

  it('leaves the tag out when the payload has none', async () => {
    const target = registration();
    await showPush(target, data({ title: 'Т', body: 'Б', url: '/messages' }));
    expect(target.showNotification.mock.calls[0]?.[1]).not.toHaveProperty('tag');
  });

  it.each([
    ['no data', null],
    ['data that is not JSON', broken],
    ['a payload without a title', data({ body: 'Б', url: '/x' })],
    ['a link to another site', data({ title: 'Т', body: 'Б', url: '//evil.example/phish' })],
    ['an absolute URL', data({ title: 'Т', body: 'Б', url: 'https://evil.example/' })],
    ['a tag that is no text', data({ title: 'Т', body: 'Б', url: '/x', tag: 5 })],
  ])('shows the generic «Фура: новое уведомление» opening /notifications for %s', async (_name, pushData) => {
    const target = registration();
    await showPush(target, pushData);
    expect(target.showNotification).toHaveBeenCalledTimes(1);
    const [title, options] = target.showNotification.mock.calls[0]!;
    expect(title).toBe('Фура: новое уведомление');
    expect(options?.body).toBe(GENERIC_PUSH.body);
    expect(options?.data).toEqual({ url: '/notifications' });
    expect(options?.icon).toBe(NOTIFICATION_ICON);
  });

  it('accepts what ZPushPayload accepts, but never a link off the site', () => {
    const samples: unknown[] = [
      { title: 'a', body: 'b', url: '/x' },
      { title: 'a', body: 'b', url: '/x', tag: 't' },
      { title: 'a', body: 'b', url: 'x' },
      { title: 'a', url: '/x' },
      { title: 1, body: 'b', url: '/x' },
      { title: 'a', body: 'b', url: '/x', tag: null },
      null,
      'text',
    ];
    for (const sample of samples) {
      expect(parsePushPayload(sample) !== null, JSON.stringify(sample)).toBe(
        ZPushPayload.safeParse(sample).success,
      );
    }
    // The contract's startsWith('/') lets «//host» through; the worker does not open it.
    expect(ZPushPayload.safeParse({ title: 'a', body: 'b', url: '//evil.example' }).success).toBe(true);
    expect(parsePushPayload({ title: 'a', body: 'b', url: '//evil.example' })).toBeNull();
  });
});

describe('notification click', () => {
  it('focuses the open tab of the site and takes it to the notification’s page', async () => {
    const other = new FakeTab('https://other.example/');
    const tab = new FakeTab(`${ORIGIN}/search-order`);
    const fake = clients([other, tab]);
    const { notification, close } = clicked({ url: '/order/42' });
    await openFromNotification(fake, notification, ORIGIN);
    expect(close).toHaveBeenCalled();
    expect(fake.matchAllSpy).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    expect(tab.focusCalls).toBe(1);
    expect(tab.navigated).toEqual([`${ORIGIN}/order/42`]);
    expect(other.focusCalls).toBe(0);
    expect(fake.opened).toEqual([]);
  });

  it('prefers a tab already at the page (only focused) over the focused one', async () => {
    const focused = new FakeTab(`${ORIGIN}/`, true);
    const atPage = new FakeTab(`${ORIGIN}/messages`);
    const fake = clients([focused, atPage]);
    await openFromNotification(fake, clicked({ url: '/messages' }).notification, ORIGIN);
    expect(atPage.focusCalls).toBe(1);
    expect(atPage.navigated).toEqual([]);
    expect(focused.focusCalls).toBe(0);
  });

  it('takes the focused tab when none is at the page', async () => {
    const first = new FakeTab(`${ORIGIN}/a`);
    const focused = new FakeTab(`${ORIGIN}/b`, true);
    await openFromNotification(clients([first, focused]), clicked({ url: '/c' }).notification, ORIGIN);
    expect(focused.navigated).toEqual([`${ORIGIN}/c`]);
    expect(first.focusCalls).toBe(0);
  });

  it('opens a new window when no tab of the site is open', async () => {
    const fake = clients([new FakeTab('https://other.example/')]);
    await openFromNotification(fake, clicked({ url: '/order/7' }).notification, ORIGIN);
    expect(fake.opened).toEqual([`${ORIGIN}/order/7`]);
  });

  it('opens a new window when the open tab cannot be navigated (not controlled by the worker)', async () => {
    const tab = new FakeTab(`${ORIGIN}/`, false, false);
    const fake = clients([tab]);
    await openFromNotification(fake, clicked({ url: '/order/7' }).notification, ORIGIN);
    expect(fake.opened).toEqual([`${ORIGIN}/order/7`]);
  });

  it('opens /notifications for a notification without a site path', async () => {
    for (const value of [undefined, { url: 'https://evil.example/' }, { url: '//evil.example' }]) {
      const fake = clients([]);
      await openFromNotification(fake, clicked(value).notification, ORIGIN);
      expect(fake.opened).toEqual([`${ORIGIN}/notifications`]);
    }
  });
});

describe('push subscription change', () => {
  const json = (endpoint: string) => ({ endpoint, keys: { p256dh: 'p', auth: 'a' } });
  const subscription = (endpoint: string, key: ArrayBuffer | null = null) => ({
    endpoint,
    options: { applicationServerKey: key },
    toJSON: () => json(endpoint),
  });

  function deps(keyAnswer: unknown = { error: false, publicKey: 'KEY' }) {
    const calls: { path: string; body: unknown }[] = [];
    const subscribe = vi.fn((_key: BufferSource | string) =>
      Promise.resolve(subscription('https://push.example/new')),
    );
    return {
      calls,
      subscribe,
      deps: {
        deviceName: 'Firefox на Android',
        subscribe,
        fetch: (path: string, init?: RequestInit) => {
          calls.push({ path, body: init?.body ? JSON.parse(init.body as string) : undefined });
          return Promise.resolve(
            new Response(JSON.stringify(path === '/api/push/key' ? keyAnswer : { error: false })),
          );
        },
      },
    };
  }

  it('tells the server the browser’s new subscription under this device’s name and forgets the old one', async () => {
    const world = deps();
    await renewSubscription(world.deps, {
      oldSubscription: subscription('https://push.example/old'),
      newSubscription: subscription('https://push.example/renewed'),
    });
    expect(world.subscribe).not.toHaveBeenCalled();
    expect(world.calls).toEqual([
      {
        path: '/api/push/subscribe',
        body: { subscription: json('https://push.example/renewed'), deviceName: 'Firefox на Android' },
      },
      { path: '/api/push/unsubscribe', body: { endpoint: 'https://push.example/old' } },
    ]);
  });

  it('subscribes again with the old key, or the server’s, when the browser gave no new subscription', async () => {
    const key = new Uint8Array([1, 2, 3]).buffer;
    const withOldKey = deps();
    await renewSubscription(withOldKey.deps, {
      oldSubscription: subscription('https://push.example/old', key),
    });
    expect(withOldKey.subscribe).toHaveBeenCalledWith(key);

    const withServerKey = deps();
    await renewSubscription(withServerKey.deps, { oldSubscription: null, newSubscription: null });
    expect(withServerKey.subscribe).toHaveBeenCalledWith('KEY');
    expect(withServerKey.calls.map((call) => call.path)).toEqual(['/api/push/key', '/api/push/subscribe']);
  });

  it('does nothing when the server has push turned off', async () => {
    const world = deps({ error: false, publicKey: null });
    await renewSubscription(world.deps, {});
    expect(world.subscribe).not.toHaveBeenCalled();
    expect(world.calls.map((call) => call.path)).toEqual(['/api/push/key']);
  });
});
