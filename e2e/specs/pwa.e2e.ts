import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { startBuiltApp } from '../helpers/app-server';
import { AXE_TAGS } from '../helpers/axe';
import { launchWithProfile, PHONE, screenshot } from '../helpers/browser';
import { journey } from '../helpers/journey';

/**
 * The installable app (issue 27): the manifest and the worker as the server sends them, the service worker taking
 * over `/` and answering an offline navigation with the Russian offline page, and Chrome's own verdict that `/` can
 * be installed (CDP Page.getInstallabilityErrors).
 */
const world = journey();

async function newPage(
  viewport: { width: number; height: number },
  url = world.app.url,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await world.browser.newContext({ viewport, locale: 'ru-RU' });
  await context.addCookies([{ name: 'cookieAccepted', value: '1', url }]);
  return { context, page: await context.newPage() };
}

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/**
 * The Push API's subscription without a push service (headless Chromium has none): PushManager gives a subscription
 * of its own, with the key it was asked for, the way Chrome's has its fields.
 */
function fakePushService(): void {
  let current: PushSubscription | null = null;
  const base64url = (bytes: ArrayBuffer | Uint8Array) =>
    btoa(String.fromCharCode(...new Uint8Array(bytes)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  PushManager.prototype.getSubscription = function () {
    return Promise.resolve(current);
  };
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    // The keys a browser makes: a P-256 point and a 16-byte secret (the server checks both).
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const p256dh = base64url(await crypto.subtle.exportKey('raw', pair.publicKey));
    const auth = base64url(crypto.getRandomValues(new Uint8Array(16)));
    const endpoint = `https://push.example.test/fura/${crypto.randomUUID()}`;
    const key = options?.applicationServerKey;
    const subscription = {
      endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: key instanceof Uint8Array ? key.buffer : null },
      getKey: () => null,
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
      unsubscribe: () => {
        current = null;
        return Promise.resolve(true);
      },
    };
    current = subscription as unknown as PushSubscription;
    return current;
  };
}

