import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatTariffDate } from '@fura/domain/tariff-period';
import type { TPaymentMode } from '@fura/domain/settings';
import type { TUserResponse } from '@fura/domain/user';
import { MyTariffPage } from '../src/features/tariffs/pages/MyTariffPage';
import { SESSION_QUERY_KEY } from '../src/shared/session/session-query';
import { renderPage } from './inputs/render';
import { stubApi, type Handler } from './my-articles-fixtures';
import { makeSettings } from './fixtures';
import { makeQueryClient } from './render';
import { autopayAnswer, carrierSession, inDays, makePayment, plansAnswer } from './tariff-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

const WAIT = { timeout: 6000 };

function renderMyTariff(
  session: TUserResponse,
  handlers: Record<string, Handler>,
  path = '/mytarif',
  payments: TPaymentMode = 'live',
) {
  const calls = stubApi({
    '/api/tariff/getPlans': plansAnswer,
    '/api/tariff/getAutopay': () => autopayAnswer(),
    '/api/tariff/getPayments': () => ({ body: { error: false, payments: [], countAll: 0 } }),
    ...handlers,
  });
  const view = renderPage(<MyTariffPage />, {
    path,
    pattern: '/mytarif',
    queryClient: makeQueryClient(session, { ...makeSettings(), payments }),
  });
  return { calls, ...view };
}

