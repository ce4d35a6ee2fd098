import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TPaymentMode } from '@fura/domain/settings';
import type { TUserResponse } from '@fura/domain/user';
import { AutopayPage } from '../src/features/tariffs/pages/AutopayPage';
import { SESSION_QUERY_KEY } from '../src/shared/session/session-query';
import { renderPage } from './inputs/render';
import { stubApi, type Handler } from './my-articles-fixtures';
import { makeSettings } from './fixtures';
import { makeQueryClient } from './render';
import { autopayAnswer, carrierSession } from './tariff-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

const WAIT = { timeout: 5000 };

function renderAutopay(handlers: Record<string, Handler>, payments: TPaymentMode = 'live') {
  const calls = stubApi(handlers);
  const view = renderPage(<AutopayPage />, {
    path: '/autopay',
    queryClient: makeQueryClient(carrierSession(), { ...makeSettings(), payments }),
  });
  return { calls, ...view };
}

function autopaySwitch(): HTMLInputElement {
  const input = screen.getByRole('switch', { name: 'Автоплатёж' });
  if (!(input instanceof HTMLInputElement)) throw new Error('not an input');
  return input;
}

describe('/autopay', { timeout: 30_000 }, () => {
  it('shows the saved card and the terms: amount, period, next charge, how to turn it off', async () => {
    renderAutopay({ '/api/tariff/getAutopay': () => autopayAnswer({ isEnableAutoPay: true }) });

    expect((await screen.findByTestId('autopay-card-label', {}, WAIT)).textContent).toBe('Visa •••• 4477');
    expect(autopaySwitch().checked).toBe(true);
    expect(autopaySwitch().disabled).toBe(false);
    const consent = screen.getByTestId('autopay-consent').textContent;
    expect(consent).toMatch(/490\s₽/);
    expect(consent).toContain('«1 месяц»');
    expect(consent).toContain('30 дней');
    expect(consent).toContain('Следующее списание');
    expect(screen.getByTestId('autopay-next-date').textContent).toBe('20.04.2026');
    expect(consent).toContain('Отключить автоплатёж можно в любой момент');
  });

  it('without a card: «Карта не сохранена», a way to pay, and the switch disabled', async () => {
    renderAutopay({ '/api/tariff/getAutopay': () => autopayAnswer({ card: null, next: null }) });

    expect((await screen.findByTestId('autopay-no-card', {}, WAIT)).textContent).toBe('Карта не сохранена');
    expect(screen.getByRole('link', { name: 'Оплатить тариф' }).getAttribute('href')).toBe('/mytarif');
    expect(autopaySwitch().disabled).toBe(true);
    expect(autopaySwitch().checked).toBe(false);
    expect(screen.getByTestId('autopay-switch-hint').textContent).toContain('сначала оплатите тариф картой');
    expect(screen.queryByTestId('autopay-delete')).toBeNull();
  });

  it('turns autopay on and updates the session', async () => {
    let on = false;
    const { calls, queryClient } = renderAutopay({
      '/api/tariff/getAutopay': () => autopayAnswer({ isEnableAutoPay: on }),
      '/api/user/toogleAutoPay': () => {
        on = !on;
        return { body: { error: false, isEnableAutoPay: on } };
      },
    });
    await screen.findByTestId('autopay-card-label', {}, WAIT);

    fireEvent.click(autopaySwitch());

    await waitFor(() => expect(autopaySwitch().checked).toBe(true), WAIT);
    expect(calls.filter((call) => call.path === '/api/user/toogleAutoPay')).toHaveLength(1);
    expect(queryClient.getQueryData<TUserResponse>(SESSION_QUERY_KEY)?.user.isEnableAutoPay).toBe(true);
  });

  it('shows the server’s refusal under the switch', async () => {
    renderAutopay({
      '/api/tariff/getAutopay': () => autopayAnswer(),
      '/api/user/toogleAutoPay': () => ({
        status: 400,
        body: {
          error: true,
          errors: [{ msg: 'Сначала оплатите тариф картой: автоплатёж списывает с сохранённой карты' }],
        },
      }),
    });
    await screen.findByTestId('autopay-card-label', {}, WAIT);

    fireEvent.click(autopaySwitch());

    const error = await screen.findByText(
      'Сначала оплатите тариф картой: автоплатёж списывает с сохранённой карты',
      {},
      WAIT,
    );
    expect(autopaySwitch().getAttribute('aria-describedby')).toContain(error.id);
    expect(autopaySwitch().getAttribute('aria-invalid')).toBe('true');
    expect(autopaySwitch().checked).toBe(false);
  });

  it('deletes the card after a confirmation', async () => {
    const { calls } = renderAutopay({
      '/api/tariff/getAutopay': () => autopayAnswer({ isEnableAutoPay: true }),
      '/api/tariff/deleteCard': () => autopayAnswer({ card: null, isEnableAutoPay: false, next: null }),
    });
    await screen.findByTestId('autopay-card-label', {}, WAIT);

    fireEvent.click(screen.getByRole('button', { name: 'Удалить карту' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить карту?' }, WAIT);
    expect(dialog.textContent).toContain('Visa •••• 4477');
    expect(calls.some((call) => call.path === '/api/tariff/deleteCard')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByTestId('autopay-no-card', {}, WAIT)).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/tariff/deleteCard')).toHaveLength(1);
    expect(autopaySwitch().disabled).toBe(true);
    expect(autopaySwitch().checked).toBe(false);
    expect(await screen.findByText('Карта удалена. Автоплатёж выключен', {}, WAIT)).toBeTruthy();
  });

  it('says when no money moves (test mode) and when the site takes no payments', () => {
    const view = renderAutopay({ '/api/tariff/getAutopay': () => autopayAnswer() }, 'test');
    expect(screen.getByTestId('payment-test-mode').textContent).toContain(
      'Тестовый режим: деньги не списываются',
    );
    view.unmount();
    renderAutopay({ '/api/tariff/getAutopay': () => autopayAnswer() }, 'unavailable');
    expect(screen.getByTestId('payments-unavailable').textContent).toContain('Оплата временно недоступна');
  });
});
