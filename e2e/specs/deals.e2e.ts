import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser';
import { journey, orderThroughApi } from '../helpers/journey';

const world = journey();

/** Logged in with a position granted: the carrier is tracked on the way. */
function loggedIn(login: string, viewport: { width: number; height: number }) {
  return world.loggedIn(login, { viewport, geolocation: true });
}

/** A draft order of the logged-in cargo owner. */
function draftOrder(page: Page): Promise<string> {
  return orderThroughApi(page, world.app.url, { comment: 'Шкаф и стол', publish: false });
}

/** The status label (textContent: the badge shows it in capitals by CSS). */
async function statusOf(page: Page): Promise<string> {
  const badge = page.getByTestId('article-page').getByTestId('status-badge').first();
  return ((await badge.textContent()) ?? '').trim();
}

/** Picks `stars` in a review form's rating (Mantine Rating: a visually hidden radio per value and its label). */
async function rate(form: ReturnType<Page['locator']>, stars: number): Promise<void> {
  const rating = form.getByTestId('review-rating');
  const id = await rating.locator(`input[value="${stars}"]`).getAttribute('id');
  await rating.locator(`label[for="${id}"]`).click();
}

async function cardStatus(card: ReturnType<Page['locator']>): Promise<string> {
  return ((await card.getByTestId('status-badge').first().textContent()) ?? '').trim();
}

describe('deals journey (cargo owner and carrier, two browser contexts)', () => {
  let owner: Page;
  let ownerId = '';
  let carrier: Page;
  let carrierTaken: Page;
  let carrierId = '';
  let orderId = '';

  it('the owner publishes; the carrier sends a request and the owner sees it appear without reloading', async () => {
    ({ page: owner, userId: ownerId } = await loggedIn('cargo1@fura.local', DESKTOP));
    ({ page: carrier, userId: carrierId } = await loggedIn('carrier1@fura.local', PHONE));
    orderId = await draftOrder(owner);

    await owner.goto(`${world.app.url}/order/${orderId}`);
    await owner.getByTestId('article-action-publish').click();
    await expect.poll(() => statusOf(owner)).toBe('Опубликовано');

    await carrier.goto(`${world.app.url}/order/${orderId}`);
    const form = carrier.getByTestId('request-form');
    await form.getByTestId('request-text-input').fill('Возьму завтра утром, машина тент 5 т');
    await form.getByTestId('request-price-input').fill('24000');
    await form.getByTestId('request-submit').click();
    await carrier.getByTestId('my-request').waitFor();
    await screenshot(carrier, 'deal-request-sent-360');

    const request = owner.getByTestId('request-item');
    await request.first().waitFor({ timeout: 15_000 });
    await expect.poll(() => request.count()).toBe(1);
    await expect.poll(() => request.first().innerText()).toContain('Возьму завтра утром');
    await screenshot(owner, 'deal-request-arrived-1280');
  });

  it('the owner picks the executor and the carrier’s /taken-orders shows the order live', async () => {
    carrierTaken = await carrier.context().newPage();
    await carrierTaken.goto(`${world.app.url}/taken-orders`);
    await carrierTaken.getByTestId('taken-articles').waitFor();
    await expect.poll(() => carrierTaken.locator(`[data-article-id="${orderId}"]`).count()).toBe(0);

    await owner.getByTestId('deal-pick-executor').first().click();
    await expect.poll(() => statusOf(owner)).toBe('Исполнитель выбран');
    await owner.getByTestId('executor-item').first().waitFor();

    const card = carrierTaken.locator(`[data-testid="article-card"][data-article-id="${orderId}"]`);
    await card.waitFor({ timeout: 15_000 });
    await expect.poll(() => cardStatus(card)).toBe('Исполнитель выбран');
    await screenshot(carrierTaken, 'deal-taken-orders-360');
  });

  it('on the way, delivered, completed — both lists and the page follow each status live', async () => {
    const card = carrierTaken.locator(`[data-testid="article-card"][data-article-id="${orderId}"]`);
    await owner.getByTestId('article-action-onWay').click();
    await expect.poll(() => statusOf(owner)).toBe('В пути');
    await expect.poll(() => cardStatus(card), { timeout: 15_000 }).toBe('В пути');

    await carrier.goto(`${world.app.url}/order/${orderId}`);
    await carrier.getByTestId('executor-panel').waitFor();
    await carrier.getByTestId('deal-mark-delivered').click();
    await carrier.getByTestId('deal-delivered').waitFor();
    await screenshot(carrier, 'deal-delivered-360');

    await owner.getByTestId('deal-delivered').waitFor({ timeout: 15_000 });
    // Issue 24: «Доставлено» for both sides until the owner completes — his page, his list, the carrier's list.
    await expect.poll(() => statusOf(owner), { timeout: 15_000 }).toBe('Доставлено');
    await expect.poll(() => cardStatus(card), { timeout: 15_000 }).toBe('Доставлено');
    const ownerList = await owner.context().newPage();
    await ownerList.setViewportSize(PHONE);
    await ownerList.goto(`${world.app.url}/my-orders-working`);
    const ownerCard = ownerList.locator(`[data-testid="article-card"][data-article-id="${orderId}"]`);
    await ownerCard.waitFor();
    await expect.poll(() => cardStatus(ownerCard)).toBe('Доставлено');
    await screenshot(ownerList, 'deal-delivered-owner-list-360');
    await ownerList.close();
    await owner.getByTestId('article-action-complete').click();
    await expect.poll(() => statusOf(owner)).toBe('Завершено');
    await expect.poll(() => cardStatus(card), { timeout: 15_000 }).toBe('Завершено');
  });

  it('both leave reviews and both ratings change on /user/{id}', async () => {
    await owner.getByTestId('review-form').first().waitFor();
    await rate(owner.getByTestId('review-form').first(), 5);
    await owner
      .getByTestId('review-form')
      .first()
      .getByTestId('review-comment')
      .fill('Привёз вовремя, всё целое');
    await owner.getByTestId('review-form').first().getByTestId('review-submit').click();
    await owner.getByTestId('review-item').first().waitFor();
    await screenshot(owner, 'deal-review-1280');

    await carrier.reload();
    await carrier.getByTestId('review-form').first().waitFor();
    await rate(carrier.getByTestId('review-form').first(), 4);
    await carrier
      .getByTestId('review-form')
      .first()
      .getByTestId('review-comment')
      .fill('Хороший заказчик, ждал погрузку 20 минут');
    await carrier.getByTestId('review-form').first().getByTestId('review-submit').click();
    await carrier.getByTestId('review-item').first().waitFor();

    await owner.goto(`${world.app.url}/user/${carrierId}`);
    await expect.poll(() => owner.getByTestId('user-profile-rating').innerText()).toContain('5');
    // The reviews list loads on its own, after the profile's header: wait for it rather than read it once.
    await expect.poll(() => owner.getByTestId('user-profile').innerText()).toContain('Привёз вовремя');
    await screenshot(owner, 'deal-carrier-profile-1280');

    await carrier.goto(`${world.app.url}/user/${ownerId}`);
    await expect.poll(() => carrier.getByTestId('user-profile-rating').innerText()).toContain('4');
    await expect.poll(() => carrier.getByTestId('user-profile').innerText()).toContain('Хороший заказчик');
    await screenshot(carrier, 'deal-owner-profile-360');
  });
});
