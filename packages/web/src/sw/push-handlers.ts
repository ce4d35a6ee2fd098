import type { TPushPayload } from '@fura/domain/push-schemas';

/**
 * The service worker's push and notification-click handlers (issue 27) as functions of what they use of the
 * worker's global scope, so that tests run them with fakes. Written against these small interfaces rather than the
 * WebWorker library's types, which clash with the DOM's in the app's tsconfig.
 */

export const GENERIC_PUSH = {
  title: 'Фура: новое уведомление',
  body: 'Нажмите, чтобы открыть уведомления',
  url: '/notifications',
} as const;

export const NOTIFICATION_ICON = '/icons/icon-192.png';
/** Android's status bar shows only the badge's alpha: the white truck on nothing. */
export const NOTIFICATION_BADGE = '/icons/badge-96.png';

export interface NotificationShower {
  showNotification(title: string, options?: NotificationOptions): Promise<void>;
}

export interface WindowClientLike {
  readonly url: string;
  readonly focused?: boolean;
  focus(): Promise<WindowClientLike>;
  navigate(url: string): Promise<WindowClientLike | null>;
}

export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

export interface PushDataLike {
  json(): unknown;
}

export interface ClickedNotification {
  readonly data?: unknown;
  close(): void;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** A site path: «/…» but not «//host» (another site). */
function isSitePath(value: unknown): value is string {
  return isText(value) && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** The payload as ZPushPayload has it (checked by hand: zod stays out of the worker), or null. */
export function parsePushPayload(raw: unknown): TPushPayload | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { title, body, url, tag } = raw as Record<string, unknown>;
  if (!isText(title) || !isText(body) || !isSitePath(url)) return null;
  if (tag !== undefined && !isText(tag)) return null;
  return tag === undefined ? { title, body, url } : { title, body, url, tag };
}

function readPayload(data: PushDataLike | null | undefined): TPushPayload | null {
  if (!data) return null;
  try {
    return parsePushPayload(data.json());
  } catch {
    return null;
  }
}

/** `push`: always shows a notification (Chrome requires one per push); one that does not parse, the generic one. */
export function showPush(
  registration: NotificationShower,
  data: PushDataLike | null | undefined,
): Promise<void> {
  const payload = readPayload(data) ?? GENERIC_PUSH;
  const options: NotificationOptions = {
    body: payload.body,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    lang: 'ru',
    data: { url: payload.url },
  };
  if ('tag' in payload && payload.tag) options.tag = payload.tag;
  return registration.showNotification(payload.title, options);
}

/** The page a clicked notification opens: its data's site path, else the notification centre. */
export function notificationTarget(data: unknown, origin: string): string {
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  return new URL(isSitePath(url) ? url : GENERIC_PUSH.url, origin).href;
}

function sameOrigin(client: WindowClientLike, origin: string): boolean {
  try {
    return new URL(client.url).origin === origin;
  } catch {
    return false;
  }
}

/**
 * `notificationclick`: a tab of the site already open is focused (the one at the address, else the focused one, else
 * the first) and taken to the address; without one — or when the tab cannot be navigated (a page this worker does not
 * control) — a new window opens.
 */
export async function openFromNotification(
  clients: ClientsLike,
  notification: ClickedNotification,
  origin: string,
): Promise<void> {
  notification.close();
  const target = notificationTarget(notification.data, origin);
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter((client) =>
    sameOrigin(client, origin),
  );
  const tab =
    windows.find((client) => client.url === target) ?? windows.find((client) => client.focused) ?? windows[0];
  if (tab) {
    try {
      // Focus first: the click's permission to focus a window does not outlast a slow navigation.
      const focused = await tab.focus();
      if (focused.url !== target) await focused.navigate(target);
      return;
    } catch {
      // fall through to a new window
    }
  }
  await clients.openWindow(target);
}

export interface SubscriptionLike {
  readonly endpoint: string;
  readonly options?: { readonly applicationServerKey: ArrayBuffer | null };
  toJSON(): unknown;
}

export interface SubscriptionChange {
  readonly oldSubscription?: SubscriptionLike | null;
  readonly newSubscription?: SubscriptionLike | null;
}

export interface RenewDeps {
  fetch(path: string, init?: RequestInit): Promise<Response>;
  subscribe(key: BufferSource | string): Promise<SubscriptionLike>;
  deviceName: string;
}

const postJson = (deps: RenewDeps, path: string, body: unknown) =>
  deps.fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });

async function currentKey(deps: RenewDeps): Promise<string | null> {
  const answer = await deps.fetch('/api/push/key', { credentials: 'same-origin' });
  if (!answer.ok) return null;
  const body = (await answer.json()) as { publicKey?: unknown };
  return typeof body.publicKey === 'string' ? body.publicKey : null;
}

/**
 * `pushsubscriptionchange` (the push service replaced or dropped the subscription; Firefox does): subscribes again
 * with the same key when the browser gave no new subscription, tells the server the new one under this device's name
 * and forgets the old one. The session cookie goes with the worker's requests; a logged-out browser is refused (401)
 * and simply stays unsubscribed.
 */
export async function renewSubscription(deps: RenewDeps, change: SubscriptionChange): Promise<void> {
  let next = change.newSubscription ?? null;
  if (!next) {
    const key = change.oldSubscription?.options?.applicationServerKey ?? (await currentKey(deps));
    if (!key) return;
    next = await deps.subscribe(key);
  }
  await postJson(deps, '/api/push/subscribe', { subscription: next.toJSON(), deviceName: deps.deviceName });
  const old = change.oldSubscription;
  if (old && old.endpoint !== next.endpoint) {
    await postJson(deps, '/api/push/unsubscribe', { endpoint: old.endpoint });
  }
}
