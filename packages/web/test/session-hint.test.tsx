import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * Issue 16: the server writes `<meta name="fura-session" content="0|1">` into every page; a guest's page (0) asks
 * nothing, so no 401 of GET /api/user shows in the console. Login and registration (`useRefreshSession`) ask again.
 * The hint is read once per tab (module state), so each test imports the modules afresh.
 */
const SESSION = { error: false, user: { _id: 'u1' } };
let fetchMock: ReturnType<typeof vi.fn>;

function setPageHint(content: string | null): void {
  document.head.querySelector('meta[name="fura-session"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'fura-session';
  meta.content = content;
  document.head.append(meta);
}

async function freshSessionModule() {
  vi.resetModules();
  return import('../src/shared/session/session-query');
}

const userCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/user').length;

beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(SESSION), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setPageHint(null);
});

describe('fetchSession and the page’s session hint', () => {
  it('a page sent without the cookie (0): a visitor, no request, on every check', async () => {
    setPageHint('0');
    const { fetchSession } = await freshSessionModule();
    expect(await fetchSession()).toBeNull();
    expect(await fetchSession()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a page sent with the cookie (1): asks GET /api/user', async () => {
    setPageHint('1');
    const { fetchSession } = await freshSessionModule();
    expect(await fetchSession()).toEqual(SESSION);
    expect(userCalls()).toBe(1);
  });

  it('no hint (the Vite dev server): asks as before', async () => {
    const { fetchSession } = await freshSessionModule();
    expect(await fetchSession()).toEqual(SESSION);
    expect(userCalls()).toBe(1);
  });

  it('after login or registration (useRefreshSession) the session is fetched', async () => {
    setPageHint('0');
    const { sessionQuery, useRefreshSession, SESSION_QUERY_KEY } = await freshSessionModule();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await client.fetchQuery(sessionQuery)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useRefreshSession(), { wrapper });
    // The query has no observer here: invalidation marks it stale, the next read fetches.
    await act(() => result.current());
    expect(await client.fetchQuery(sessionQuery)).toEqual(SESSION);
    expect(userCalls()).toBe(1);
    expect(client.getQueryData(SESSION_QUERY_KEY)).toEqual(SESSION);
  });
});
