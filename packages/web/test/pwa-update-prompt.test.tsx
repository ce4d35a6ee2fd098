import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { UpdatePrompt } from '../src/app/UpdatePrompt';
import { UpdateSlot } from '../src/app/UpdateSlot';
import { offerUpdate, pendingUpdate } from '../src/shared/pwa/sw-update';
import { LiveAnnouncer } from '../src/shared/ui/LiveAnnouncer';
import { theme } from '../src/app/theme';

type Listener = () => void;

/** workbox-window's Workbox as register-sw.ts uses it: events, register, messageSkipWaiting, update. */
class FakeWorkbox {
  static last: FakeWorkbox | null = null;
  listeners = new Map<string, Listener[]>();
  skipWaiting = vi.fn();
  update = vi.fn(() => Promise.resolve());
  registration = { waiting: {} as ServiceWorker | null } as ServiceWorkerRegistration;
  constructor(
    readonly url: string,
    readonly options: unknown,
  ) {
    FakeWorkbox.last = this;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  register() {
    return Promise.resolve(this.registration);
  }
  messageSkipWaiting() {
    this.skipWaiting();
  }
}

vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

function stubReload() {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  return reload;
}

afterEach(() => {
  offerUpdate(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('service worker registration', () => {
  it('registers /sw.js for the whole site and offers a waiting release; «Обновить» lets it take over, then reloads', async () => {
    vi.useFakeTimers();
    const reload = stubReload();
    const { registerWorker } = await import('../src/shared/pwa/register-sw');
    await registerWorker();
    const workbox = FakeWorkbox.last!;
    expect(workbox.url).toBe('/sw.js');
    expect(workbox.options).toEqual({ scope: '/' });
    expect(pendingUpdate()).toBeNull();

    workbox.emit('waiting');
    const offer = pendingUpdate();
    expect(offer).not.toBeNull();
    offer!.apply();
    expect(workbox.skipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.emit('controlling');
    expect(reload).toHaveBeenCalledTimes(1);

    // A tab open all day checks for a release every hour.
    vi.advanceTimersByTime(60 * 60_000);
    expect(workbox.update).toHaveBeenCalledTimes(1);
  });

  it('only reloads when the waiting worker took over already (from another tab)', async () => {
    const reload = stubReload();
    const { registerWorker } = await import('../src/shared/pwa/register-sw');
    await registerWorker();
    const workbox = FakeWorkbox.last!;
    workbox.emit('waiting');
    (workbox.registration as { waiting: ServiceWorker | null }).waiting = null;
    pendingUpdate()!.apply();
    expect(workbox.skipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('update prompt', () => {
  function renderPrompt(apply = vi.fn()) {
    render(
      <MantineProvider theme={theme} env="test">
        <LiveAnnouncer />
        <UpdatePrompt offer={{ apply }} />
      </MantineProvider>,
    );
    return apply;
  }

  it('offers «Доступна новая версия — обновить?» in a labelled region, says it politely, updates on «Обновить»', async () => {
    vi.useFakeTimers();
    const apply = renderPrompt();
    const region = screen.getByRole('region', { name: 'Обновление сайта' });
    expect(region.textContent).toContain('Доступна новая версия — обновить?');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByTestId('live-announcer').textContent).toBe('Доступна новая версия — обновить?');

    fireEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('«Позже» hides the banner without updating', () => {
    const apply = renderPrompt();
    fireEvent.click(screen.getByRole('button', { name: 'Позже' }));
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    expect(apply).not.toHaveBeenCalled();
  });
});

describe('update slot', () => {
  it('shows nothing until a release waits, then the banner', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <UpdateSlot />
      </MantineProvider>,
    );
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    const apply = vi.fn();
    act(() => offerUpdate({ apply }));
    fireEvent.click(await screen.findByRole('button', { name: 'Обновить' }, { timeout: 5000 }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
