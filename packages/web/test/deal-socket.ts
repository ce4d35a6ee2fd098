/**
 * A socket module whose socket never connects but lets a test deliver server events. Kept free of app imports: the
 * module is loaded from inside vi.mock of the socket module.
 */
import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { ServerEventName, ServerEventPayload } from '@fura/domain/events';

type Listener = (payload: unknown) => void;
const listeners = new Map<string, Set<Listener>>();

/** The socket module with a socket that never connects but lets `emitEvent` deliver server events. */
export function dealSocketModule() {
  const socket = {
    on: (event: string, listener: Listener) => {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(event, set);
    },
    off: (event: string, listener: Listener) => listeners.get(event)?.delete(listener),
    io: { on: vi.fn(), off: vi.fn() },
  };
  return {
    getSocket: () => socket,
    connectSocket: vi.fn(),
    disconnectSocket: vi.fn(),
  };
}

/** Delivers a server event to the page's current listeners (at least one must listen). */
export function emitEvent<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>): void {
  const current = [...(listeners.get(event) ?? [])];
  expect(current.length).toBeGreaterThan(0);
  act(() => current.forEach((listener) => listener(payload)));
}
