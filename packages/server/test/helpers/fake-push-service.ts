import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { decrypt } from 'http_ece';

/**
 * A local push service speaking the real protocol (RFC 8030 delivery, RFC 8292 VAPID, RFC 8291 aes128gcm payloads):
 * it accepts a message only when its VAPID JWT verifies with the key in the request and names this service's origin,
 * then decrypts the body with the subscription's private key — what a real push service and browser would do. A
 * subscription can be made gone (404/410) or failing (500).
 */

export interface FakeSubscription {
  /** What the browser would hand the server: PushSubscription.toJSON(). */
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Messages received and decrypted, in order. */
  messages: { payload: unknown; ttl: number; urgency: string | null; vapidKey: string }[];
  /** 201 (default), 404 or 410 (unsubscribed), 500 (a failing service). */
  answer: 201 | 404 | 410 | 500;
}

export interface FakePushService {
  base: string;
  subscribe(): FakeSubscription;
  /** Requests refused, with why (a bad JWT, a wrong encoding). */
  refused: string[];
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>`: ES256 over the key, audience = our origin, not expired. */
function checkVapid(header: string | undefined, origin: string): { key: string } | string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return `no VAPID authorization: ${header ?? ''}`;
  const [token, key] = [match[1]!, match[2]!];
  const [head, body, signature] = token.split('.') as [string, string, string];
  const jwtHeader = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (jwtHeader.alg !== 'ES256') return `alg ${jwtHeader.alg}`;
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'k is not an uncompressed P-256 point';
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'the JWT signature does not verify';
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  const now = Date.now() / 1000;
  if (!claims.exp || claims.exp < now || claims.exp > now + 24 * 3600) return `exp ${claims.exp}`;
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return `sub ${claims.sub}`;
  return { key };
}

export async function startFakePushService(): Promise<FakePushService> {
  const subscriptions = new Map<string, FakeSubscription & { ecdh: ECDH; auth: Buffer }>();
  const refused: string[] = [];
  let origin = '';
  const server: Server = createServer((request, response) => {
    void (async () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
      const subscription = id ? subscriptions.get(id) : undefined;
      const body = await readBody(request);
      const refuse = (why: string) => {
        refused.push(why);
        response.writeHead(400).end(why);
      };
      if (request.method !== 'POST' || !subscription) return void response.writeHead(404).end();
      if (subscription.answer !== 201) return void response.writeHead(subscription.answer).end();
      const vapid = checkVapid(request.headers.authorization, origin);
      if (typeof vapid === 'string') return refuse(vapid);
      if (request.headers['content-encoding'] !== 'aes128gcm') return refuse('content-encoding');
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return refuse('ttl');
      let plain: Buffer;
      try {
        plain = decrypt(body, {
          version: 'aes128gcm',
          privateKey: subscription.ecdh,
          authSecret: subscription.auth,
        });
      } catch (error) {
        return refuse(`cannot decrypt: ${String(error)}`);
      }
      subscription.messages.push({
        payload: JSON.parse(plain.toString('utf8')) as unknown,
        ttl,
        urgency: typeof request.headers.urgency === 'string' ? request.headers.urgency : null,
        vapidKey: vapid.key,
      });
      response.writeHead(201).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    base: origin,
    refused,
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const subscription = {
        json: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        },
        messages: [],
        answer: 201 as const,
        ecdh,
        auth,
      };
      subscriptions.set(id, subscription);
      return subscription;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
