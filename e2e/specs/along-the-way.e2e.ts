import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, screenshot } from '../helpers/browser';
import { pickAddress } from '../helpers/forms';
import { withoutTiles } from '../helpers/geo';
import { journey, orderThroughApi } from '../helpers/journey';

/**
 * Issue 26 at 360 px: a carrier whose deal was delivered in Екатеринбург finds a return load from there and asks for
 * it; a carrier searching «По пути» Москва → Казань sees Владимир → Нижний Новгород (demo data) with its detour, and
 * never Владимир → Москва.
 */

const world = journey();

const YEKATERINBURG = {
  address: 'Екатеринбург',
  settlement: 'Екатеринбург',
  region: 'Свердловская область',
  lat: 56.8389,
  lon: 60.6057,
  placeId: null,
};
const MOSCOW = {
  address: 'Москва',
  settlement: 'Москва',
  region: 'Москва',
  lat: 55.7558,
  lon: 37.6173,
  placeId: null,
};
const KAZAN = {
  address: 'Казань',
  settlement: 'Казань',
  region: 'Республика Татарстан',
  lat: 55.7964,
  lon: 49.1089,
  placeId: null,
};

async function post(page: Page, path: string, data: Record<string, unknown>): Promise<void> {
  const answer = await page.request.post(`${world.app.url}${path}`, { data });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
}

/** The route of each result card as «откуда → куда» (the card adds each place's region after its name). */
async function resultRoutes(page: Page): Promise<string[]> {
  const texts = await page.getByTestId('corridor-result').getByTestId('article-card-route').allInnerTexts();
  const settlement = (place: string) =>
    ['Нижний Новгород', 'Владимир', 'Москва', 'Казань', 'Ногинск', 'Покров', 'Зеленодольск'].find((name) =>
      place.trim().startsWith(name),
    ) ?? place.trim();
  return texts.map((text) => {
    const [from = '', to = ''] = text.split('→');
    return `${settlement(from)} → ${settlement(to)}`;
  });
}

describe('loads along the way (issue 26)', () => {
  it('a carrier with a deal delivered in Екатеринбург presses «Найти обратный груз» and asks for a load found there', async () => {
    const owner = await world.loggedIn('cargo1@fura.local');
    const carrier = await world.loggedIn('carrier1@fura.local', { viewport: PHONE });
    const dealId = await orderThroughApi(owner.page, world.app.url, { to: YEKATERINBURG, comment: 'Плитка' });
    await post(carrier.page, '/api/article/createRequest', {
      articleId: dealId,
      request: { request: 'Тент 20 т', priceKopecks: null, date: null },
      socketId: '',
    });
    await post(owner.page, '/api/article/setExecutor', {
      articleId: dealId,
      executorId: carrier.userId,
      socketId: '',
    });
    await post(owner.page, '/api/article/onWayArticle', { articleId: dealId, socketId: '' });
    await post(carrier.page, '/api/article/setDeliveredCargo', {
      articleId: dealId,
      deliveredUser: carrier.userId,
      socketId: '',
    });
    // Another cargo owner's load from Екатеринбург to Moscow, and one from Kazan that is not a return load.
    const other = await world.loggedIn('cargo2@fura.local');
    const backId = await orderThroughApi(other.page, world.app.url, {
      from: YEKATERINBURG,
      to: MOSCOW,
      budgetKopecks: 6_100_000,
      comment: 'Обратно на запад',
    });
    const elsewhereId = await orderThroughApi(other.page, world.app.url, { from: KAZAN, to: YEKATERINBURG });

    const page = carrier.page;
    await withoutTiles(page);
    await page.goto(`${world.app.url}/taken-orders`);
    const deal = page.locator(`[data-testid="article-card"][data-article-id="${dealId}"]`);
    await deal.waitFor();
    await page.getByTestId('taken-return-load').first().click();
    await page.waitForURL(new RegExp(`/return-load\\?deal=${dealId}`));
    await page.getByTestId('return-load-page').waitFor();

    const found = page.locator(`[data-testid="corridor-result"]:has([data-article-id="${backId}"])`);
    await found.waitFor({ timeout: 20_000 });
    expect(await found.getByTestId('corridor-detour').innerText()).toMatch(/крюк ≈ \d+ км/);
    expect(
      await page.locator(`[data-testid="corridor-result"]:has([data-article-id="${elsewhereId}"])`).count(),
    ).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'return-load-360');

    await found.getByTestId('article-card-route').click();
    await page.waitForURL(new RegExp(`/order/${backId}$`));
    const form = page.getByTestId('request-form');
    await form.getByTestId('request-text-input').fill('Возвращаюсь из Екатеринбурга пустым, возьму');
    await form.getByTestId('request-submit').click();
    await page.getByTestId('my-request').waitFor();
  });

  it('«По пути» Москва → Казань shows Владимир → Нижний Новгород with its detour, not Владимир → Москва', async () => {
    const { page } = await world.loggedIn('carrier2@fura.local', { viewport: PHONE });
    await withoutTiles(page);
    await page.goto(`${world.app.url}/route-order`);
    await page.getByTestId('corridor-page').waitFor();
    await pickAddress(page, 'corridor-departure', 'Москва', 'Москва');
    await pickAddress(page, 'corridor-destination', 'Казань', 'Казань');

    // On the straight line the default 30 km passes Нижний Новгород by: the carrier widens the corridor.
    await page.getByTestId('corridor-results').waitFor();
    await expect.poll(() => resultRoutes(page)).toContain('Ногинск → Казань');
    expect(await resultRoutes(page)).not.toContain('Владимир → Нижний Новгород');
    const width = page.getByTestId('corridor-width');
    await width.fill('50');
    await expect.poll(() => resultRoutes(page)).toContain('Владимир → Нижний Новгород');
    const routes = await resultRoutes(page);
    expect(routes).not.toContain('Владимир → Москва');
    const vladimir = page.getByTestId('corridor-result').nth(routes.indexOf('Владимир → Нижний Новгород'));
    expect(await vladimir.getByTestId('corridor-detour').innerText()).toMatch(/крюк ≈ \d+ км/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'along-the-way-360');
  });
});
