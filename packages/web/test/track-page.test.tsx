import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TPublicTrack } from '@fura/domain/geo-tracking';
import { TRACK_REFRESH_MS } from '../src/features/track-link/api/get-public-track';
import { TrackPage } from '../src/features/track-link/pages/TrackPage';
import { formatDuration, formatEta } from '../src/features/track-link/track-text';
import { renderPage } from './inputs/render';
import { makeQueryClient } from './render';

vi.mock('../src/features/track-link/components/TrackMap', () => ({
  default: ({ track }: { track: TPublicTrack }) => (
    <div
      data-testid="track-map-stub"
      data-position={track.position ? `${track.position.lat},${track.position.lon}` : ''}
    />
  ),
}));

const NOW = Date.parse('2026-05-12T10:00:00.000Z');

function makeTrack(overrides: Partial<TPublicTrack> = {}): TPublicTrack {
  return {
    from: { settlement: 'Москва', lat: 55.76, lon: 37.62 },
    to: { settlement: 'Тверь', lat: 56.86, lon: 35.92 },
    position: { lat: 56.2, lon: 36.9, at: new Date(NOW - 5 * 60_000).toISOString() },
    eta: { distanceKm: 130, minutes: 130 },
    expiresAt: '2026-05-19T07:30:00.000Z',
    toChangedAt: null,
    ...overrides,
  };
}

/** GET /api/track/:token answered by `answer` (called per request); returns the requested paths. */
function stubTrack(answer: () => { status?: number; body: unknown }) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      paths.push(path);
      const { status = 200, body } = answer();
      return Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
      );
    }),
  );
  return paths;
}

function renderTrack(token = 'abc_123') {
  return renderPage(<TrackPage />, {
    path: `/track/${token}`,
    pattern: '/track/:token',
    queryClient: makeQueryClient(null),
  });
}

beforeEach(() => vi.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove());
});

describe('ETA text', () => {
  it('is labelled «примерно», in hours and minutes, with the distance', () => {
    expect(formatEta({ distanceKm: 130, minutes: 130 })).toBe(
      'Прибытие: примерно через 2 ч 10 мин (~130 км)',
    );
    expect(formatEta({ distanceKm: 45, minutes: 45 })).toBe('Прибытие: примерно через 45 мин (~45 км)');
    expect(formatEta({ distanceKm: 1250, minutes: 1250 })).toBe(
      'Прибытие: примерно через 20 ч 50 мин (~1\u00a0250 км)',
    );
    expect(formatDuration(180)).toBe('3 ч');
    expect(formatDuration(0)).toBe('1 мин');
    expect(formatEta({ distanceKm: 0, minutes: 0 })).toBe('Прибытие: груз уже рядом с пунктом назначения');
  });
});

describe('/track/:token', () => {
  it('shows only the route, the map, the last position’s time and the ETA with how it is estimated; not indexed', async () => {
    const paths = stubTrack(() => ({ body: makeTrack() }));
    renderTrack();
    expect(screen.getByTestId('track-loading')).toBeTruthy();
    expect(await screen.findByTestId('track-from')).toBeTruthy();
    expect(paths[0]).toBe('/api/track/abc_123');
    expect(screen.getByTestId('track-route').textContent).toBe('ОткудаМоскваКудаТверь');
    expect(screen.getByTestId('track-position').textContent).toContain('Последняя точка: 5 мин назад');
    const eta = screen.getByTestId('track-eta');
    expect(within(eta).getByText('Прибытие: примерно через 2 ч 10 мин (~130 км)')).toBeTruthy();
    expect(eta.textContent).toContain('по прямой');
    expect(eta.textContent).toContain('примерная оценка');
    expect((await screen.findByTestId('track-map-stub')).getAttribute('data-position')).toBe('56.2,36.9');
    expect(screen.getByTestId('track-page').textContent).toContain('каждые 30 секунд');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('says the position has not come yet, without an ETA', async () => {
    stubTrack(() => ({ body: makeTrack({ position: null, eta: null }) }));
    renderTrack();
    expect((await screen.findByTestId('track-position')).textContent).toContain('ещё не передал');
    expect(screen.getByTestId('track-eta').textContent).toContain('Время прибытия появится');
  });

  it('refreshes every 30 seconds: the newer position shows without a reload', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    let position = { lat: 56.2, lon: 36.9, at: new Date(NOW - 5 * 60_000).toISOString() };
    const paths = stubTrack(() => ({ body: makeTrack({ position }) }));
    renderTrack();
    await vi.waitFor(() => expect(screen.getByTestId('track-map-stub')).toBeTruthy());
    position = { lat: 56.5, lon: 36.2, at: new Date(NOW - 20_000).toISOString() };
    await act(() => vi.advanceTimersByTimeAsync(TRACK_REFRESH_MS));
    await vi.waitFor(() => expect(screen.getByTestId('track-position').textContent).toContain('только что'));
    expect(paths).toHaveLength(2);
    expect(screen.getByTestId('track-map-stub').getAttribute('data-position')).toBe('56.5,36.2');
  });

  it('a dead link (404) gets a clear page and no more requests', async () => {
    const paths = stubTrack(() => ({
      status: 404,
      body: { error: true, errors: [{ msg: 'Ссылка не найдена или больше не действует', param: 'token' }] },
    }));
    renderTrack('gone');
    const page = await screen.findByTestId('track-not-found');
    expect(within(page).getByText('Ссылка не найдена или больше не действует')).toBeTruthy();
    expect(page.textContent).toContain('попросите отправителя прислать новую ссылку');
    expect(within(page).getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/');
    expect(paths).toHaveLength(1);
  });

  it('another failure shows its reason and a retry', async () => {
    let fail = true;
    stubTrack(() =>
      fail
        ? { status: 503, body: { error: true, errors: [{ msg: 'Сервис недоступен' }] } }
        : { body: makeTrack() },
    );
    renderTrack();
    const error = await screen.findByTestId('track-error', {}, { timeout: 5000 });
    expect(error.textContent).toContain('Сервис недоступен');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.getByTestId('track-from').textContent).toBe('Москва'));
  });
});
