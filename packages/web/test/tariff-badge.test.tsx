import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { TariffFields } from '@fura/domain/tariff-badge';
import { TariffBadge } from '../src/features/tariff-badge/TariffBadge';
import { renderWithSession } from './render';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

function inDays(days: number): string {
  return new Date(NOW.getTime() + days * DAY).toISOString();
}

function renderBadge(user: TariffFields) {
  renderWithSession(<TariffBadge user={user} now={NOW} />, null, '/profile/info');
  return screen.getByTestId('tariff-badge');
}

describe('TariffBadge', () => {
  it('banned: profile blocked', () => {
    const badge = renderBadge({ isBan: true, tariff: 'PRO', expiriesTariffAt: inDays(20) });
    expect(badge.dataset.state).toBe('banned');
    expect(badge.textContent).toContain('Профиль заблокирован');
  });

  it('no tariff and no expiry: profile hidden, with the explanation', () => {
    const badge = renderBadge({ isBan: false, tariff: null, expiriesTariffAt: null });
    expect(badge.dataset.state).toBe('hidden');
    expect(badge.textContent).toContain('Профиль скрыт');
    fireEvent.click(badge);
    const popup = screen.getByTestId('tariff-popup');
    expect(popup.textContent).toContain('не можете брать заказы');
    expect(popup.textContent).toContain('PRO');
    expect(popup.textContent).toContain('DEMO');
  });

  it('expiry but no tariff: offers to return to the demo tariff on /mytarif', () => {
    const badge = renderBadge({ isBan: false, tariff: null, expiriesTariffAt: inDays(-2) });
    expect(badge.dataset.state).toBe('returnToDemo');
    expect(badge.textContent).toContain('DEMO');
    expect(badge.getAttribute('href')).toBe('/mytarif');
  });

  it('within 3 days: the popup opens with the days left and the hiding warning', () => {
    const badge = renderBadge({ isBan: false, tariff: 'PRO', expiriesTariffAt: inDays(2.5) });
    expect(badge.dataset.state).toBe('expiring');
    expect(badge.textContent).toContain('осталось 3 дня');
    const popup = screen.getByTestId('tariff-popup');
    expect(popup.textContent).toContain('осталось 3 дня');
    expect(popup.textContent).toContain('профиль и предложения будут скрыты');
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
