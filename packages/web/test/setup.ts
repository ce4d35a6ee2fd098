import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { rememberSocket } from '../src/shared/socket/socket-id';

// jsdom lacks the layout APIs Mantine uses.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = vi.fn();
// The tests' socket modules (socket-mock.ts, deal-socket.ts) never connect; mutations are sent as from a connected tab.
rememberSocket({ connected: true, id: 'test-socket-id' });
Element.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  sessionStorage.clear();
});
