import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AppHeader } from '../src/app/layouts/AppHeader';
import { makeSession } from './fixtures';
import { renderWithSession } from './render';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

const header = <AppHeader menuOpened={false} onMenuToggle={() => undefined} />;

describe('the header of a banned user (issue 12)', () => {
  it('shows «Профиль заблокирован» to a banned cargo owner too', async () => {
    renderWithSession(header, makeSession({}, { type: 'cargo', isBan: true }));
    const badge = await screen.findByTestId('tariff-badge');
    expect(badge.dataset.state).toBe('banned');
    expect(badge.textContent).toBe('Профиль заблокирован');
  });

  it('shows no badge to a cargo owner who is not banned', async () => {
    renderWithSession(header, makeSession({}, { type: 'cargo' }));
    await screen.findByTestId('header-bell');
    expect(screen.queryByTestId('tariff-badge')).toBeNull();
  });
});
