import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DemoPayPage } from '../src/features/tariffs/pages/DemoPayPage';
import { renderPage } from './inputs/render';
import { stubApi } from './my-articles-fixtures';
import { makeQueryClient } from './render';
import { carrierSession, makePayment } from './tariff-fixtures';

const WAIT = { timeout: 5000 };

function renderDemo(status: 'pending' | 'succeeded' = 'pending') {
  const calls = stubApi({
    '/api/payment/demo/getPayment': () => ({
      body: {
        error: false,
        payment: makePayment('p7', { status }),
        returnUrl: `${window.location.origin}/mytarif?payment=p7`,
      },
    }),
    '/api/payment/demo/decide': () => ({ body: { error: false, returnUrl: '/mytarif?payment=p7' } }),
  });
  renderPage(<DemoPayPage />, {
    path: '/pay/demo/p7',
    pattern: '/pay/demo/:paymentId',
    queryClient: makeQueryClient(carrierSession()),
  });
  return calls;
}

describe('/pay/demo/:paymentId', { timeout: 30_000 }, () => {
  it('is marked as a test and shows what is paid', async () => {
    const calls = renderDemo();
    expect(screen.getByTestId('demo-pay-test-mode').textContent).toContain(
      'Тестовый режим: деньги не списываются',
    );
    const payment = await screen.findByTestId('demo-pay-payment', {}, WAIT);
    expect(payment.textContent).toContain('1 месяц — 30 дней');
    expect(screen.getByTestId('demo-pay-amount').textContent).toMatch(/^490\s₽$/);
    expect(calls[0]?.body).toEqual({ paymentId: 'p7' });
  });

  it.each([
    ['Оплатить', 'pay'],
    ['Отказаться', 'refuse'],
  ])('«%s» sends the decision and returns to the tariff page', async (label, decision) => {
    const calls = renderDemo();
    await screen.findByTestId('demo-pay-payment', {}, WAIT);

    fireEvent.click(screen.getByRole('button', { name: label }));

    expect((await screen.findByTestId('location', {}, WAIT)).textContent).toBe('/mytarif');
    expect(calls.find((call) => call.path === '/api/payment/demo/decide')?.body).toEqual({
      paymentId: 'p7',
      decision,
    });
  });

  it('goes to another site’s return address with a full navigation', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubApi({
      '/api/payment/demo/getPayment': () => ({
        body: { error: false, payment: makePayment('p7', { status: 'pending' }), returnUrl: '/mytarif' },
      }),
      '/api/payment/demo/decide': () => ({
        body: { error: false, returnUrl: 'https://shop.example.org/mytarif?payment=p7' },
      }),
    });
    renderPage(<DemoPayPage />, { path: '/pay/demo/p7', pattern: '/pay/demo/:paymentId' });
    await screen.findByTestId('demo-pay-payment', {}, WAIT);

    fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));

    await waitFor(
      () => expect(assign).toHaveBeenCalledWith('https://shop.example.org/mytarif?payment=p7'),
      WAIT,
    );
  });

  it('a finished payment offers no buttons, only the way back', async () => {
    renderDemo('succeeded');
    const final = await screen.findByTestId('demo-pay-final', {}, WAIT);
    expect(final.textContent).toContain('уже завершён');
    expect(screen.queryByRole('button', { name: 'Оплатить' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Вернуться к тарифу' }).getAttribute('href')).toBe(
      '/mytarif?payment=p7',
    );
  });
});
