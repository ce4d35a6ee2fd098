import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kopecksToAmountValue } from '@fura/domain/money';
import { idempotenceKey, YooKassaClient, YooKassaError } from '../src/integrations/payments/yookassa-client';
import type { YooCreatePayment } from '../src/integrations/payments/yookassa-types';
import { startFakeYooKassa, type FakeYooKassa } from './helpers/fake-yookassa';

let fake: FakeYooKassa;
let client: YooKassaClient;
beforeAll(async () => {
  fake = await startFakeYooKassa();
  client = new YooKassaClient({
    shopId: fake.shopId,
    secretKey: fake.secretKey,
    baseUrl: fake.url,
    retryDelayMs: () => 10,
  });
});
beforeEach(() => {
  fake.failNext.length = 0;
  fake.declineRecurring = null;
});
afterAll(() => fake.close());

const firstPayment = (kopecks: number): YooCreatePayment => ({
  amount: { value: kopecksToAmountValue(kopecks), currency: 'RUB' },
  capture: true,
  description: 'Тариф PRO на 1 месяц',
  metadata: { paymentId: 'p-1', userId: 'u-1' },
  confirmation: { type: 'redirect', return_url: 'http://localhost:3000/mytarif' },
  save_payment_method: true,
  receipt: {
    customer: { email: 'carrier@example.ru' },
    items: [
      {
        description: 'Тариф PRO на 1 месяц',
        quantity: '1.00',
        amount: { value: kopecksToAmountValue(kopecks), currency: 'RUB' },
        vat_code: 1,
        payment_subject: 'service',
        payment_mode: 'full_payment',
      },
    ],
  },
});

describe('YooKassaClient against a local fake of the API', () => {
  it('creates a first payment with a confirmation URL, then reads it settled with the saved card', async () => {
    const created = await client.createPayment(firstPayment(49_000), idempotenceKey('payment', 'first'));
    expect(created).toMatchObject({
      status: 'pending',
      paid: false,
      amount: { value: '490.00', currency: 'RUB' },
    });
    expect(created.confirmation?.confirmation_url).toContain(`/checkout/${created.id}`);
    fake.settle(created.id, 'succeeded');
    const read = await client.getPayment(created.id);
    expect(read).toMatchObject({ status: 'succeeded', paid: true, payment_method: { saved: true } });
    expect(read.payment_method?.card?.last4).toBe('4477');
  });

  it('retries an unknown outcome (500) with the same key and so charges once', async () => {
    const before = fake.payments.size;
    fake.failNext.push(500);
    const key = idempotenceKey('payment', 'retry-500');
    const created = await client.createPayment(firstPayment(14_000), key);
    expect(fake.payments.size).toBe(before + 1);
    const posts = fake.requests.filter((request) => request.idempotenceKey === key);
    expect(posts).toHaveLength(2);
    expect(fake.payments.get(created.id)?.amount.value).toBe('140.00');
  });

  it('gives up after its attempts with an error that says the outcome is unknown', async () => {
    fake.failNext.push(500, 500, 500);
    const failure = await client
      .createPayment(firstPayment(14_000), idempotenceKey('payment', 'down'))
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(YooKassaError);
    expect(failure).toMatchObject({ status: 500, outcomeUnknown: true });
  });

  it('a 4xx is final: the same key with another body is refused, not retried', async () => {
    const key = idempotenceKey('payment', 'changed');
    await client.createPayment(firstPayment(14_000), key);
    const count = fake.requests.length;
    const failure = await client.createPayment(firstPayment(49_000), key).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 400, code: 'invalid_request', parameter: 'Idempotence-Key' });
    expect((failure as YooKassaError).outcomeUnknown).toBe(false);
    expect(fake.requests.length).toBe(count + 1);
  });

  it('refuses wrong credentials (401) and an unknown payment (404) without retrying', async () => {
    const wrong = new YooKassaClient({ shopId: fake.shopId, secretKey: 'test_wrong', baseUrl: fake.url });
    await expect(wrong.getPayment('x')).rejects.toMatchObject({ status: 401, code: 'invalid_credentials' });
    await expect(client.getPayment('no-such-payment')).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });

  it('charges a saved card without confirmation: succeeded, or canceled with the reason', async () => {
    const first = await client.createPayment(firstPayment(49_000), idempotenceKey('payment', 'to-save'));
    const methodId = fake.settle(first.id, 'succeeded').payment_method?.id ?? '';
    const recurring = (attempt: string): YooCreatePayment => ({
      amount: { value: '490.00', currency: 'RUB' },
      capture: true,
      description: 'Автоплатёж: тариф PRO на 1 месяц',
      metadata: { paymentId: attempt },
      payment_method_id: methodId,
    });
    const charged = await client.createPayment(recurring('r-1'), idempotenceKey('autopay', 'r-1'));
    expect(charged).toMatchObject({ status: 'succeeded', paid: true });
    fake.declineRecurring = 'insufficient_funds';
    const declined = await client.createPayment(recurring('r-2'), idempotenceKey('autopay', 'r-2'));
    expect(declined).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'insufficient_funds' },
    });
  });

  it('derives keys of 64 characters from our ids, the same for the same ids', () => {
    const key = idempotenceKey('payment', '0b5f6f6e-1c7a-4c53-9d0f-7d1b1f2f8a11');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(idempotenceKey('payment', '0b5f6f6e-1c7a-4c53-9d0f-7d1b1f2f8a11')).toBe(key);
    expect(idempotenceKey('payment', 'other')).not.toBe(key);
  });
});
