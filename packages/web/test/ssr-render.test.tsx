import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { CONTACT_MASK } from '@fura/domain/contact-masking';
import { jsonForScript } from '@fura/domain/script-json';
import { App } from '../src/app/App';
import { readServerState } from '../src/shared/api/server-state';
import { renderPage as renderOnServer } from '../src/ssr/entry-server';
import { SSR_URLS, stubPublicApi } from './ssr-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

const WAIT = { timeout: 10_000 };

/** What a reader sees of some markup: its text without styles and scripts, spaces collapsed. */
function visibleText(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  // The map is drawn in the browser only (its zoom buttons and attribution are no page text).
  holder.querySelectorAll('style, script, .leaflet-container').forEach((node) => node.remove());
  return (holder.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Where two texts part (empty when they are the same): a readable failure for long pages. */
function difference(browser: string, server: string): string {
  if (browser === server) return '';
  let at = 0;
  while (at < browser.length && browser[at] === server[at]) at += 1;
  const around = (text: string) => text.slice(Math.max(0, at - 60), at + 80);
  return `at ${at}: server «${around(server)}», browser «${around(browser)}»`;
}

function mountPoint(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  return root;
}

/**
 * The server's rendering of a page. The server renderer leaves the router's contexts set when it is done (nothing
 * else renders in the server's process); one more render of nothing puts them back, so that the browser's renderer
 * can run next in this test process.
 */
async function renderPage(url: string) {
  const page = await renderOnServer(url);
  await prerender(<span />);
  return page;
}

beforeEach(() => {
  // The cookie notice appears in the browser only, and only until accepted.
  document.cookie = 'cookieAccepted=1; path=/';
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('public pages rendered on the server (issue 28)', { timeout: 60_000 }, () => {
  it.each(SSR_URLS)(
    '%s: the server shows a guest the same text as the browser, for the same data',
    async (url) => {
      stubPublicApi();
      const page = await renderPage(url);
      expect(page).not.toBeNull();
      const serverText = visibleText(page!.html);
      expect(serverText.length).toBeGreaterThan(50);

      window.history.replaceState(null, '', url);
      const container = mountPoint();
      const root = createRoot(container);
      act(() => root.render(<App />));
      await waitFor(() => expect(difference(visibleText(container.innerHTML), serverText)).toBe(''), WAIT);
      act(() => root.unmount());
    },
  );

  it.each(SSR_URLS)(
    '%s: the browser takes over the markup without a mismatch or a second fetch',
    async (url) => {
      const calls = stubPublicApi();
      const page = (await renderPage(url))!;
      const rendered = calls.length;
      expect(rendered).toBeGreaterThan(0);

      window.history.replaceState(null, '', url);
      const container = mountPoint();
      container.innerHTML = page.html;
      document.body.insertAdjacentHTML('beforeend', page.stateScript);
      const state = readServerState(document);
      expect(state).not.toBeNull();
      const problems: unknown[] = [];
      const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        // React's development warning that two renderers (the server's, run above in this process, and the browser's)
        // share a context: true here only, where both run in one process.
        if (String(args[0]).startsWith('Detected multiple renderers')) return;
        problems.push(args);
      });
      const root = hydrateRoot(container, <App serverState={state} />, {
        onRecoverableError: (error) => problems.push(error),
      });
      // The screen's chunk loads, then the hydrated screen's effects run.
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(problems).toEqual([]);
      expect(difference(visibleText(container.innerHTML), visibleText(page.html))).toBe('');
      // Nothing the page was rendered with is asked for again (the browser's own start may ask for the user only).
      expect(calls.slice(rendered).filter((call) => call.path !== '/api/user')).toEqual([]);
      consoleError.mockRestore();
      act(() => root.unmount());
    },
  );

  it('the listing and the profile carry the trust line and the masked contact on the server (issue 29)', async () => {
    stubPublicApi();
    const listing = visibleText((await renderPage('/order/a1'))!.html);
    expect(listing).toContain('Компания проверена · 6 лет');
    expect(listing).toContain('На Фуре с января 2024');
    expect(listing).toContain(`Подробности по телефону ${CONTACT_MASK}`);
    const profile = visibleText((await renderPage('/user/u1'))!.html);
    expect(profile).toContain('Компания проверена · 6 лет');
    expect(profile).toContain('ООО «Ромашка»');
    expect(profile).toContain('12 завершённых сделок');
  });

  it('routes the server does not render (private, auth) give no page', async () => {
    stubPublicApi();
    expect(await renderPage('/login')).toBeNull();
    expect(await renderPage('/my-orders')).toBeNull();
    expect(await renderPage('/nowhere')).toBeNull();
  });

  it('a page whose data is missing (a listing not found) is left to the browser', async () => {
    stubPublicApi();
    vi.stubGlobal(
      'fetch',
      vi.fn((path: string) =>
        Promise.resolve(
          path === '/api/page/getSettings'
            ? new Response(JSON.stringify({ items: [], settings: {} }), { status: 200 })
            : new Response(JSON.stringify({ error: true, errors: [{ msg: 'Не найдено' }] }), { status: 404 }),
        ),
      ),
    );
    expect(await renderPage('/order/missing')).toBeNull();
  });

  it('the data goes into the page as JSON that no text of it can break out of', async () => {
    stubPublicApi();
    const page = (await renderPage('/order/a1'))!;
    expect(page.stateScript).toMatch(/^<script id="fura-state" type="application\/json">[^<]*<\/script>$/);
    const hostile = { comment: '</script><script>alert(1)</script><!-- \u2028' };
    const json = jsonForScript(hostile);
    expect(json).not.toMatch(/[<\u2028]/);
    expect(JSON.parse(json)).toEqual(hostile);
  });
});
