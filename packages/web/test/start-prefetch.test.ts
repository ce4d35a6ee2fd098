import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { prefetchStartData } from '../src/app/start-prefetch';

function stubFetch() {
  const fetchMock = vi.fn((path: string) =>
    Promise.resolve(
      new Response(JSON.stringify(path === '/api/user' ? { message: 'нет' } : {}), {
        status: path === '/api/user' ? 401 : 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function asked(fetchMock: ReturnType<typeof stubFetch>): string[] {
  return fetchMock.mock.calls.map(([path]) => path).sort();
}

afterEach(() => vi.unstubAllGlobals());

describe('prefetchStartData (issue 14: the first requests start with the entry, at once)', () => {
  it('asks for the user and the settings together on every page, a visitor being no error', async () => {
    const fetchMock = stubFetch();
    const client = new QueryClient();
    prefetchStartData(client, '/search-order');
    expect(asked(fetchMock)).toEqual(['/api/page/getSettings', '/api/user']);
    await vi.waitFor(() => expect(client.getQueryData(['session'])).toBeNull());
    expect(client.getQueryData(['settings'])).toEqual({});
  });

  it('on the main page also asks for its figures, latest orders and texts', () => {
    const fetchMock = stubFetch();
    prefetchStartData(new QueryClient(), '/');
    expect(asked(fetchMock)).toEqual([
      '/api/content/landing',
      '/api/content/main',
      '/api/page/getSettings',
      '/api/user',
    ]);
  });
});
