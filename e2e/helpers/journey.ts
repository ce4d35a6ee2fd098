import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startBuiltApp, type RunningApp } from './app-server';
import { DESKTOP, launchBrowser } from './browser';
import { Mailbox } from './mailbox';

export interface LoggedIn {
  context: BrowserContext;
  page: Page;
  userId: string;
}

export interface LoginOptions {
  viewport?: { width: number; height: number };
  /** Grants the microphone (voice messages with the fake device). */
  microphone?: boolean;
  /** Grants a position in Moscow: a carrier on the way is tracked, and the "turn geolocation on" strip stays away. */
  geolocation?: boolean;
}

export interface Journey {
  readonly app: RunningApp;
  readonly browser: Browser;
  readonly mailbox: Mailbox;
  /** A browser context logged in as a demo account (password from the seed), the cookie notice accepted. */
  loggedIn(login: string, options?: LoginOptions): Promise<LoggedIn>;
}

/**
 * One spec file's world: a local SMTP server, the built app as `npm start` runs it (fresh data directory, demo seed)
 * and Chromium, started before the tests and stopped after them. Read the fields inside tests.
 */
export function journey(
  options: {
    fakeMedia?: boolean;
    /** The app's extra environment, read when the app starts (after the spec's own beforeAll hooks that precede). */
    env?: () => Record<string, string>;
  } = {},
): Journey {
  const mailbox = new Mailbox();
  const contexts: BrowserContext[] = [];
  let running: { app: RunningApp; browser: Browser } | null = null;
  const current = () => {
    if (!running) throw new Error('the journey starts in beforeAll');
    return running;
  };

  beforeAll(async () => {
    await mailbox.start();
    const app = await startBuiltApp({ smtpPort: mailbox.port, env: options.env?.() ?? {} });
    running = { app, browser: await launchBrowser({ fakeMedia: options.fakeMedia ?? false }) };
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await running?.browser.close();
    await running?.app.stop();
    await mailbox.stop();
  });

  async function loggedIn(login: string, how: LoginOptions = {}): Promise<LoggedIn> {
    const { app, browser } = current();
    const context = await browser.newContext({ viewport: how.viewport ?? DESKTOP, locale: 'ru-RU' });
    contexts.push(context);
    await context.addCookies([{ name: 'cookieAccepted', value: '1', url: app.url }]);
    if (how.microphone) await context.grantPermissions(['microphone'], { origin: app.url });
    if (how.geolocation) {
      await context.grantPermissions(['geolocation'], { origin: app.url });
      await context.setGeolocation({ latitude: 55.75, longitude: 37.62 });
    }
    const page = await context.newPage();
    const answer = await page.request.post(`${app.url}/api/auth/login`, {
      data: { login, password: 'demo12345' },
    });
    expect(answer.ok()).toBe(true);
    const me = (await (await page.request.get(`${app.url}/api/user`)).json()) as { user: { _id: string } };
    return { context, page, userId: me.user._id };
  }

  return {
    get app() {
      return current().app;
    },
    get browser() {
      return current().browser;
    },
    mailbox,
    loggedIn,
  };
}

/** Tomorrow in Moscow, YYYY-MM-DD. */
export function moscowTomorrow(): string {
  return new Date(Date.now() + (3 + 24) * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * An order of the logged-in cargo owner made through the API (the form itself is covered by the listings journey):
 * Moscow → Tver loading tomorrow, with `overrides` on top. Answers the listing's id.
 */
export async function orderThroughApi(
  page: Page,
  appUrl: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const article = {
    from: {
      address: 'Москва',
      settlement: 'Москва',
      region: 'Москва',
      lat: 55.7558,
      lon: 37.6173,
      placeId: null,
    },
    to: {
      address: 'Тверь',
      settlement: 'Тверь',
      region: 'Тверская область',
      lat: 56.8587,
      lon: 35.9176,
      placeId: null,
    },
    loadingDate: moscowTomorrow(),
    loadingTimeFrom: '09:00',
    loadingTimeTo: '12:00',
    cargoTypes: [2],
    weightKg: 800,
    volumeM3: 6,
    bodyTypes: ['tent'],
    loadingTypes: ['rear'],
    budgetKopecks: 2_500_000,
    paymentMethod: 'cash',
    comment: '',
    publish: true,
    ...overrides,
  };
  const answer = await page.request.post(`${appUrl}/api/article/createArticle`, {
    multipart: { article: JSON.stringify(article), socketId: '' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { article: { _id: string } }).article._id;
}
