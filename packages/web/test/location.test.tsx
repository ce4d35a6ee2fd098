import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TUserResponse } from '@fura/domain/user';
import { LocationStrips } from '../src/features/location/LocationStrips';
import { isFreshPosition } from '../src/features/location/use-location-sender';

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

function mockGeolocation() {
  const watchers = new Map<number, { success: Success; failure: Failure; options?: PositionOptions }>();
  let nextId = 1;
  const geolocation = {
    watchPosition: vi.fn((success: Success, failure: Failure, options?: PositionOptions) => {
      const id = nextId++;
      watchers.set(id, { success, failure, options });
      return id;
    }),
    clearWatch: vi.fn((id: number) => watchers.delete(id)),
    getCurrentPosition: vi.fn(),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return { geolocation, watchers };
}

function position(latitude: number, longitude: number, timestamp: number): GeolocationPosition {
  return { coords: { latitude, longitude }, timestamp } as GeolocationPosition;
}

function strips(enabled: boolean) {
  return (
    <MantineProvider env="test">
      <LocationStrips enabled={enabled} instructionLink="/page/geolocation" />
    </MantineProvider>
  );
}

function renderStrips(enabled: boolean, client = new QueryClient()) {
  const view = render(<QueryClientProvider client={client}>{strips(enabled)}</QueryClientProvider>);
  return {
    ...view,
    rerender: (next: boolean) =>
      view.rerender(<QueryClientProvider client={client}>{strips(next)}</QueryClientProvider>),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('location sending (SPEC §4, §9)', () => {
  it('accepts positions at most 300000 ms old', () => {
    expect(isFreshPosition(1_000_000, 1_300_000)).toBe(true);
    expect(isFreshPosition(1_000_000, 1_300_001)).toBe(false);
  });

  it('watches with high accuracy and a 10 s maximum age, sends fresh positions, and stops when turned off', async () => {
    const { geolocation, watchers } = mockGeolocation();
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{"error":false}', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    const view = renderStrips(true);
    expect(screen.getByTestId('location-sending')).toBeTruthy();
    expect(geolocation.watchPosition).toHaveBeenCalledTimes(1);
    const [watcher] = [...watchers.values()];
    expect(watcher?.options).toEqual({ enableHighAccuracy: true, maximumAge: 10000 });

    act(() => watcher!.success(position(55.75, 37.62, Date.now())));
    await Promise.resolve();
    act(() => watcher!.success(position(1, 2, Date.now() - 400_000)));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/article/setLocation');
    expect(JSON.parse(init.body as string)).toEqual({ position: [55.75, 37.62] });

    view.rerender(false);
    expect(geolocation.clearWatch).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('location-sending')).toBeNull();
  });

  it('shows the turn-on strip with the instruction link when geolocation fails', () => {
    const { watchers } = mockGeolocation();
    renderStrips(true);
    const [watcher] = [...watchers.values()];
    act(() => watcher!.failure({ code: 1, message: 'denied' } as GeolocationPositionError));
    expect(screen.getByTestId('location-error').textContent).toContain('Включите геолокацию в браузере');
    expect(screen.getByRole('link', { name: 'Как это сделать?' }).getAttribute('href')).toBe(
      '/page/geolocation',
    );
  });

  it('stops the watch, the strip and the session flag at once when setLocation answers isDisableGeo', async () => {
    const { geolocation, watchers } = mockGeolocation();
    const answer = { error: false, articles: 0, isDisableGeo: true };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }))),
    );
    const client = new QueryClient();
    const session = { user: { _id: 'u1', needSendLocation: true } } as unknown as TUserResponse;
    client.setQueryData(['session'], session);
    renderStrips(true, client);
    const [watcher] = [...watchers.values()];
    act(() => watcher!.success(position(55.75, 37.62, Date.now())));
    await screen.findByText('Идёт передача данных для отслеживания');
    await vi.waitFor(() => expect(screen.queryByTestId('location-sending')).toBeNull());
    expect(geolocation.clearWatch).toHaveBeenCalledTimes(1);
    expect(client.getQueryData<TUserResponse>(['session'])?.user.needSendLocation).toBe(false);
  });
});
