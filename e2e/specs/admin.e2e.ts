import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser';
import { photo, pickOption } from '../helpers/forms';
import { journey, type LoggedIn } from '../helpers/journey';

const world = journey();

const ADMIN = 'admin@fura.local';
/** Uploads his passport and, later, hears a system notice. */
const CARRIER = 'carrier2@fura.local';
/** Banned for three days, then unbanned. */
const CARGO = 'cargo2@fura.local';

/** textContent (badges are in capitals by CSS only), whitespace collapsed. */
function textOf(page: Page, testId: string): Promise<string> {
  return page
    .getByTestId(testId)
    .first()
    .textContent()
    .then((text) => (text ?? '').replace(/\s+/g, ' ').trim());
}

/** Counts main-frame navigations: what changes must change without one. */
function countReloads(page: Page): () => number {
  let reloads = 0;
  page.on('framenavigated', (frame) => (reloads += frame === page.mainFrame() ? 1 : 0));
  return () => reloads;
}

describe('trust and administration (issue 12: moderation, a ban, a system notice, the console)', () => {
  let admin: LoggedIn;
  let carrier: LoggedIn;

  it('a carrier uploads his passport; an admin approves it and the carrier’s profile shows it live', async () => {
    carrier = await world.loggedIn(CARRIER, { viewport: PHONE });
    await carrier.page.goto(`${world.app.url}/profile/info`);
    await carrier.page.getByTestId('passport-section').waitFor();
    expect(await textOf(carrier.page, 'passport-status')).toBe('Не загружен');
    await carrier.page
      .getByTestId('passport-form')
      .locator('input[type="file"]')
      .setInputFiles(await photo('passport.jpg', { r: 180, g: 190, b: 200 }));
    await carrier.page.getByTestId('passport-submit').click();
    await expect.poll(() => textOf(carrier.page, 'passport-status')).toBe('На проверке');
    await screenshot(carrier.page, 'admin-passport-pending-360');
    const carrierReloads = countReloads(carrier.page);

    admin = await world.loggedIn(ADMIN, { viewport: DESKTOP });
    await admin.page.goto(`${world.app.url}/admin/moderation`);
    // The queue holds his upload alone (the demo accounts have none).
    const item = admin.page.getByTestId('moderation-item');
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.innerText()).toContain('carrier2@fura.local');
    await screenshot(admin.page, 'admin-moderation-1280');
    await item.getByTestId('moderation-open').click();
    await admin.page.getByTestId('passport-image').waitFor();
    await screenshot(admin.page, 'admin-moderation-viewer-1280');
    await admin.page.getByTestId('moderation-approve').click();
    await expect.poll(() => admin.page.getByTestId('moderation-item').count()).toBe(0);

    await expect.poll(() => textOf(carrier.page, 'passport-status')).toBe('Подтверждён');
    expect(carrierReloads()).toBe(0);
    await screenshot(carrier.page, 'admin-passport-verified-360');
  });

  it('the admin bans a cargo owner for 3 days: his open tab shows the block live; the unban lifts it', async () => {
    const cargo = await world.loggedIn(CARGO, { viewport: PHONE });
    await cargo.page.goto(`${world.app.url}/my-orders`);
    await cargo.page.getByTestId('my-articles').waitFor();
    const cargoReloads = countReloads(cargo.page);

    await admin.page.goto(`${world.app.url}/admin`);
    await admin.page.getByTestId('users-query').fill('cargo2@fura.local');
    await admin.page.getByTestId('users-search-submit').click();
    await expect.poll(() => admin.page.getByTestId('users-row').count()).toBe(1);
    await screenshot(admin.page, 'admin-users-1280');
    await admin.page.getByTestId('users-row').getByRole('link').first().click();
    await admin.page.waitForURL(`${world.app.url}/admin/users/${cargo.userId}`);
    await admin.page.getByTestId('ban-form').waitFor();
    await admin.page.getByTestId('ban-days').fill('3');
    await admin.page.getByTestId('ban-comment').fill('Спам в заявках');
    await admin.page.getByTestId('ban-submit').click();
    await admin.page.getByTestId('user-unban').waitFor();
    await screenshot(admin.page, 'admin-user-card-1280');

    // His tab hears `setBan`: the blocked notice appears without a reload.
    await cargo.page.getByTestId('ban-notice').waitFor();
    expect(cargoReloads()).toBe(0);
    await screenshot(cargo.page, 'admin-ban-notice-360');

    // His sessions were ended; he logs in again to read why.
    const again = await world.loggedIn(CARGO, { viewport: PHONE });
    await again.page.goto(`${world.app.url}/blocked`);
    await again.page.getByTestId('blocked-page').waitFor();
    expect(await textOf(again.page, 'blocked-reason')).toContain('Спам в заявках');
    expect(await textOf(again.page, 'blocked-until')).toMatch(/\d\d\.\d\d\.\d{4}/);
    await screenshot(again.page, 'admin-blocked-360');

    // The header says it on every page, a cargo owner's too.
    expect(await again.page.getByTestId('tariff-badge').getAttribute('data-state')).toBe('banned');

    await admin.page.getByTestId('user-unban').click();
    await admin.page.getByTestId('ban-form').waitFor();
    // …and his tab hears `cancelBan`: the badge goes without a reload.
    await expect.poll(() => again.page.getByTestId('tariff-badge').count()).toBe(0);
  });

  it('a system notice to all carriers reaches an online carrier’s bell', async () => {
    await carrier.page.goto(`${world.app.url}/my-offers`);
    await carrier.page.getByTestId('header-bell').waitFor();
    const before = await textOf(carrier.page, 'bell-counter').catch(() => '0');

    await admin.page.goto(`${world.app.url}/admin/notices`);
    await pickOption(admin.page, 'notice-audience', 'Всем перевозчикам');
    await admin.page.getByTestId('notice-text').fill('Сегодня с 23:00 до 23:30 — плановые работы.');
    await admin.page.getByTestId('notice-submit').click();
    await expect.poll(() => textOf(admin.page, 'notice-status')).toBe('Доставлено');
    await screenshot(admin.page, 'admin-notices-1280');

    await expect.poll(() => textOf(carrier.page, 'bell-counter')).not.toBe(before);
    await carrier.page.getByTestId('header-bell').click();
    await expect
      .poll(() => carrier.page.getByTestId('bell-item').first().innerText())
      .toContain('плановые работы');
    await screenshot(carrier.page, 'admin-notice-bell-360');
  });

  it('every console screen at 1280 px; a cargo owner is shown «not found» there', async () => {
    for (const [path, name] of [
      ['/admin/listings', 'listings'],
      ['/admin/settings', 'settings'],
      ['/admin/tariffs', 'tariffs'],
      ['/admin/callbacks', 'callbacks'],
      ['/admin/audit', 'audit'],
    ] as const) {
      await admin.page.goto(`${world.app.url}${path}`);
      await admin.page.getByRole('heading', { level: 1 }).waitFor();
      await admin.page.waitForLoadState('networkidle');
      await screenshot(admin.page, `admin-${name}-1280`);
    }
    // The log holds the moderation, the ban, the unban and the notice of this journey.
    await admin.page.goto(`${world.app.url}/admin/audit`);
    await expect.poll(() => admin.page.getByText('Блокировка', { exact: true }).count()).toBeGreaterThan(0);
    await admin.page.setViewportSize(PHONE);
    await admin.page.goto(`${world.app.url}/admin`);
    await admin.page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(admin.page, 'admin-users-360');

    const owner = await world.loggedIn('cargo1@fura.local', { viewport: DESKTOP });
    await owner.page.goto(`${world.app.url}/admin`);
    await owner.page.getByTestId('not-found').waitFor();
  });
});
