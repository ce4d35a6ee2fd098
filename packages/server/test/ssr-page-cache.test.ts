import { describe, expect, it } from 'vitest';
import type { PendingEvent } from '../src/events/event-bus';
import { pendingEvent } from '../src/events/event-bus';
import { hasAppSlot, withRenderedApp } from '../src/site/ssr/app-markup';
import { clearPagesOnListingEvents, createPageCache, PAGE_CACHE_TTL_MS } from '../src/site/ssr/page-cache';
import type { RenderedPage } from '../src/site/ssr/page-renderer';

const quiet = { error: () => undefined };

function countingRenderer() {
  const calls: string[] = [];
  const render = async (url: string): Promise<RenderedPage | null> => {
    calls.push(url);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { html: `<main>${url} #${calls.length}</main>`, stateScript: '<script id="fura-state"></script>' };
  };
  return { calls, render };
}

describe('rendered pages kept for a few seconds (issue 28)', () => {
  it('renders an address once per period; concurrent requests share the render; another address is its own', async () => {
    let now = 1_000;
    const { calls, render } = countingRenderer();
    const cache = createPageCache(render, quiet, () => now);
    const [a, b] = await Promise.all([cache.render('/order/1'), cache.render('/order/1')]);
    expect(a).toEqual(b);
    expect(calls).toEqual(['/order/1']);
    await cache.render('/order/2');
    now += PAGE_CACHE_TTL_MS - 1;
    expect((await cache.render('/order/1'))?.html).toBe('<main>/order/1 #1</main>');
    now += 1;
    expect((await cache.render('/order/1'))?.html).toBe('<main>/order/1 #3</main>');
    expect(calls).toEqual(['/order/1', '/order/2', '/order/1']);
  });

  it('renders a tracking link’s page every time: a revoked link must stop showing the cargo at once', async () => {
    const { calls, render } = countingRenderer();
    const cache = createPageCache(render, quiet, () => 0);
    await cache.render('/track/tok_1');
    await cache.render('/track/tok_1');
    await cache.render('/order/1');
    await cache.render('/order/1');
    expect(calls).toEqual(['/track/tok_1', '/track/tok_1', '/order/1']);
  });

  it('a listing event clears every page at once; other events (messages, positions) do not', async () => {
    const { calls, render } = countingRenderer();
    const cache = createPageCache(render, quiet, () => 0);
    const published: PendingEvent[][] = [];
    const bus = clearPagesOnListingEvents({ publish: (events) => published.push([...events]) }, () => cache);
    await cache.render('/search-order');
    bus.publish([pendingEvent('setLocation', { articleId: 'a', position: [55, 37], at: '' }, ['u'])]);
    bus.publish([pendingEvent('readNotificationAll', {}, ['u'])]);
    await cache.render('/search-order');
    expect(calls).toHaveLength(1);
    bus.publish([pendingEvent('deleteTaking', { articleId: 'a', type: 'order', status: 3 }, ['u'])]);
    await cache.render('/search-order');
    expect(calls).toHaveLength(2);
    // The events still go on to the sockets.
    expect(published).toHaveLength(3);
  });

  it('a render that throws is logged and answers null (the boot shell), and is not retried within the period', async () => {
    const logged: unknown[] = [];
    let renders = 0;
    const cache = createPageCache(
      () => {
        renders += 1;
        return Promise.reject(new Error('window is not defined'));
      },
      { error: (object: unknown) => void logged.push(object) },
      () => 0,
    );
    expect(await cache.render('/download-app')).toBeNull();
    expect(await cache.render('/download-app')).toBeNull();
    expect(renders).toBe(1);
    expect(logged).toHaveLength(1);
  });
});

describe('the rendered app in the page', () => {
  const index = [
    '<!doctype html><html><head><title>Фура</title></head><body>',
    '    <div id="root">',
    '      <!--app-->',
    '      <div class="boot-header">Фура</div>',
    '      <!--/app-->',
    '    </div>',
    '</body></html>',
  ].join('\n');

  it('replaces the boot shell with exactly the rendered markup and puts the data before </body>', () => {
    expect(hasAppSlot(index)).toBe(true);
    const page = withRenderedApp(index, {
      html: '<header>$& $1</header>',
      stateScript: '<script id="fura-state">{}</script>',
    });
    expect(page).toContain('<div id="root"><header>$& $1</header></div>');
    expect(page).not.toContain('boot-header');
    expect(page).toMatch(/<script id="fura-state">\{\}<\/script>\s*<\/body>/);
  });

  it('a page without the markers (an older build) is never rendered into', () => {
    expect(hasAppSlot('<div id="root"></div>')).toBe(false);
  });
});
