import { vi } from 'vitest';

/** A socket that never connects: tests must not open network connections. */
export function mockSocketModule() {
  const socket = { on: vi.fn(), off: vi.fn(), io: { on: vi.fn(), off: vi.fn() } };
  return {
    getSocket: () => socket,
    connectSocket: vi.fn(),
    disconnectSocket: vi.fn(),
  };
}
