import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for YooKassa API v3 (shared/integrations/yookassa.md): Basic auth, Idempotence-Key kept per
 * operation (same key + same body → the first answer; same key + another body → 400), amounts as «140.00» strings,
 * first payments pending until `settle`, recurring charges with a saved method succeeded or declined at once.
 * `failNext` makes the next POSTs answer 500 after doing their work, as a real outcome-unknown failure can.
 */
export interface FakePayment {
  id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: { value: string; currency: string };
  description: string;
  metadata: Record<string, string>;
  created_at: string;
  test: true;
  confirmation?: { type: 'redirect'; confirmation_url: string; return_url: string };
  payment_method?: {
    type: string;
    id: string;
    saved: boolean;
    title: string;
    card: { last4: string; card_type: string };
  };
  cancellation_details?: { party: string; reason: string };
  /** Not part of the API: what the fake was asked, for assertions. */
  request: Record<string, unknown>;
}

export interface FakeYooKassa {
  /** Base URL up to `/v3`, for YOOKASSA_URL. */
  url: string;
  shopId: string;
  secretKey: string;
  payments: Map<string, FakePayment>;
  /** Statuses the next POSTs answer with after creating their payment (500: outcome unknown). */
  failNext: number[];
  /** The reason a recurring charge is declined with; null: charges succeed. */
  declineRecurring: string | null;
  /** Every request, in order. */
  requests: { method: string; path: string; idempotenceKey: string | undefined }[];
  settle(id: string, status: 'succeeded' | 'canceled', reason?: string): FakePayment;
  close(): Promise<void>;
}

const error = (res: ServerResponse, status: number, code: string, parameter?: string) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ type: 'error', id: randomUUID(), code, description: code, parameter }));
};

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

export async function startFakeYooKassa(): Promise<FakeYooKassa> {
  const shopId = '123456';
  const secretKey = 'test_fake-secret-key';
  const expectedAuth = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;
  const byKey = new Map<string, { body: string; paymentId: string }>();
  const savedMethods = new Set<string>();

  const fake: Omit<FakeYooKassa, 'url' | 'close'> = {
    shopId,
    secretKey,
    payments: new Map(),
    failNext: [],
    declineRecurring: null,
    requests: [],
    settle(id, status, reason = 'canceled_by_merchant') {
      const payment = fake.payments.get(id);
      if (!payment) throw new Error(`no payment ${id}`);
      payment.status = status;
      payment.paid = status === 'succeeded';
      delete payment.confirmation;
      if (status === 'canceled') payment.cancellation_details = { party: 'yoo_money', reason };
      if (status === 'succeeded' && payment.request.save_payment_method === true) {
        const methodId = `pm-${randomUUID()}`;
        savedMethods.add(methodId);
        payment.payment_method = {
          type: 'bank_card',
          id: methodId,
          saved: true,
          title: 'Bank card *4477',
          card: { last4: '4477', card_type: 'Visa' },
        };
      }
      return payment;
    },
  };

  function create(body: Record<string, unknown>, base: string): FakePayment {
    const id = randomUUID();
    const methodId = typeof body.payment_method_id === 'string' ? body.payment_method_id : null;
    const payment: FakePayment = {
      id,
      status: 'pending',
      paid: false,
      amount: body.amount as FakePayment['amount'],
      description: typeof body.description === 'string' ? body.description : '',
      metadata: (body.metadata as Record<string, string>) ?? {},
      created_at: new Date().toISOString(),
      test: true,
      request: body,
    };
    const confirmation = body.confirmation as { return_url?: string } | undefined;
    if (confirmation?.return_url) {
      payment.confirmation = {
        type: 'redirect',
        confirmation_url: `${base}/checkout/${id}`,
        return_url: confirmation.return_url,
      };
    }
    fake.payments.set(id, payment);
    if (methodId) {
      const declined = !savedMethods.has(methodId) ? 'permission_revoked' : fake.declineRecurring;
      fake.settle(id, declined ? 'canceled' : 'succeeded', declined ?? undefined);
    }
    return payment;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const key = req.headers['idempotence-key'];
      const idempotenceKey = typeof key === 'string' ? key : undefined;
      fake.requests.push({ method: req.method ?? '', path, idempotenceKey });
      if (req.headers.authorization !== expectedAuth) return error(res, 401, 'invalid_credentials');
      const payment = /^\/v3\/payments\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && payment) {
        const found = fake.payments.get(decodeURIComponent(payment[1] ?? ''));
        if (!found) return error(res, 404, 'not_found');
        return send(res, found);
      }
      if (req.method !== 'POST' || path !== '/v3/payments') return error(res, 405, 'method_not_allowed');
      if (!idempotenceKey || idempotenceKey.length > 64)
        return error(res, 400, 'invalid_request', 'Idempotence-Key');
      const raw = await readJson(req);
      if (!raw || typeof raw !== 'object') return error(res, 400, 'invalid_request');
      const body = raw as Record<string, unknown>;
      const amount = body.amount as { value?: unknown; currency?: unknown } | undefined;
      if (
        typeof amount?.value !== 'string' ||
        !/^\d+\.\d{2}$/.test(amount.value) ||
        amount.currency !== 'RUB'
      ) {
        return error(res, 400, 'invalid_request', 'amount.value');
      }
      const text = JSON.stringify(body);
      const seen = byKey.get(idempotenceKey);
      if (seen && seen.body !== text) return error(res, 400, 'invalid_request', 'Idempotence-Key');
      const created = seen ? fake.payments.get(seen.paymentId) : create(body, `http://${req.headers.host}`);
      if (!created) return error(res, 500, 'internal_server_error');
      byKey.set(idempotenceKey, { body: text, paymentId: created.id });
      const failure = fake.failNext.shift();
      if (failure)
        return error(res, failure, failure === 429 ? 'too_many_requests' : 'internal_server_error');
      return send(res, created);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The same object the handlers read: a test that sets `declineRecurring` or `failNext` is heard.
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v3`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

function send(res: ServerResponse, payment: FakePayment): void {
  const { request: _request, ...answer } = payment;
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(answer));
}
