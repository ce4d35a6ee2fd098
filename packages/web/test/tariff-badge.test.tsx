import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TariffFields } from '@fura/domain/tariff-badge';
import type { TPaymentMode } from '@fura/domain/settings';
import { TariffBadge } from '../src/features/tariff-badge/TariffBadge';
import { makeSettings } from './fixtures';
import { makeQueryClient, Providers } from './render';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

function inDays(days: number): string {
  return new Date(NOW.getTime() + days * DAY).toISOString();
}

function renderBadge(user: TariffFields, payments: TPaymentMode = 'live') {
  const client = makeQueryClient(null, { ...makeSettings(), payments });
  render(
    <Providers client={client}>
      <MemoryRouter initialEntries={['/profile/info']}>
        <TariffBadge user={user} now={NOW} />
      </MemoryRouter>
    </Providers>,
  );
  return screen.getByTestId('tariff-badge');
}

describe('TariffBadge', () => {
  it('banned: profile blocked', () => {
    const badge = renderBadge({ isBan: true, tariff: 'PRO', expiriesTariffAt: inDays(20) });
    expect(badge.dataset.state).toBe('banned');
    expect(badge.textContent).toContain('Профиль заблокирован');
  });

  it('no tariff and no expiry: profile hidden, and he may pay to become visible (the server takes it)', () => {
    const badge = renderBadge({ isBan: false, tariff: null, expiriesTariffAt: null });
    expect(badge.dataset.state).toBe('hidden');
    expect(badge.textContent).toContain('Профиль скрыт');
    fireEvent.click(badge);
    const popup = screen.getByTestId('tariff-popup');
    expect(popup.textContent).toContain('брать заказы нельзя');
    expect(popup.textContent).toContain('Оплатите тариф PRO');
    expect(popup.textContent).not.toMatch(/не можете.*оплатить|DEMO/);
    const pay = screen.getByRole('link', { name: 'Оплатить тариф' });
    expect(pay.getAttribute('href')).toBe('/mytarif');
  });

  it('expiry but no tariff: one link to pay on /mytarif, no demo week he cannot take (decision 23)', () => {
    const badge = renderBadge({ isBan: false, tariff: null, expiriesTariffAt: inDays(-2) });
    expect(badge.dataset.state).toBe('ended');
    expect(badge.textContent).toBe('Тариф истёк — оплатить');
    expect(badge.textContent).not.toContain('DEMO');
    expect(badge.getAttribute('href')).toBe('/mytarif');
    expect(screen.getByRole('link', { name: 'Тариф истёк — оплатить' })).toBe(badge);
  });

  it('without payments: ended and hidden say «Оплата временно недоступна», with no link to pay', () => {
    for (const expiriesTariffAt of [inDays(-2), null]) {
      const badge = renderBadge({ isBan: false, tariff: null, expiriesTariffAt }, 'unavailable');
      expect(badge.getAttribute('href')).toBeNull();
      fireEvent.click(badge);
      const popup = screen.getByTestId('tariff-popup');
      expect(popup.textContent).toContain('Оплата временно недоступна');
      expect(screen.queryByRole('link', { name: /Оплатить/ })).toBeNull();
      expect(screen.getByRole('link', { name: 'Написать в поддержку' }).getAttribute('href')).toBe(
        '/support',
      );
      cleanup();
    }
  });

  it('without payments: the expiry warning has no «Продлить тариф»', () => {
    renderBadge({ isBan: false, tariff: 'PRO', expiriesTariffAt: inDays(2) }, 'unavailable');
    const popup = screen.getByTestId('tariff-popup');
    expect(popup.textContent).toContain('Оплата временно недоступна');
    expect(screen.queryByRole('link', { name: 'Продлить тариф' })).toBeNull();
  });

  it('within 3 days: the popup opens with the days left and the hiding warning', () => {
    const badge = renderBadge({ isBan: false, tariff: 'PRO', expiriesTariffAt: inDays(2.5) });
    expect(badge.dataset.state).toBe('expiring');
    expect(badge.textContent).toContain('осталось 3 дня');
    const popup = screen.getByTestId('tariff-popup');
    expect(popup.textContent).toContain('осталось 3 дня');
    expect(popup.textContent).toContain('профиль и предложения будут скрыты');
    expect(screen.getByRole('link', { name: 'Продлить тариф' }).getAttribute('href')).toBe('/mytarif');
  });

  it('one day left is singular', () => {
    const badge = renderBadge({ isBan: false, tariff: 'PRO', expiriesTariffAt: inDays(0.5) });
    expect(badge.textContent).toContain('осталось 1 день');
  });

  it('the warning pops up by itself only once per session', () => {
    sessionStorage.setItem('furaTariffWarningShown', '1');
    renderBadge({ isBan: false, tariff: 'PRO', expiriesTariffAt: inDays(1) });
    expect(screen.queryByTestId('tariff-popup')).toBeNull();
  });

  it('more than 3 days: the tariff and the paid-until date, linking to /mytarif', () => {
    const badge = renderBadge({ isBan: false, tariff: 'PRO', expiriesTariffAt: '2026-04-15T12:00:00.000Z' });
    expect(badge.dataset.state).toBe('active');
    expect(badge.textContent).toBe('Тариф PRO до 15.04.2026');
    expect(badge.getAttribute('href')).toBe('/mytarif');
  });
});
