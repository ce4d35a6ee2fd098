import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journey, orderThroughApi } from '../helpers/journey';
import { ANY_IDS, LOGIN_OF, pathOf, ROUTE_NAMES, type Params, type Role } from '../helpers/route-paths';

const world = journey();

/** The placeholder of screens not built yet (web/src/shared/ui/ComingSoon.tsx, COMING_SOON_TEXT). */
const COMING_SOON_TEXT = 'Раздел скоро появится';

const WHO = (Object.keys(LOGIN_OF) as Role[]).map((role) => [role, LOGIN_OF[role]] as const);

/** Waits until the screen has settled (no request in flight, no skeleton), then reads what it says. */
async function settledText(page: Page): Promise<string> {
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  await page
    .waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  return page.locator('body').innerText();
}

describe('every route of SPEC §2, for every role: no «Раздел скоро появится» (issue 13)', () => {
  const params: Params = { ...ANY_IDS };

  it('prepares a published order and a seeded question', async () => {
    const owner = await world.loggedIn('cargo2@fura.local');
    params.orderId = await orderThroughApi(owner.page, world.app.url);
    params.userId = owner.userId;
    await owner.context.close();
    const faq = (await (await fetch(`${world.app.url}/api/content/faq`)).json()) as {
      sections?: { questions: { slug: string }[] }[];
    };
    params.questionSlug = faq.sections?.flatMap((section) => section.questions)[0]?.slug ?? 'walk-question';
  });

  for (const [who, login] of WHO) {
    it(`walks every route as ${who}`, async () => {
      let page: Page;
      if (login) {
        ({ page } = await world.loggedIn(login));
      } else {
        const context = await world.browser.newContext({ locale: 'ru-RU' });
        await context.addCookies([{ name: 'cookieAccepted', value: '1', url: world.app.url }]);
        page = await context.newPage();
      }
      const placeholders: string[] = [];
      for (const name of ROUTE_NAMES) {
        const path = pathOf(name, params);
        await page.goto(`${world.app.url}${path}`);
        const text = await settledText(page);
        if (text.includes(COMING_SOON_TEXT)) placeholders.push(`${name} ${path}`);
      }
      await page.context().close();
      expect(placeholders, `${who} sees the placeholder on`).toEqual([]);
    }, 600_000);
  }
});
