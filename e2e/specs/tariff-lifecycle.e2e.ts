import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser';
import { journey } from '../helpers/journey';

const world = journey();

/** Owns the demo offers (the seed); his tariff runs out in this journey. */
const EXPIRING = 'carrier3@fura.local';
/** His tariff is moved to two days before its end. */
const WARNED = 'carrier2@fura.local';
const CARGO_OWNER = 'cargo1@fura.local';

async function badgeState(page: Page): Promise<string | null> {
  return page.getByTestId('tariff-badge').first().getAttribute('data-state');
}

function textOf(page: Page, testId: string): Promise<string> {
  return page
    .getByTestId(testId)
    .first()
    .innerText()
    .then((text) => text.replace(/\s+/g, ' ').trim());
}

describe('a tariff runs its course (issue 11: a guest pays after registering; the warning; the end)', () => {
  it('a visitor picks «PRO на 1 месяц» on /tariffs, registers as a carrier, comes back to the plan and pays', async () => {
    const context = await world.browser.newContext({ viewport: PHONE, locale: 'ru-RU' });
    await context.addCookies([{ name: 'cookieAccepted', value: '1', url: world.app.url }]);
    const page = await context.newPage();
    await page.goto(`${world.app.url}/tariffs`);
    await page.getByRole('link', { name: 'Оплатить — PRO на 1 месяц' }).click();
    await page.waitForURL(/\/register\?/);
    // The role is already chosen: the link was for carriers.
    expect(await textOf(page, 'register-role')).toBe('Перевозчик');
    await page.getByTestId('register-email').fill('new-carrier@e2e.local');
    await page.getByTestId('register-phone').fill('79990001122');
    await page.getByTestId('register-first').fill('Олег');
    await page.getByTestId('register-last').fill('Ветров');
    await page.getByTestId('register-password').fill('truck2026');
    await page.getByTestId('register-submit').click();

    await page.waitForURL(`${world.app.url}/tariffs?plan=pro-month`);
    expect(await textOf(page, 'tariffs-chosen-plan')).toContain('Вы выбрали тариф «PRO на 1 месяц»');
    const pay = page.getByRole('button', { name: 'Оплатить — PRO на 1 месяц' });
    await expect.poll(() => pay.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await badgeState(page)).toBe('active');
    await screenshot(page, 'tariffs-chosen-plan-360');

    await pay.click();
    await page.waitForURL(/\/pay\/demo\/[^/?#]+$/);
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL(/\/mytarif\?payment=/);
    await expect
      .poll(() => page.getByTestId('tariff-payment-return').getAttribute('data-state'))
      .toBe('succeeded');
    expect(await textOf(page, 'tariff-current-title')).toMatch(/^Тариф PRO до \d\d\.\d\d\.\d{4}$/);
    await context.close();
  });

  it('two days before the end the carrier is warned; at the end his badge changes live and his offers go', async () => {
    const carrier = await world.loggedIn(EXPIRING, { viewport: PHONE });
    const mine = await carrier.page.request.post(`${world.app.url}/api/article/getMyArticles`, {
      data: { type: 'my' },
    });
    const [offer] = ((await mine.json()) as { articles: { _id: string; type: string }[] }).articles;
    expect(offer?.type).toBe('offer');
    const offerId = offer?._id ?? '';

    const owner = await world.loggedIn(CARGO_OWNER, { viewport: DESKTOP });
    await owner.page.goto(`${world.app.url}/search-offer`);
    const card = owner.page.locator(`[data-testid="article-card"][data-article-id="${offerId}"]`);
    await card.waitFor();

    await carrier.page.goto(`${world.app.url}/my-offers`);
    expect(await badgeState(carrier.page)).toBe('active');

    // Time moves on: his tariff ends in 40 seconds, the other carrier's in two days. The app's jobs run at its start
    // (the reminder) and a minute later (the end).
    await world.app.whileStopped(async (db) => {
      await db.query(`update users set tariff_expires_at = now() + interval '40 seconds' where email = $1`, [
        EXPIRING,
      ]);
      await db.query(`update users set tariff_expires_at = now() + interval '2 days' where email = $1`, [
        WARNED,
      ]);
    });
    let reloads = 0;
    carrier.page.on('framenavigated', (frame) => (reloads += frame === carrier.page.mainFrame() ? 1 : 0));

    const warned = await world.loggedIn(WARNED, { viewport: PHONE });
    await warned.page.goto(`${world.app.url}/my-offers`);
    await expect.poll(() => badgeState(warned.page)).toBe('expiring');
    expect(await textOf(warned.page, 'tariff-badge')).toBe('Тариф DEMO: осталось 2 дня');
    // The warning opens by itself once per browser session.
    const popup = warned.page.getByTestId('tariff-popup');
    await popup.waitFor();
    expect(await popup.innerText()).toContain('До окончания тарифа осталось 2 дня');
    await screenshot(warned.page, 'tariffs-warning-360');
    await popup.getByRole('link', { name: 'Продлить тариф' }).click();
    await warned.page.waitForURL(`${world.app.url}/mytarif`);
    await warned.page.goto(`${world.app.url}/notifications`);
    await expect
      .poll(() => textOf(warned.page, 'notification-item'))
      .toContain('Тариф DEMO закончится через 2 дня');
    await warned.page.setViewportSize(DESKTOP);
    await warned.page.goto(`${world.app.url}/my-offers`);
    await warned.page.getByTestId('tariff-badge').waitFor();
    await screenshot(warned.page, 'tariffs-warning-1280');

    // His open tab hears `dontTariff` when the job ends his tariff: the badge offers to pay (the demo week is used),
    // no reload.
    await expect.poll(() => badgeState(carrier.page), { timeout: 110_000 }).toBe('ended');
    expect(reloads).toBe(0);
    expect(await textOf(carrier.page, 'tariff-badge')).toBe('Тариф истёк — оплатить');
    // His own offers page says why nobody sees them now.
    await carrier.page.getByTestId('my-offers-hidden').waitFor();
    await screenshot(carrier.page, 'tariffs-ended-360');

    // The cargo owner searches again: the offer is gone, the other carriers' offers are still there.
    await owner.page.reload();
    await owner.page.getByTestId('article-card').first().waitFor();
    expect(await card.count()).toBe(0);
    // …and so is its page by a direct link; he still sees it himself.
    const asked = (who: Page) =>
      who.request.post(`${world.app.url}/api/article/getUserArticle`, {
        data: { id: offerId, type: 'offer' },
      });
    expect((await asked(owner.page)).status()).toBe(404);
    expect((await asked(carrier.page)).status()).toBe(200);
  }, 240_000);
});
