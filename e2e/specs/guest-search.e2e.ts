import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser';
import { journey, orderThroughApi } from '../helpers/journey';

const world = journey();

/** A visitor's browser (no login), the cookie notice accepted. */
async function guestPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await world.browser.newContext({ viewport, locale: 'ru-RU' });
  await context.addCookies([{ name: 'cookieAccepted', value: '1', url: world.app.url }]);
  return context.newPage();
}

describe('guest search journey (issue 10: no login wall behind «Смотреть заказы»)', () => {
  let orderId = '';

  it('a visitor presses «Смотреть заказы», finds a fresh order and is asked to log in only to answer it', async () => {
    const owner = await world.loggedIn('cargo2@fura.local');
    orderId = await orderThroughApi(owner.page, world.app.url, { budgetKopecks: 3_133_700 });
    await owner.context.close();

    const guest = await guestPage(PHONE);
    await guest.goto(world.app.url);
    await guest.getByRole('link', { name: 'Смотреть заказы' }).click();
    await guest.waitForURL(/\/search-order$/);
    const card = guest.locator(`[data-testid="article-card"][data-article-id="${orderId}"]`);
    await card.waitFor();
    expect(await card.getByTestId('article-card-price').innerText()).toMatch(/31\s337/);
    expect(await card.getByTestId('article-card-route').innerText()).toContain('Москва');
    await guest.getByTestId('search-guest').waitFor();
    await screenshot(guest, 'guest-search-360');

    await card.getByTestId('article-card-route').click();
    await guest.waitForURL(new RegExp(`/order/${orderId}$`));
    const invitation = guest.getByTestId('request-login');
    await invitation.waitFor();
    expect(await invitation.innerText()).toMatch(/Войдите/);
    expect(await guest.getByTestId('request-form').count()).toBe(0);
    await guest.context().close();
  });

  it('the main page and the guest search at 1280 px', async () => {
    const guest = await guestPage(DESKTOP);
    await guest.goto(world.app.url);
    await guest.getByRole('link', { name: 'Смотреть заказы' }).waitFor();
    await screenshot(guest, 'guest-main-1280');
    await guest.goto(`${world.app.url}/search-order`);
    await guest.locator(`[data-testid="article-card"][data-article-id="${orderId}"]`).waitFor();
    await screenshot(guest, 'guest-search-1280');

    await guest.setViewportSize(PHONE);
    await guest.goto(world.app.url);
    await guest.getByRole('link', { name: 'Смотреть заказы' }).waitFor();
    await screenshot(guest, 'guest-main-360');
    await guest.context().close();
  });
});