describe('/mytarif', { timeout: 30_000 }, () => {
  it('shows the state as the header badge, the paid-until date, the days left and «Продлить»', async () => {
    const end = inDays(19.5);
    renderMyTariff(carrierSession({ expiriesTariffAt: end }), {});

    const current = screen.getByTestId('tariff-current');
    expect(current.dataset.state).toBe('active');
    const date = formatTariffDate(new Date(end));
    expect(screen.getByTestId('tariff-current-title').textContent).toBe(`Тариф PRO до ${date}`);
    expect(screen.getByTestId('tariff-paid-until').textContent).toBe(date);
    expect(screen.getByTestId('tariff-days-left').textContent).toBe('20 дней');
    expect(screen.getByTestId('tariff-autopay-link').getAttribute('href')).toBe('/autopay');
    await screen.findByTestId('tariff-plans', {}, WAIT);
    expect(screen.getByRole('button', { name: 'Продлить — 1 месяц' })).toBeTruthy();
    expect(screen.getByTestId('mytarif-page').textContent).toContain('оплаченные дни не пропадают');
    // getAutopay says canReturnToDemo: false.
    await waitFor(() => expect(current.textContent).toContain('Автоплатёж выключен'), WAIT);
    expect(screen.queryByTestId('tariff-return-demo')).toBeNull();
  });

  it('an expiring tariff warns with the days left', () => {
    renderMyTariff(carrierSession({ expiriesTariffAt: inDays(1.5) }), {});
    expect(screen.getByTestId('tariff-current').dataset.state).toBe('expiring');
    expect(screen.getByTestId('tariff-current-title').textContent).toBe('Тариф PRO: осталось 2 дня');
  });

  it('offers «Вернуться на ДЕМО» only when allowed, and takes the new state', async () => {
    const end = inDays(7);
    const calls = renderMyTariff(carrierSession({ tariff: null, expiriesTariffAt: inDays(-3) }), {
      '/api/tariff/getAutopay': () => autopayAnswer({ canReturnToDemo: true }),
      '/api/tariff/returnDemo': () => ({ body: { error: false, tariff: 'demo', expiriesTariffAt: end } }),
    }).calls;
    expect(screen.getByTestId('tariff-current').dataset.state).toBe('ended');
    expect(await screen.findByRole('button', { name: 'Оплатить — 1 месяц' }, WAIT)).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Вернуться на ДЕМО' }, WAIT));

    await waitFor(() => expect(screen.getByTestId('tariff-current').dataset.state).toBe('active'), WAIT);
    expect(calls.some((call) => call.path === '/api/tariff/returnDemo')).toBe(true);
    expect(screen.getByTestId('tariff-current-title').textContent).toContain('Тариф DEMO');
  });

  it('lists the payments with date, plan, amount, status, card, failure and receipt', async () => {
    renderMyTariff(carrierSession(), {
      '/api/tariff/getPayments': () => ({
        body: {
          error: false,
          countAll: 2,
          payments: [
            makePayment('p2', {
              status: 'canceled',
              kind: 'autopay',
              failure: 'Недостаточно средств на карте',
              createdAt: '2026-03-02T09:30:00.000Z',
            }),
            makePayment('p1', { receiptUrl: 'https://yoomoney.ru/checkout/payments/v2/p1' }),
          ],
        },
      }),
    });

    const rows = await screen.findAllByTestId('tariff-payment', {}, WAIT);
    expect(rows).toHaveLength(2);
    const [declined, paid] = rows;
    expect(declined!.textContent).toContain('02.03.2026');
    expect(declined!.textContent).toContain('1 месяц');
    expect(declined!.textContent).toContain('автоплатёж');
    expect(declined!.textContent).toMatch(/490\s₽/);
    expect(within(declined!).getByTestId('tariff-payment-status').textContent).toBe('Не прошёл');
    expect(within(declined!).getByTestId('tariff-payment-failure').textContent).toBe(
      'Недостаточно средств на карте',
    );
    expect(within(declined!).queryByTestId('tariff-payment-receipt')).toBeNull();
    expect(within(paid!).getByTestId('tariff-payment-status').textContent).toBe('Оплачен');
    expect(paid!.textContent).toContain('Visa •••• 4477');
    expect(within(paid!).getByRole('link', { name: 'Чек' }).getAttribute('href')).toBe(
      'https://yoomoney.ru/checkout/payments/v2/p1',
    );
    expect(screen.queryByTestId('tariff-history-more')).toBeNull();
  });

  it('back from the payment page: «Оплата проходит…» until polling says succeeded, then the new date', async () => {
    const end = inDays(50);
    let polls = 0;
    const { calls } = renderMyTariff(
      carrierSession(),
      {
        '/api/tariff/getPayment': () => {
          polls += 1;
          return {
            body: {
              error: false,
              payment: makePayment('p9', { status: polls < 2 ? 'pending' : 'succeeded' }),
            },
          };
        },
        '/api/user': () => ({ body: carrierSession({ expiriesTariffAt: end }) }),
      },
      '/mytarif?payment=p9',
    );

    const pending = await screen.findByTestId('tariff-payment-return', {}, WAIT);
    expect(pending.getAttribute('role')).toBe('status');
    expect(pending.textContent).toContain('Оплата проходит…');
    const done = await screen.findByText(`Тариф оплачен до ${formatTariffDate(new Date(end))}`, {}, WAIT);
    expect(done.closest('[role="status"]')).toBeTruthy();
    expect(polls).toBe(2);
    expect(calls.find((call) => call.path === '/api/tariff/getPayment')?.body).toEqual({ paymentId: 'p9' });
    expect(screen.getByTestId('tariff-paid-until').textContent).toBe(formatTariffDate(new Date(end)));
  });

  it('a setTariff for this carrier ends «Оплата проходит…» without waiting for the poll', async () => {
    const end = inDays(80);
    const view = renderMyTariff(
      carrierSession(),
      {
        '/api/tariff/getPayment': () => ({
          body: { error: false, payment: makePayment('p9', { status: 'pending' }) },
        }),
      },
      '/mytarif?payment=p9',
    );
    expect((await screen.findByTestId('tariff-payment-return', {}, WAIT)).dataset.state).toBe('pending');
    await waitFor(() => expect(view.calls.some((call) => call.path === '/api/tariff/getPayment')).toBe(true));

    // What the socket handler does with `setTariff`.
    act(() => {
      view.queryClient.setQueryData(SESSION_QUERY_KEY, carrierSession({ expiriesTariffAt: end }));
    });

    expect(
      await screen.findByText(`Тариф оплачен до ${formatTariffDate(new Date(end))}`, {}, WAIT),
    ).toBeTruthy();
    expect(screen.getByTestId('tariff-payment-return').dataset.state).toBe('succeeded');
  });

  it('a cancelled payment says why, as an alert', async () => {
    renderMyTariff(
      carrierSession(),
      {
        '/api/tariff/getPayment': () => ({
          body: {
            error: false,
            payment: makePayment('p9', { status: 'canceled', failure: 'Вы отказались от оплаты' }),
          },
        }),
      },
      '/mytarif?payment=p9',
    );

    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('Оплата не прошла');
    expect(alert.textContent).toContain('Вы отказались от оплаты');
    expect(screen.queryByText('Оплата проходит…')).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Скрыть сообщение' }));
    await waitFor(() => expect(screen.queryByTestId('tariff-payment-return')).toBeNull());
  });

  it('on a live provider says nothing of test mode or of payments being off', async () => {
    renderMyTariff(carrierSession(), {});
    await screen.findByTestId('tariff-plans', {}, WAIT);
    expect(screen.queryByTestId('payment-test-mode')).toBeNull();
    expect(screen.queryByTestId('payments-unavailable')).toBeNull();
  });

  it('in test mode says «Тестовый режим: деньги не списываются», on the return from payment too', async () => {
    renderMyTariff(
      carrierSession(),
      {
        '/api/tariff/getPayment': () => ({
          body: { error: false, payment: makePayment('p9', { status: 'pending' }) },
        }),
      },
      '/mytarif?payment=p9',
      'test',
    );
    expect(screen.getByTestId('payment-test-mode').textContent).toContain(
      'Тестовый режим: деньги не списываются',
    );
    expect(await screen.findByRole('button', { name: 'Продлить — 1 месяц' }, WAIT)).toBeTruthy();
    expect(await screen.findByTestId('tariff-payment-return', {}, WAIT)).toBeTruthy();
  });

  it('without payments: «Оплата временно недоступна», the plans with no button that would fail', async () => {
    renderMyTariff(
      carrierSession({ tariff: null, expiriesTariffAt: inDays(-3) }),
      {},
      '/mytarif',
      'unavailable',
    );
    const note = screen.getByTestId('payments-unavailable');
    expect(note.textContent).toContain('Оплата временно недоступна');
    await screen.findByTestId('tariff-plans', {}, WAIT);
    expect(screen.queryByTestId('tariff-plan-pay')).toBeNull();
    expect(screen.queryByRole('button', { name: /Оплатить/ })).toBeNull();
    expect(screen.getByTestId('tariff-current').textContent).not.toContain('Оплатите');
    expect(screen.getByTestId('mytarif-page').textContent).not.toContain('сразу после оплаты');
  });
});
