import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TPublicTrack } from '@fura/domain/geo-tracking';
import { TrackPage } from '../src/features/track-link/pages/TrackPage';
import { renderPage } from './inputs/render';
import { makeQueryClient } from './render';

vi.mock('../src/features/track-link/components/TrackMap', () => ({
  default: () => <div data-testid="track-map-stub" />,
}));

afterEach(() => vi.unstubAllGlobals());

/** Issue 29: the consignee's page says when the deal's unloading address changed. */

const TRACK: TPublicTrack = {
  from: { settlement: 'Москва', lat: 55.76, lon: 37.62 },
  to: { settlement: 'Нижний Новгород', lat: 56.33, lon: 44 },
  position: null,
  eta: null,
  expiresAt: '2026-12-05T07:30:00.000Z',
  toChangedAt: null,
};

function renderTrack(track: TPublicTrack) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(track), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    ),
  );
  return renderPage(<TrackPage />, {
    path: '/track/abc_123',
    pattern: '/track/:token',
    queryClient: makeQueryClient(null),
  });
}

describe('/track/:token after the unloading address changed', () => {
  it('says «Адрес выгрузки изменён» with its date and time, beside the new destination', async () => {
    renderTrack({ ...TRACK, toChangedAt: '2026-11-29T11:30:00.000Z' });
    const note = await screen.findByTestId('track-to-changed');
    expect(note.textContent).toMatch(/^Адрес выгрузки изменён 29\.11\.2026 \d\d:30$/);
    expect(note.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-29T11:30:00.000Z');
    expect(screen.getByTestId('track-to').textContent).toBe('Нижний Новгород');
  });

  it('says nothing of it when the address never changed', async () => {
    renderTrack(TRACK);
    await screen.findByTestId('track-to');
    expect(screen.queryByTestId('track-to-changed')).toBeNull();
  });
});
