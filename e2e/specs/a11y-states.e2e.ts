import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeFindings, ConsoleWatch, expectNoFindings, mockTiles, settle, type Finding } from '../helpers/axe';
import { DESKTOP, PHONE } from '../helpers/browser';
import { journey, orderThroughApi } from '../helpers/journey';
import { LOGIN_OF, type Role } from '../helpers/route-paths';

/**
 * The accessibility gate over the open states that matter (issue 16, docs/accessibility.md): menus, the notification
 * popover, modals and forms showing their errors. Each state is checked by axe where it is open, with a clean console.
 */

const world = journey();

interface Viewer {
  page: Page;
  watch: ConsoleWatch;
  role: Role;
}

async function viewer(
  role: Role,
  viewport: { width: number; height: number } = PHONE,
  options: { cookieNotice?: boolean } = {},
): Promise<Viewer> {
  const login = LOGIN_OF[role];
  let page: Page;
  if (login) {
    ({ page } = await world.loggedIn(login, { viewport }));
  } else {
    const context = await world.browser.newContext({ viewport, locale: 'ru-RU' });
    if (!options.cookieNotice) {
      await context.addCookies([{ name: 'cookieAccepted', value: '1', url: world.app.url }]);
    }
    page = await context.newPage();
  }
  await mockTiles(page);
  return { page, watch: new ConsoleWatch(page), role };
}

async function open(who: Viewer, path: string): Promise<void> {
  who.watch.reset();
  await who.page.goto(`${world.app.url}${path}`);
  await settle(who.page);
}

/** Axe on the state as it is now, plus the console since the page was opened. */
async function stateFindings(who: Viewer, state: string): Promise<Finding[]> {
  await settle(who.page);
  const where = {
    view: `state: ${state}`,
    role: who.role,
    width: String(who.page.viewportSize()?.width ?? '?'),
  };
  return [...(await axeFindings(who.page, where)), ...who.watch.findings(where)];
}

async function done(who: Viewer, findings: Finding[], label: string): Promise<void> {
  await who.page.context().close();
  expectNoFindings(findings, `state-${label}`);
}

describe.concurrent('accessibility gate: open states (issue 16)', () => {
  it('a guest’s first visit: the cookie notice, at 360 and 1280 px', async () => {
    const guest = await viewer('guest', PHONE, { cookieNotice: true });
    await open(guest, '/');
    await guest.page.getByTestId('cookie-accept').waitFor();
    const findings = await stateFindings(guest, 'cookie notice');
    await guest.page.setViewportSize(DESKTOP);
    findings.push(...(await stateFindings(guest, 'cookie notice')));
    await done(guest, findings, 'cookie-notice');
  });

  it('the public side menu open, a guest at 360 px', async () => {
    const guest = await viewer('guest');
    await open(guest, '/');
    await guest.page.getByTestId('burger').click();
    await guest.page.getByRole('dialog').waitFor();
    await done(guest, await stateFindings(guest, 'public side menu open'), 'guest-menu');
  });

  it('the callback modal open, then submitted empty', async () => {
    const guest = await viewer('guest', DESKTOP);
    await open(guest, '/');
    await guest.page.getByTestId('callback-open').click();
    await guest.page.getByTestId('callback-form').waitFor();
    const findings = await stateFindings(guest, 'callback modal open');
    await guest.page.getByTestId('callback-submit').click();
    await guest.page.locator('[data-testid="callback-form"] [aria-invalid="true"]').first().waitFor();
    findings.push(...(await stateFindings(guest, 'callback form errors')));
    await done(guest, findings, 'callback');
  });

  it('the login form submitted empty, at 360 and 1280 px', async () => {
    const guest = await viewer('guest');
    await open(guest, '/login');
    await guest.page.getByTestId('login-submit').click();
    await guest.page.locator('[data-testid="login-form"] [aria-invalid="true"]').first().waitFor();
    const findings = await stateFindings(guest, 'login form errors');
    await guest.page.setViewportSize(DESKTOP);
    findings.push(...(await stateFindings(guest, 'login form errors')));
    await done(guest, findings, 'login-errors');
  });

  it('the private side menu and the profile menu open, at 360 px', async () => {
    const owner = await viewer('cargo');
    await open(owner, '/profile/info');
    await owner.page.getByTestId('burger').click();
    await owner.page.getByRole('dialog').waitFor();
    const findings = await stateFindings(owner, 'private side menu open');
    await owner.page.keyboard.press('Escape');
    await owner.page.getByRole('dialog').waitFor({ state: 'detached' });
    await owner.page.getByTestId('profile-menu').click();
    await owner.page.getByRole('menu').waitFor();
    findings.push(...(await stateFindings(owner, 'profile menu open')));
    await done(owner, findings, 'private-menus');
  });

  it('the admin console’s menu open, at 360 px', async () => {
    const admin = await viewer('admin');
    await open(admin, '/admin');
    await admin.page
      .getByTestId('burger')
      .or(admin.page.getByRole('button', { name: 'Открыть меню' }))
      .click();
    await admin.page.getByRole('dialog').waitFor();
    await done(admin, await stateFindings(admin, 'admin menu open'), 'admin-menu');
  });

  it('the notification popover open with an unread notification, at 1280 and 360 px', async () => {
    const owner = await viewer('cargo', DESKTOP);
    const carrier = await viewer('carrier');
    const orderId = await orderThroughApi(owner.page, world.app.url);
    const asked = await carrier.page.request.post(`${world.app.url}/api/article/createRequest`, {
      data: { articleId: orderId, request: { request: 'Возьму, тент 5 т' }, socketId: null },
    });
    if (!asked.ok()) throw new Error(`createRequest: ${await asked.text()}`);
    await carrier.page.context().close();
    const findings: Finding[] = [];
    for (const viewport of [DESKTOP, PHONE]) {
      await owner.page.setViewportSize(viewport);
      await open(owner, '/profile/info');
      await owner.page.getByTestId('header-bell').click();
      await owner.page.getByTestId('bell-item').first().waitFor();
      findings.push(...(await stateFindings(owner, 'notification popover open')));
    }
    await done(owner, findings, 'bell');
  });

  it('the order form submitted empty, at 360 and 1280 px', async () => {
    const owner = await viewer('cargo');
    const findings: Finding[] = [];
    for (const viewport of [PHONE, DESKTOP]) {
      await owner.page.setViewportSize(viewport);
      await open(owner, '/order-create');
      await owner.page.getByTestId('article-publish').click();
      await owner.page.locator('[data-testid="article-form"] [aria-invalid="true"]').first().waitFor();
      findings.push(...(await stateFindings(owner, 'order form errors')));
    }
    await done(owner, findings, 'order-errors');
  });

  it('a confirm modal open: deleting a vehicle template', async () => {
    const carrier = await viewer('carrier');
    const made = await carrier.page.request.post(`${world.app.url}/api/vehicle-template/create`, {
      data: {
        template: { name: 'Газель белая', vehicleType: 'gazelle', capacityTons: 1.5, bodyType: 'tent' },
      },
    });
    if (!made.ok()) throw new Error(`template: ${await made.text()}`);
    await open(carrier, '/mytemplate-auto');
    await carrier.page.getByTestId('template-delete').first().click();
    await carrier.page.getByTestId('template-delete-confirm').waitFor();
    await done(carrier, await stateFindings(carrier, 'confirm modal open'), 'confirm-modal');
  });
});