/** Waits until a service worker controls the page and has finished installing (its precache is complete). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
}

/** Every URL in the page's Cache Storage. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
}

describe('installable app', () => {
  it('serves the manifest, the worker and the offline page with their types; the worker is revalidated each time', async () => {
    const manifest = await fetch(`${world.app.url}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toMatchObject({
      name: 'Фура',
      short_name: 'Фура',
      lang: 'ru',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0d47a0',
    });

    const worker = await fetch(`${world.app.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    // A release must reach the browser at its next check, not an hour later.
    expect(worker.headers.get('cache-control')).toBe('no-cache');

    const page = await fetch(`${world.app.url}/`);
    const csp = page.headers.get('content-security-policy') ?? '';
    // The worker and the manifest come from the site itself (worker-src / manifest-src, or default-src).
    const directive = (name: string) => csp.split(';').find((part) => part.trim().startsWith(`${name} `));
    expect(directive('worker-src') ?? directive('default-src')).toContain("'self'");
    expect(directive('manifest-src') ?? directive('default-src')).toContain("'self'");

    const offline = await fetch(`${world.app.url}/offline.html`);
    expect(offline.headers.get('content-type')).toMatch(/^text\/html/);
    const script = await fetch(`${world.app.url}/offline.mjs`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
  });

  it('takes over `/`; offline a navigation shows «Нет соединения с интернетом», and the site opens once the network is back', async () => {
    const { context, page } = await newPage(PHONE);
    await page.goto(`${world.app.url}/`);
    await page.getByTestId('footer').waitFor();
    await controlled(page);

    // The shell is precached; the API, the sockets and the files never are.
    const cached = await cachedUrls(page);
    expect(cached.some((url) => new URL(url).pathname === '/offline.html')).toBe(true);
    expect(cached.some((url) => new URL(url).pathname === '/icons/icon-192.png')).toBe(true);
    expect(cached.filter((url) => /\/(api|socket\.io|files)\//.test(new URL(url).pathname))).toEqual([]);
    // The lazy screens are not precached: a few shell files, not the whole build.
    expect(cached.filter((url) => new URL(url).pathname.startsWith('/assets/')).length).toBeLessThan(12);

    await context.setOffline(true);
    await page.goto(`${world.app.url}/search-order`);
    const heading = page.getByRole('heading', { level: 1, name: 'Нет соединения с интернетом' });
    await heading.waitFor();
    expect(await page.getByText('Фура откроется, когда сеть вернётся.').isVisible()).toBe(true);
    expect(page.url()).toBe(`${world.app.url}/search-order`);
    // Fine at 360 px: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await screenshot(page, 'offline-360');

    // «Повторить» loads the address again: still offline, the same page (not the browser's error).
    await page.evaluate(() => Object.assign(window, { beforeRetry: true }));
    await page.getByRole('button', { name: 'Повторить' }).click();
    await page.waitForFunction(() => !('beforeRetry' in window));
    await heading.waitFor();

    // The network comes back: the page reloads by itself, as it promises, and the site opens.
    await context.setOffline(false);
    await page.getByTestId('footer').waitFor();
    expect(await heading.count()).toBe(0);
    expect(page.url()).toBe(`${world.app.url}/search-order`);
    await context.close();
  });

  it('offers a new release with «Доступна новая версия — обновить?»; «Обновить» reloads under the new worker', async () => {
    // An app of its own on a copy of the build, so that the test can release a new worker under it.
    const built =
      process.env.E2E_WEB_DIST ?? resolve(import.meta.dirname, '..', '..', 'packages', 'web', 'dist');
    const dist = mkdtempSync(join(tmpdir(), 'fura-pwa-dist-'));
    cpSync(built, dist, { recursive: true });
    const app = await startBuiltApp({ smtpPort: world.mailbox.port, env: { WEB_DIST: dist } });
    try {
      const { context, page } = await newPage(PHONE, app.url);
      await page.goto(`${app.url}/`);
      await page.getByTestId('footer').waitFor();
      await controlled(page);
      expect(await page.getByTestId('update-prompt').count()).toBe(0);

      // A release: the worker's script changes (its precompressed copies go, so the new bytes are sent).
      appendFileSync(join(dist, 'sw.js'), '\n// the next release\n');
      rmSync(join(dist, 'sw.js.br'), { force: true });
      rmSync(join(dist, 'sw.js.gz'), { force: true });
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const banner = page.getByRole('region', { name: 'Обновление сайта' });
      await banner.getByText('Доступна новая версия — обновить?').waitFor();
      // The new worker waits for the user: the page still runs under the old one.
      expect(
        await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
      ).toBe(true);
      await screenshot(page, 'update-prompt-360');

      await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
      await banner.getByRole('button', { name: 'Обновить' }).click();
      await page.waitForFunction(() => !('beforeUpdate' in window));
      await page.getByTestId('footer').waitFor();
      await controlled(page);
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return { waiting: Boolean(registration?.waiting), active: registration?.active?.state };
        }),
      ).toEqual({ waiting: false, active: 'activated' });
      expect(await page.getByTestId('update-prompt').count()).toBe(0);
      await context.close();
    } finally {
      await app.stop();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('push on this phone: «Включить на этом устройстве» subscribes as «Chrome на Android», listed as «Этот телефон»; «Отключить» removes it', async () => {
    const context = await world.browser.newContext({
      viewport: PHONE,
      locale: 'ru-RU',
      userAgent: ANDROID_CHROME,
    });
    await context.addCookies([{ name: 'cookieAccepted', value: '1', url: world.app.url }]);
    await context.grantPermissions(['notifications'], { origin: world.app.url });
    await context.addInitScript(fakePushService);
    const page = await context.newPage();
    const login = await page.request.post(`${world.app.url}/api/auth/login`, {
      data: { login: 'carrier2@fura.local', password: 'demo12345' },
    });
    expect(login.ok()).toBe(true);
    const devices = async () =>
      (
        (await (await page.request.post(`${world.app.url}/api/push/devices`, { data: {} })).json()) as {
          devices: { deviceName: string }[];
        }
      ).devices.map((device) => device.deviceName);

    await page.goto(`${world.app.url}/notifications-settings`);
    const section = page.getByRole('region', { name: 'Push-уведомления на устройствах' });
    await section.getByText('Push-уведомления пока не включены ни на одном устройстве.').waitFor();
    await section.getByRole('button', { name: 'Включить на этом устройстве' }).click();

    const mine = section.getByRole('listitem').filter({ hasText: 'Этот телефон' });
    await mine.waitFor();
    expect(await mine.innerText()).toContain('Chrome на Android');
    await section.getByText('Push-уведомления включены на этом устройстве').waitFor();
    expect(await devices()).toEqual(['Chrome на Android']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const axe = await new AxeBuilder({ page })
      .include('[data-testid="push-section"]')
      .withTags(AXE_TAGS)
      .analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await screenshot(page, 'push-settings-360');

    await mine.getByRole('button', { name: /^Отключить/ }).click();
    await section.getByRole('button', { name: 'Включить на этом устройстве' }).waitFor();
    expect(await mine.count()).toBe(0);
    expect(await devices()).toEqual([]);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription()),
    ).toBeNull();
    await context.close();
  });

  it('Chrome finds `/` installable: no installability errors, the manifest parses cleanly', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'fura-pwa-profile-'));
    const context = await launchWithProfile(profile, PHONE);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${world.app.url}/`);
      await page.getByTestId('footer').waitFor();
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: { message: string }[];
      };
      expect(manifest.url).toBe(`${world.app.url}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
