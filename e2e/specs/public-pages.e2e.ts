import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser';
import { journey } from '../helpers/journey';

const world = journey();

interface PublicPage {
  name: string;
  path: () => string;
  /** Waits for the page's real content and checks it. */
  check: (page: Page) => Promise<void>;
}

let questionSlug = '';

async function text(page: Page, testId: string): Promise<string> {
  const element = page.getByTestId(testId).first();
  await element.waitFor();
  return element.innerText();
}

const PAGES: PublicPage[] = [
  {
    name: 'main',
    path: () => '/',
    check: async (page) => {
      expect((await text(page, 'main-title')).length).toBeGreaterThan(10);
      await expect.poll(() => page.getByTestId('main-figure').count()).toBe(4);
      await page.getByTestId('latest-orders').waitFor();
      expect(await text(page, 'latest-orders-login')).toContain(
        'Войдите, чтобы увидеть контакты и подробности',
      );
    },
  },
  ...(['cargo', 'carrier'] as const).map((role) => ({
    name: role,
    path: () => `/${role}`,
    check: async (page: Page) => {
      expect((await text(page, 'role-landing-title')).length).toBeGreaterThan(5);
      expect(await page.getByTestId('role-landing-steps').locator('li').count()).toBeGreaterThan(1);
      expect(await page.getByTestId('role-landing-cta').getAttribute('href')).toBe(`/register?role=${role}`);
    },
  })),
  {
    name: 'faq',
    path: () => '/faq',
    check: async (page) => {
      await page.getByTestId('faq-question').first().waitFor();
      expect(await page.getByTestId('faq-question').count()).toBeGreaterThanOrEqual(12);
    },
  },
  {
    name: 'question',
    path: () => `/questions/${questionSlug}`,
    check: async (page) => {
      expect((await text(page, 'question-title')).length).toBeGreaterThan(5);
      await page.getByTestId('other-questions').waitFor();
    },
  },
  ...['about', 'privacy'].map((slug) => ({
    name: `page-${slug}`,
    path: () => `/page/${slug}`,
    check: async (page: Page) => {
      expect((await text(page, 'cms-page-title')).length).toBeGreaterThan(3);
      expect(await text(page, 'cms-page-updated')).toMatch(/^Обновлено \d\d\.\d\d\.\d{4}$/);
      expect((await page.getByTestId('cms-page').innerText()).length).toBeGreaterThan(300);
    },
  })),
  {
    name: 'download-app',
    path: () => '/download-app',
    check: async (page) => {
      expect((await text(page, 'download-app-title')).length).toBeGreaterThan(5);
      // Installing the site as an app (issue 27); the seed links no store, so no store badge.
      expect(await text(page, 'install-android')).toContain('«Установить приложение»');
      expect(await text(page, 'install-ios')).toContain('«На экран "Домой"»');
      expect(await page.getByTestId('store-badges').count()).toBe(0);
    },
  },
  {
    name: 'tariffs',
    path: () => '/tariffs',
    check: async (page) => {
      await page.getByTestId('tariff-plans').waitFor();
    },
  },
];

/** Nothing of the page sticks out sideways at this width (a phone must not scroll horizontally). */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('public pages render their real content (issue 13)', () => {
  it('finds a seeded FAQ question', async () => {
    const answer = await fetch(`${world.app.url}/api/content/faq`);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { sections: { questions: { slug: string }[] }[] };
    questionSlug = body.sections.flatMap((section) => section.questions)[0]?.slug ?? '';
    expect(questionSlug).not.toBe('');
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`every public page at ${viewport.width} px`, async () => {
      const context = await world.browser.newContext({ viewport, locale: 'ru-RU' });
      await context.addCookies([{ name: 'cookieAccepted', value: '1', url: world.app.url }]);
      const page = await context.newPage();
      const failures: string[] = [];
      for (const item of PAGES) {
        await page.goto(`${world.app.url}${item.path()}`);
        try {
          await item.check(page);
          if ((await page.getByTestId('not-found').count()) > 0) failures.push(`${item.name}: not found`);
          const overflow = await horizontalOverflow(page);
          if (overflow > 0) failures.push(`${item.name}: ${overflow}px wider than the screen`);
        } catch (error) {
          failures.push(
            `${item.name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
          );
        }
        await screenshot(page, `public-${item.name}-${viewport.width}`);
      }
      await context.close();
      expect(failures).toEqual([]);
    });
  }
});
