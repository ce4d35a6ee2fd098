import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser';
import { markerPosition, markerScreenPoint, orderOnTheWay, withoutTiles } from '../helpers/geo';
import { journey } from '../helpers/journey';

const world = journey();

const START = { latitude: 55.75, longitude: 37.62 };
const MOVED = { latitude: 56.05, longitude: 37.1 };
const MOVED_AGAIN = { latitude: 56.25, longitude: 36.85 };

describe('tracking journey (carrier on the way, cargo owner’s map, consignee’s link)', () => {
  let owner: Page;
  let carrier: Page;
  let orderId = '';
  let trackUrl = '';

  it('the carrier on the way sends his position and the owner’s /geo-detect marker moves live', async () => {
    ({ page: owner } = await world.loggedIn('cargo3@fura.local', { viewport: DESKTOP }));
    const carrierLogin = await world.loggedIn('carrier3@fura.local', { viewport: PHONE, geolocation: true });
    carrier = carrierLogin.page;
    await withoutTiles(owner);
    orderId = await orderOnTheWay(owner, carrierLogin, world.app.url);

    // The carrier's app starts sending once his session says so (needSendLocation): the strip says it.
    await carrier.goto(`${world.app.url}/taken-orders`);
    await carrier.getByTestId('location-sending').waitFor();
    await screenshot(carrier, 'tracking-carrier-sending-360');

    await owner.goto(`${world.app.url}/geo-detect`);
    const marker = owner.locator(`[data-testid="geo-marker"][data-article-id="${orderId}"]`);
    await marker.waitFor({ timeout: 15_000 });
    await expect.poll(() => markerPosition(marker)).toBe(`${START.latitude},${START.longitude}`);
    const item = owner.locator(`[data-testid="geo-item"][data-article-id="${orderId}"]`);
    await expect.poll(() => item.innerText()).toContain('Москва → Тверь');
    expect(await item.innerText()).toContain('Сергей Лебедев');
    await expect.poll(() => item.getByTestId('geo-item-time').innerText()).toMatch(/только что|мин назад/);
    // The marker has an accessible name with the carrier and the route, and is reachable by keyboard.
    expect(await marker.getAttribute('role')).toBe('button');
    expect(await marker.getAttribute('tabindex')).toBe('0');
    expect(await marker.innerText()).toContain('Сергей Лебедев: Москва → Тверь');
    const before = await markerScreenPoint(marker);

    await carrier.context().setGeolocation(MOVED);
    await expect.poll(() => markerPosition(marker)).toBe(`${MOVED.latitude},${MOVED.longitude}`);
    await expect.poll(() => markerScreenPoint(marker)).not.toBe(before);
    await screenshot(owner, 'tracking-geo-detect-1280');
  });

  it('selecting the listing follows it and draws its track, extended live', async () => {
    const marker = owner.locator(`[data-testid="geo-marker"][data-article-id="${orderId}"]`);
    const select = owner
      .locator(`[data-testid="geo-item"][data-article-id="${orderId}"]`)
      .getByTestId('geo-item-select');
    await select.focus();
    await owner.keyboard.press('Enter');
    await expect.poll(() => select.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => marker.getAttribute('data-selected')).toBe('true');

    await carrier.context().setGeolocation(MOVED_AGAIN);
    await expect.poll(() => markerPosition(marker)).toBe(`${MOVED_AGAIN.latitude},${MOVED_AGAIN.longitude}`);
    await expect.poll(() => owner.locator('path.geo-track').count()).toBe(1);
    // Followed: the map keeps the moving marker in the middle of the map.
    const map = await owner.getByTestId('geo-map').boundingBox();
    const offCentre = async () => {
      const [x = 0, y = 0] = (await markerScreenPoint(marker)).split(',').map(Number);
      return map ? Math.hypot(x - (map.x + map.width / 2), y - (map.y + map.height / 2)) : Infinity;
    };
    await expect.poll(offCentre).toBeLessThan(3);
    await screenshot(owner, 'tracking-geo-detect-selected-1280');

    const phone = (await world.loggedIn('cargo3@fura.local', { viewport: PHONE })).page;
    await withoutTiles(phone);
    await phone.goto(`${world.app.url}/geo-detect`);
    await phone.locator(`[data-testid="geo-marker"][data-article-id="${orderId}"]`).waitFor();
    await screenshot(phone, 'tracking-geo-detect-360');
  });

  it('at 360 px the carrier without location access sees «Включите геолокацию» with its how-to link, then the sending strip once allowed', async () => {
    const { page, context } = await world.loggedIn('carrier3@fura.local', { viewport: PHONE });
    await page.goto(`${world.app.url}/taken-orders`);
    const strip = page.getByTestId('location-error');
    await strip.waitFor();
    expect(await strip.innerText()).toContain('Включите геолокацию в браузере');
    const howTo = strip.getByRole('link', { name: 'Как это сделать?' });
    expect(await howTo.getAttribute('href')).toBeTruthy();
    const box = await strip.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'tracking-carrier-geo-off-360');

    await context.grantPermissions(['geolocation'], { origin: world.app.url });
    await context.setGeolocation(MOVED_AGAIN);
    await page.reload();
    await page.getByTestId('location-sending').waitFor();
    expect(await page.getByTestId('location-error').count()).toBe(0);
  });

  it('the owner creates a tracking link; a fresh browser without login sees the position and the ETA', async () => {
    const item = owner.locator(`[data-testid="geo-item"][data-article-id="${orderId}"]`);
    await item.getByTestId('tracking-link-create').click();
    const input = owner.getByTestId('tracking-link-url');
    await input.waitFor();
    trackUrl = await input.inputValue();
    expect(trackUrl).toMatch(new RegExp(`^${world.app.url}/track/[A-Za-z0-9_-]{20,}$`));
    await screenshot(owner, 'tracking-link-created-1280');
    await owner.getByRole('button', { name: 'Готово' }).click();
    await expect
      .poll(() => item.getByTestId('tracking-link-active').innerText())
      .toMatch(/^Ссылка действует до \d\d\.\d\d \d\d:\d\d$/);

    for (const viewport of [PHONE, DESKTOP]) {
      const guest = await world.browser.newContext({ viewport, locale: 'ru-RU' });
      // Only so that the cookie notice does not cover the screenshot: the guest is otherwise fresh.
      await guest.addCookies([{ name: 'cookieAccepted', value: '1', url: world.app.url }]);
      try {
        const page = await guest.newPage();
        await withoutTiles(page);
        await page.goto(trackUrl);
        await page.getByTestId('track-marker-position').waitFor();
        expect(await page.getByTestId('track-route').innerText()).toMatch(/Москва[\s\S]*Тверь/);
        expect(await page.getByTestId('track-position').innerText()).toMatch(
          /Последняя точка: (только что|\d+ мин назад)/,
        );
        expect(await page.getByTestId('track-eta').innerText()).toMatch(
          /Прибытие: примерно через .+ \(~\d+ км\)/,
        );
        const text = await page.getByTestId('track-page').innerText();
        expect(text).not.toContain('Лебедев');
        expect(text).not.toContain('Морозова');
        expect(await page.locator('meta[name="robots"]').first().getAttribute('content')).toBe('noindex');
        await screenshot(page, `tracking-track-${viewport.width}`);
      } finally {
        await guest.close();
      }
    }
  });

  it('a revoked link shows a clear Russian message', async () => {
    const item = owner.locator(`[data-testid="geo-item"][data-article-id="${orderId}"]`);
    await item.getByTestId('tracking-link-revoke').click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Отозвать' }).click();
    await item.getByTestId('tracking-link-create').waitFor();

    const guest = await world.browser.newContext({ viewport: PHONE, locale: 'ru-RU' });
    try {
      const page = await guest.newPage();
      await page.goto(trackUrl);
      await page.getByTestId('track-not-found').waitFor();
      expect(await page.getByTestId('track-not-found').innerText()).toContain(
        'Ссылка не найдена или больше не действует',
      );
      await screenshot(page, 'tracking-track-gone-360');
    } finally {
      await guest.close();
    }
  });
});
