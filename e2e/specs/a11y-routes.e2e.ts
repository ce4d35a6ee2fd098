import { beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  axeFindings,
  ConsoleWatch,
  expectNoFindings,
  mockTiles,
  reflowFindings,
  settle,
  type Finding,
} from '../helpers/axe';
import { DESKTOP, PHONE } from '../helpers/browser';
import { journey } from '../helpers/journey';
import { LOGIN_OF, pathOf, prepareIds, routesOf, type Role, type WalkIds } from '../helpers/route-paths';

/**
 * The accessibility gate over every route (issue 16, docs/accessibility.md): each role opens every route it may, and
 * each page view is checked at 1280 and 360 px by axe, at 320 px and with 200 % text for horizontal scrolling, and
 * for a clean console throughout. One browser context per role; the widths are one page, resized.
 */

const world = journey();

const SMALLEST = { width: 320, height: 640 };
/** A 1280 px screen at 200 % zoom is 640 CSS px wide; the root font at 200 % adds text-only zoom on top. */
const ZOOMED = { width: 640, height: 700 };
const TEXT_200 = 'html { font-size: 200% !important; }';

let ids: WalkIds;
const pages = new Map<Role, Page>();

beforeAll(async () => {
  const owner = await world.loggedIn(LOGIN_OF.cargo ?? '');
  const carrier = await world.loggedIn(LOGIN_OF.carrier ?? '');
  const admin = await world.loggedIn(LOGIN_OF.admin ?? '');
  ids = await prepareIds(world, owner, carrier);
  const guest = await world.browser.newContext({ viewport: DESKTOP, locale: 'ru-RU' });
  // The cookie notice is checked on its own (a11y-states): here it would cover the bottom of every screen.
  await guest.addCookies([{ name: 'cookieAccepted', value: '1', url: world.app.url }]);
  pages.set('guest', await guest.newPage());
  pages.set('cargo', owner.page);
  pages.set('carrier', carrier.page);
  pages.set('admin', admin.page);
  for (const page of pages.values()) await mockTiles(page);
}, 300_000);

/** One route's page view: loaded once at 1280 px, then resized through the other widths. */
async function checkRoute(page: Page, watch: ConsoleWatch, role: Role, view: string, url: string) {
  const findings: Finding[] = [];
  const at = (width: string) => ({ view, role, width });
  watch.reset();
  await page.setViewportSize(DESKTOP);
  await page.goto(url);
  await settle(page);
  findings.push(...(await axeFindings(page, at('1280'))));
  await page.setViewportSize(PHONE);
  await settle(page);
  findings.push(...(await axeFindings(page, at('360'))));
  await page.setViewportSize(SMALLEST);
  await settle(page);
  findings.push(...(await reflowFindings(page, at('320'))));
  await page.setViewportSize(ZOOMED);
  const style = await page.addStyleTag({ content: TEXT_200 });
  await settle(page);
  findings.push(...(await reflowFindings(page, at('640 text 200 %'))));
  await style.evaluate((node) => node.parentNode?.removeChild(node));
  findings.push(...watch.findings(at('any')));
  return findings;
}

describe('accessibility gate: every route, every role that may open it (issue 16)', () => {
  for (const role of Object.keys(LOGIN_OF) as Role[]) {
    // The roles walk at once, each in its own browser context: axe is CPU work in each page's renderer process.
    it.concurrent(
      `walks every route as ${role}`,
      async () => {
        const page = pages.get(role);
        if (!page) throw new Error(`no page for ${role}`);
        const watch = new ConsoleWatch(page);
        const findings: Finding[] = [];
        for (const name of routesOf(role)) {
          const path = pathOf(name, ids[role]);
          findings.push(
            ...(await checkRoute(page, watch, role, `${name} ${path}`, `${world.app.url}${path}`)),
          );
          // A route must really be the screen of its name: not sent to login or a redirect elsewhere.
          const landed = new URL(page.url()).pathname;
          if (landed !== path) {
            findings.push({
              view: `${name} ${path}`,
              role,
              width: 'any',
              check: 'walk',
              rule: 'redirected',
              impact: 'n/a',
              targets: [],
              html: '',
              summary: `${role} on ${path} was sent to ${landed}: the walk does not check this screen`,
            });
          }
        }
        expectNoFindings(findings, `routes-${role}`);
      },
      1_200_000,
    );
  }
});
