import { z } from 'zod';
import { freeText } from './free-text';

/**
 * Web push (issue 27): a device — a browser on a phone or a computer — subscribes with the Push API's subscription
 * and a name the user reads in the notification settings («Chrome на Android»). The server sends with VAPID; a push
 * service's 404/410 removes the device. Payloads are `TPushPayload`: the notification's text and where a click leads,
 * never a name, phone or e-mail beyond the listing's route and price.
 */

export const PUSH_MESSAGES = {
  subscription: 'Браузер не дал подписку на уведомления: разрешите их в настройках сайта и попробуйте снова',
  deviceName: 'Назовите устройство — не длиннее 60 символов',
  unavailable: 'Push-уведомления на этом сервере не настроены',
} as const;

export const MAX_PUSH_DEVICES = 10;

/** What PushSubscription.toJSON() gives (the keys base64url), as the browser sends it. */
export const ZPushSubscription = z.object({
  endpoint: z
    .string({ error: PUSH_MESSAGES.subscription })
    .url(PUSH_MESSAGES.subscription)
    .max(1000, PUSH_MESSAGES.subscription)
    .refine((url) => url.startsWith('https://') || url.startsWith('http://'), PUSH_MESSAGES.subscription),
  keys: z.object(
    {
      p256dh: z
        .string({ error: PUSH_MESSAGES.subscription })
        .regex(/^[A-Za-z0-9_-]{40,200}={0,2}$/, PUSH_MESSAGES.subscription),
      auth: z
        .string({ error: PUSH_MESSAGES.subscription })
        .regex(/^[A-Za-z0-9_-]{8,64}={0,2}$/, PUSH_MESSAGES.subscription),
    },
    { error: PUSH_MESSAGES.subscription },
  ),
});
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

export const ZPushSubscribeRequest = z.object({
  subscription: ZPushSubscription,
  deviceName: freeText(PUSH_MESSAGES.deviceName)
    .trim()
    .min(1, PUSH_MESSAGES.deviceName)
    .max(60, PUSH_MESSAGES.deviceName),
});
export type TPushSubscribeRequest = z.infer<typeof ZPushSubscribeRequest>;

/** POST /api/push/unsubscribe: this browser's `endpoint`, or a device's `id` from the list. */
export const ZPushUnsubscribeRequest = z.union(
  [z.object({ endpoint: ZPushSubscription.shape.endpoint }), z.object({ id: z.string().min(1).max(64) })],
  { error: 'Укажите устройство' },
);

/** POST /api/push/devices: `endpoint` is this browser's, when it has one (the answer marks it `current`). */
export const ZPushDevicesRequest = z.object({ endpoint: ZPushSubscription.shape.endpoint.optional() });

export const ZPushDevice = z.object({
  id: z.string(),
  deviceName: z.string(),
  createdAt: z.string(),
  /** This browser's subscription: «Этот телефон». */
  current: z.boolean(),
});
export type TPushDevice = z.infer<typeof ZPushDevice>;

export const ZPushDevicesResponse = z.object({ error: z.literal(false), devices: z.array(ZPushDevice) });
export const ZPushDeviceResponse = z.object({ error: z.literal(false), device: ZPushDevice });

/** GET /api/push/key: the VAPID public key (base64url) the browser subscribes with; null when push is off. */
export const ZPushKeyResponse = z.object({ error: z.literal(false), publicKey: z.string().nullable() });

/** What a push message carries (JSON): the service worker shows `title`/`body` and opens `url` on a click. */
export const ZPushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** A site path starting with «/». */
  url: z.string().startsWith('/'),
  /** Replaces an earlier notification with the same tag (one per listing or dialog). */
  tag: z.string().optional(),
});
export type TPushPayload = z.infer<typeof ZPushPayload>;
