import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RouteName } from '@fura/domain/routes';
import { mockTiles, settle } from '../helpers/axe';
import { DESKTOP } from '../helpers/browser';
import { journey } from '../helpers/journey';
import { LOGIN_OF, pathOf, prepareIds, ROUTE_NAMES, type Role, type WalkIds } from '../helpers/route-paths';
import {
  expectedOn,
  seenOn,
  walkTexts,
  type Expected,
  type PageFacts,
  type WalkTexts,
} from '../helpers/route-walk';

/**
 * Every route of the table (SPEC §2) as each role (guest, cargo owner, carrier, admin): a route the role may open
 * shows its own screen — the path it was asked for, its heading (the route table's title, or what the screen names
 * itself after: a listing, a person, a page), no «not found», no error boundary, no console error; a route it may not
 * open sends a guest to log in, a logged-in user away from the auth screens, and anyone else to «not found».
 * Real ids everywhere (made through the API), so a screen's own «not found» state is a failure too.
 */

const world = journey();
let ids: WalkIds;
let texts: WalkTexts;
const pages = new Map<Role, Page>();

beforeAll(async () => {
  const owner = await world.loggedIn(LOGIN_OF.cargo ?? '');
  const carrier = await world.loggedIn(LOGIN_OF.carrier ?? '');
  const admin = await world.loggedIn(LOGIN_OF.admin ?? '');
  ids = await prepareIds(world, owner, carrier);
  texts = await walkTexts(world.app.url, ids.cargo, owner, carrier);
  const guest = await world.browser.newContext({ viewport: DESKTOP, locale: 'ru-RU' });
  await guest.addCookies([{ name: 'cookieAccepted', value: '1', url: world.app.url }]);
  pages.set('guest', await guest.newPage());
  pages.set('cargo', owner.page);
  pages.set('carrier', carrier.page);
  pages.set('admin', admin.page);
  // No tile server is reachable from the tests: the maps get an empty tile instead of a console error.
  for (const page of pages.values()) await mockTiles(page);
}, 300_000);

/** One line per route that did not show what it must: what was expected, what was seen. */
function mismatch(name: RouteName, path: string, expected: Expected, seen: PageFacts): string | null {
  const problems: string[] = [];
  if (seen.path !== expected.path) problems.push(`landed on ${seen.path}, not ${expected.path}`);
  if (expected.heading && !seen.headings.some((heading) => expected.heading?.test(heading))) {
    problems.push(`heading ${String(expected.heading)} not among h1 ${JSON.stringify(seen.headings)}`);
  }
  if (expected.notFound !== seen.notFound) {
    problems.push(expected.notFound ? 'no not-found page' : 'shows the not-found page');
  }
  if (seen.errorShown) problems.push('shows an error (the error boundary or a failed load)');
  if (seen.consoleErrors.length > 0) problems.push(`console: ${seen.consoleErrors.join(' · ')}`);
  return problems.length > 0 ? `${name} ${path}: ${problems.join('; ')}` : null;
}

describe('every route for every role: its own screen, or the right refusal (issue 24)', () => {
  for (const role of Object.keys(LOGIN_OF) as Role[]) {
    it(`walks every route as ${role}`, async () => {
      const page = pages.get(role);
      if (!page) throw new Error(`no page for ${role}`);
      const failures: string[] = [];
      for (const name of ROUTE_NAMES) {
        const path = pathOf(name, ids[role]);
        const expected = expectedOn(role, name, ids[role], texts);
        if (!expected) continue;
        const seen = await seenOn(page, `${world.app.url}${path}`, settle);
        const problem = mismatch(name, path, expected, seen);
        if (problem) failures.push(problem);
      }
      expect(failures, `${role}: ${failures.length} routes\n${failures.join('\n')}`).toEqual([]);
    }, 900_000);
  }
});
