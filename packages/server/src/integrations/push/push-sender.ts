import webpush from 'web-push';

/**
 * Web push through the maintained `web-push` library (issue 27): it signs the VAPID JWT and encrypts the payload
 * (aes128gcm, RFC 8291); we send the request it prepares with fetch, so a push service is reached the same way over
 * https in production and over http to the tests' local fake. 404/410 mean the subscription is gone.
 */

export interface VapidKeys {
  /** base64url, uncompressed P-256 point: what the browser subscribes with. */
  publicKey: string;
  privateKey: string;
}

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  send(target: PushTarget, payload: string, options: { ttlSeconds: number }): Promise<PushOutcome>;
}

const SEND_TIMEOUT_MS = 10_000;

export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

export function createPushSender(keys: VapidKeys, subject: string): PushSender {
  return {
    async send(target, payload, options) {
      const prepare = () =>
        webpush.generateRequestDetails(target, payload, {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: options.ttlSeconds,
          contentEncoding: 'aes128gcm',
          urgency: 'high',
        });
      let request: ReturnType<typeof prepare>;
      try {
        request = prepare();
      } catch {
        // Keys nothing can encrypt to: the subscription is unusable, as good as gone.
        return 'gone';
      }
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (response.status === 404 || response.status === 410) return 'gone';
        return response.ok ? 'sent' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}
