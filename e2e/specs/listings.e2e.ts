import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser';
import { pickAddress, pickDate, pickOption, photo } from '../helpers/forms';
import { journey } from '../helpers/journey';

const world = journey();

function loggedIn(login: string, viewport: { width: number; height: number } = DESKTOP) {
  return world.loggedIn(login, { viewport });
}

function card(page: Page, id: string) {
  return page.locator(`[data-testid="article-card"][data-article-id="${id}"]`);
}

async function groupCount(page: Page, group: string): Promise<string> {
  return (await page.getByTestId(`group-count-${group}`).first().innerText()).trim();
}

describe('listings journey', () => {
  let orderId = '';
  let owner: Page;
  let ownerSecondTab: Page;

  it('a cargo owner publishes an order with two photos through the form; a second tab sees it arrive live', async () => {
    ({ page: owner } = await loggedIn('cargo1@fura.local'));
    ownerSecondTab = await owner.context().newPage();
    await ownerSecondTab.goto(`${world.app.url}/my-orders-open`);
    await ownerSecondTab.getByTestId('my-articles').waitFor();

    await owner.goto(`${world.app.url}/order-create`);
    await owner.getByTestId('article-form').waitFor();
    await pickAddress(owner, 'article-from', 'Самар', 'Самара');
    await pickAddress(owner, 'article-to', 'Тольят', 'Тольятти');
    await pickDate(owner, 'article-date', 3);
    await owner.getByTestId('article-time-from').getByLabel('Часы').fill('09');
    await owner.getByTestId('article-time-from').getByLabel('Минуты').fill('30');
    await owner.getByTestId('article-cargo-type-2').click();
    await owner.getByTestId('article-weight').fill('1500');
    await owner.getByTestId('article-budget').fill('45000');
    await pickOption(owner, 'article-payment', 'Безнал с НДС');
    await owner.getByTestId('article-comment').fill('Диван и два кресла');
    await owner
      .getByTestId('article-photos-input')
      .setInputFiles([
        await photo('sofa.jpg', { r: 180, g: 120, b: 60 }),
        await photo('chair.jpg', { r: 60, g: 120, b: 180 }),
      ]);
    await expect.poll(() => owner.getByTestId('article-photo-item').count()).toBe(2);
    await screenshot(owner, 'order-form-1280');
    await owner.getByTestId('article-publish').click();
    await owner.waitForURL(/\/order\/[0-9a-f-]{36}$/);
    orderId = owner.url().split('/').pop()!;
    await owner.getByTestId('article-page').waitFor();
    await expect.poll(() => owner.getByTestId('article-title').innerText()).toContain('Самара');
    await expect.poll(() => owner.getByTestId('article-photos').locator('img').count()).toBe(2);

    await card(ownerSecondTab, orderId).waitFor();
    await expect.poll(() => groupCount(ownerSecondTab, 'open')).toBe('1');
    await screenshot(ownerSecondTab, 'my-orders-open-1280');
  });

  it('a carrier finds the order by a radius search and opens it', async () => {
    const { page: carrier } = await loggedIn('carrier1@fura.local', PHONE);
    await carrier.goto(`${world.app.url}/search-order`);
    await carrier.getByTestId('search-page').waitFor();
    const toggle = carrier.getByTestId('search-filters-toggle');
    if (await toggle.isVisible()) await toggle.click();
    await pickAddress(carrier, 'search-from', 'Самар', 'Самара');
    await carrier.waitForURL(/fromLat=/);
    expect(carrier.url()).toContain('fromR=');
    const found = card(carrier, orderId);
    await carrier.keyboard.press('Escape');
    const showResults = carrier.getByRole('button', { name: 'Показать объявления' });
    if (await showResults.isVisible()) await showResults.click();
    await found.waitFor();
    await screenshot(carrier, 'search-order-360');

    // The search is kept in the URL: a reload shows the same results.
    await carrier.reload();
    await found.waitFor();
    await found.getByTestId('article-card-route').click();
    await carrier.waitForURL(`${world.app.url}/order/${orderId}`);
    await expect.poll(() => carrier.getByTestId('article-title').innerText()).toContain('Тольятти');
    await expect.poll(() => carrier.getByTestId('article-author').innerText()).not.toContain('@');
    await screenshot(carrier, 'order-page-360');
  });

  it('the owner edits the order, adding a photo and keeping the old ones', async () => {
    await owner.goto(`${world.app.url}/edit-order/${orderId}`);
    await owner.getByTestId('article-form').waitFor();
    await expect.poll(() => owner.getByTestId('article-photo-item').count()).toBe(2);
    await owner
      .getByTestId('article-photos-input')
      .setInputFiles([await photo('table.jpg', { r: 60, g: 160, b: 60 })]);
    await expect.poll(() => owner.getByTestId('article-photo-item').count()).toBe(3);
    await owner.getByTestId('article-save').click();
    await owner.waitForURL(`${world.app.url}/order/${orderId}`);
    await expect
      .poll(() => owner.getByTestId('article-photos').locator('img').count(), { timeout: 10_000 })
      .toBe(3);
  });

  it('moves the order to the trash and restores it; the second tab follows live', async () => {
    await owner.goto(`${world.app.url}/my-orders-open`);
    await card(owner, orderId).getByTestId('article-action-delete').click();
    await card(owner, orderId).waitFor({ state: 'detached' });

    await card(ownerSecondTab, orderId).waitFor({ state: 'detached' });
    await expect.poll(() => groupCount(ownerSecondTab, 'deleted')).toBe('1');
    await expect.poll(() => groupCount(ownerSecondTab, 'open')).toBe('0');

    await owner.goto(`${world.app.url}/my-orders-deleted`);
    await card(owner, orderId).getByTestId('article-action-draft').click();
    await card(owner, orderId).waitFor({ state: 'detached' });
    await card(ownerSecondTab, orderId).waitFor();
    await expect.poll(() => groupCount(ownerSecondTab, 'open')).toBe('1');
    await expect.poll(() => card(ownerSecondTab, orderId).getAttribute('data-status')).toBe('1');
  });

  it('a carrier creates a vehicle template and an offer from it; a cargo owner finds the offer', async () => {
    const { page: carrier } = await loggedIn('carrier2@fura.local');
    await carrier.goto(`${world.app.url}/create-template-auto`);
    await carrier.getByTestId('template-form').waitFor();
    await carrier.getByTestId('template-name').fill('Газель белая');
    await pickOption(carrier, 'template-vehicle-type', 'Газель (до 1,5 т)');
    await pickOption(carrier, 'template-body', 'Тент');
    await carrier.getByTestId('template-make').fill('ГАЗ');
    await carrier.getByTestId('template-capacity').fill('1,5');
    await carrier.getByTestId('template-submit').click();
    await carrier.waitForURL(`${world.app.url}/mytemplate-auto`);
    await carrier.getByTestId('template-card').first().waitFor();

    await carrier.goto(`${world.app.url}/offer-create`);
    await carrier.getByTestId('article-form').waitFor();
    await pickOption(carrier, 'article-template', 'Газель белая');
    await pickAddress(carrier, 'article-from', 'Казан', 'Казань');
    await pickAddress(carrier, 'article-to', 'Москв', 'Москва');
    await pickDate(carrier, 'article-date', 2);
    await carrier.getByTestId('article-budget').fill('30000');
    await pickOption(carrier, 'article-payment', 'Наличные');
    await screenshot(carrier, 'offer-form-1280');
    await carrier.getByTestId('article-publish').click();
    await carrier.waitForURL(/\/offer\/[0-9a-f-]{36}$/);
    const offerId = carrier.url().split('/').pop()!;
    await expect.poll(() => carrier.getByTestId('article-vehicle').innerText()).toContain('ГАЗ');

    const { page: cargo } = await loggedIn('cargo2@fura.local');
    await cargo.goto(`${world.app.url}/search-offer`);
    await pickAddress(cargo, 'search-from', 'Казан', 'Казань');
    await card(cargo, offerId).waitFor();
    await screenshot(cargo, 'search-offer-1280');
  });
});
