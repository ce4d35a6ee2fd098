import type { TPushSubscription } from '@fura/domain/push-schemas';
import { describeDevice } from '../../../shared/pwa/device-name';
import { registerServiceWorker } from '../../../shared/pwa/service-worker';
import { applicationServerKey, sameKey } from '../../../shared/pwa/vapid-key';

/**
 * This browser's side of web push (issue 27), behind an interface so that the settings section is tested with a
 * fake: whether it can receive pushes, the notification permission, its subscription, subscribing and unsubscribing.
 */

/** `ios-home-screen`: Safari on an iPhone or iPad outside the home-screen app, where iOS offers no push. */
export type PushSupport = 'supported' | 'unsupported' | 'ios-home-screen';

export interface BrowserPushState {
  support: PushSupport;
  permission: NotificationPermission;
  /** This browser's subscription's endpoint; null without one. */
  endpoint: string | null;
}

export interface PushBrowser {
  state(): Promise<BrowserPushState>;
  requestPermission(): Promise<NotificationPermission>;
  /** Subscribes with the server's key (again, when the existing subscription has another key). */
  subscribe(publicKey: string): Promise<TPushSubscription>;
  /** Drops this browser's subscription, if any. */
  unsubscribe(): Promise<void>;
  readonly userAgent: string;
  readonly touchPoints: number;
}

export const PUSH_BROWSER_MESSAGES = {
  noWorker: 'Не удалось подключить уведомления: обновите страницу и попробуйте ещё раз',
  subscribeFailed: 'Браузер не смог подписаться на уведомления. Попробуйте ещё раз позже',
} as const;

/** How long «Включить» waits for the service worker to become active. */
const WORKER_READY_MS = 15_000;

function support(userAgent: string, touchPoints: number): PushSupport {
  if ('serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window) return 'supported';
  const { system } = describeDevice(userAgent, touchPoints);
  const homeScreen = window.matchMedia('(display-mode: standalone)').matches;
  return (system === 'iPhone' || system === 'iPad') && !homeScreen ? 'ios-home-screen' : 'unsupported';
}

async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registered = await registerServiceWorker();
  if (!registered) throw new Error(PUSH_BROWSER_MESSAGES.noWorker);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(PUSH_BROWSER_MESSAGES.noWorker)), WORKER_READY_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** PushSubscription.toJSON() in the contract's shape (its fields are optional in the DOM's types). */
function subscriptionOf(json: PushSubscriptionJSON): TPushSubscription {
  return {
    endpoint: json.endpoint ?? '',
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

export const browserPush: PushBrowser = {
  get userAgent() {
    return navigator.userAgent;
  },
  get touchPoints() {
    return navigator.maxTouchPoints ?? 0;
  },
  async state() {
    const supported = support(this.userAgent, this.touchPoints);
    if (supported !== 'supported') return { support: supported, permission: 'default', endpoint: null };
    const subscription = await currentSubscription().catch(() => null);
    return {
      support: supported,
      permission: Notification.permission,
      endpoint: subscription?.endpoint ?? null,
    };
  },
  requestPermission() {
    return Notification.requestPermission();
  },
  async subscribe(publicKey) {
    const registration = await activeRegistration();
    let subscription = await registration.pushManager.getSubscription();
    if (subscription && !sameKey(subscription.options.applicationServerKey, publicKey)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    try {
      subscription ??= await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(publicKey),
      });
    } catch {
      throw new Error(PUSH_BROWSER_MESSAGES.subscribeFailed);
    }
    return subscriptionOf(subscription.toJSON());
  },
  async unsubscribe() {
    await (await currentSubscription())?.unsubscribe();
  },
};
