import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser';
import { journey } from '../helpers/journey';

const world = journey();

/** No other spec logs in as him: his tariff is this journey's alone. */
const CARRIER = 'carrier4@fura.local';
const DAY_MS = 24 * 60 * 60 * 1000;

interface SessionUser {
  tariff: string | null;
  expiriesTariffAt: string | null;
  isEnableAutoPay: boolean;
}

/** GET /api/user as the page's cookies see it. */
async function me(page: Page): Promise<SessionUser> {
  const answer = await page.request.get(`${world.app.url}/api/user`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { user: SessionUser }).user;
}

/** The tariff end of the account in ms since the epoch, failing when there is none. */
async function tariffEnd(page: Page): Promise<number> {
  const end = (await me(page)).expiriesTariffAt;
  expect(end).not.toBeNull();
  return Date.parse(end ?? '');
}

/** dd.MM.yyyy in Moscow time, as the carrier reads the paid-until date. */
function moscowDate(time: number): string {
  return new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(time));
}

/** textContent (some labels are in capitals by CSS only), whitespace collapsed. */
async function textOf(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Records every state the payment return message of /mytarif goes through («pending: Оплата проходит…», then
 * «succeeded: …»), however briefly each is shown. Installed before the page loads.
 */
async function recordPaymentReturn(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { paymentReturnStates: seen });
    new MutationObserver(() => {
      const alert = document.querySelector('[data-testid="tariff-payment-return"]');
      const state = alert ? `${alert.getAttribute('data-state')}: ${alert.textContent ?? ''}` : null;
      if (state && seen[seen.length - 1] !== state) seen.push(state);
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

function paymentReturnStates(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { paymentReturnStates: string[] }).paymentReturnStates);
}

describe('tariffs journey (issue 11: a carrier buys PRO on the test payment provider)', () => {
  let carrier: Page;

  it('the carrier pays «PRO на 1 месяц»; the return page, the history and his other tab show the new end', async () => {
    ({ page: carrier } = await world.loggedIn(CARRIER, { viewport: DESKTOP }));
    const before = await me(carrier);
    expect(before.tariff).toBe('demo');
    const demoEnd = await tariffEnd(carrier);
    // The seed gives a carrier the demo week.
    expect(Math.abs(demoEnd - Date.now() - 7 * DAY_MS)).toBeLessThan(DAY_MS);
    const demoDate = moscowDate(demoEnd);
    const paidDate = moscowDate(demoEnd + 30 * DAY_MS);

    await recordPaymentReturn(carrier);
    await carrier.goto(`${world.app.url}/mytarif`);
    await expect.poll(() => textOf(carrier, 'tariff-current-title')).toBe(`Тариф DEMO до ${demoDate}`);
    expect(await textOf(carrier, 'tariff-paid-until')).toBe(demoDate);
    await carrier.getByTestId('tariff-history-empty').waitFor();
    const plan = carrier.locator('[data-testid="tariff-plan"][data-code="pro-month"]');
    expect(await plan.getByRole('heading').innerText()).toBe('PRO на 1 месяц');
    expect(await plan.getByTestId('tariff-plan-price').innerText()).toMatch(/^490\s₽$/);
    await screenshot(carrier, 'tariffs-mytarif-demo-1280');

    // His second tab, a phone-sized window of the same browser, stays on /mytarif and is never reloaded.
    const other = await carrier.context().newPage();
    await other.setViewportSize(PHONE);
    const socketOpen = other.waitForEvent('websocket').then((socket) => socket.waitForEvent('framereceived'));
    await other.goto(`${world.app.url}/mytarif`);
    await expect.poll(() => textOf(other, 'tariff-paid-until')).toBe(demoDate);
    await socketOpen;
    let reloads = 0;
    other.on('framenavigated', (frame) => (reloads += frame === other.mainFrame() ? 1 : 0));
    await screenshot(other, 'tariffs-mytarif-demo-360');

    // The demo week is running, so the plan card's button prolongs it.
    const pay = plan.getByRole('button', { name: 'Продлить — PRO на 1 месяц' });
    expect(await pay.innerText()).toBe('Продлить');
    await pay.click();
    await carrier.waitForURL(/\/pay\/demo\/[^/?#]+$/);
    const paymentId = new URL(carrier.url()).pathname.split('/').pop() ?? '';
    await carrier.getByRole('heading', { name: 'Тестовая оплата' }).waitFor();
    await carrier.getByTestId('demo-pay-payment').waitFor();
    expect(await carrier.getByTestId('demo-pay-payment').innerText()).toContain('PRO на 1 месяц — 30 дней');
    expect(await carrier.getByTestId('demo-pay-amount').innerText()).toMatch(/^490\s₽$/);
    await screenshot(carrier, 'tariffs-pay-demo-1280');
    await carrier.setViewportSize(PHONE);
    await screenshot(carrier, 'tariffs-pay-demo-360');
    await carrier.setViewportSize(DESKTOP);

    await carrier.getByRole('button', { name: 'Оплатить' }).click();
    await carrier.waitForURL(`${world.app.url}/mytarif?payment=${paymentId}`);
    const outcome = carrier.getByTestId('tariff-payment-return');
    await expect.poll(() => outcome.getAttribute('data-state')).toBe('succeeded');
    expect(await textOf(carrier, 'tariff-payment-return')).toContain(`Тариф оплачен до ${paidDate}`);
    const states = await paymentReturnStates(carrier);
    expect(states[0]).toMatch(/^pending: Оплата проходит…/);
    expect(states[states.length - 1]).toMatch(/^succeeded: Тариф оплачен до/);

    // The server prolonged the demo end by the plan's 30 days.
    const after = await me(carrier);
    expect(after.tariff).toBe('pro');
    expect(await tariffEnd(carrier)).toBe(demoEnd + 30 * DAY_MS);

    expect(await textOf(carrier, 'tariff-current-title')).toBe(`Тариф PRO до ${paidDate}`);
    expect(await textOf(carrier, 'tariff-paid-until')).toBe(paidDate);
    const row = carrier.getByTestId('tariff-payment');
    await expect.poll(() => row.count()).toBe(1);
    const history = (await row.first().innerText()).replace(/\s+/g, ' ');
    expect(history).toContain('PRO на 1 месяц');
    expect(history).toMatch(/490\s₽/);
    expect(history).toContain('Тестовая карта •••• 4242');
    expect(await row.first().getByTestId('tariff-payment-status').textContent()).toBe('Оплачен');
    await screenshot(carrier, 'tariffs-mytarif-1280');

    // The other tab heard `setTariff`: the page and the header badge show the new end without a reload.
    await expect.poll(() => textOf(other, 'tariff-paid-until')).toBe(paidDate);
    expect(await textOf(other, 'tariff-current-title')).toBe(`Тариф PRO до ${paidDate}`);
    await expect.poll(() => textOf(other, 'tariff-badge')).toBe(`Тариф PRO до ${paidDate}`);
    // …and fetches its history again: the payment made in the first tab is listed there too.
    await expect.poll(() => other.getByTestId('tariff-payment').count()).toBe(1);
    expect(reloads).toBe(0);
    await screenshot(other, 'tariffs-mytarif-360');
    await other.close();
  });

  it('he turns autopay on with the saved test card; a guest sees the plans and that cargo owners pay nothing', async () => {
    await carrier.goto(`${world.app.url}/autopay`);
    expect(await textOf(carrier, 'autopay-card-label')).toBe('Тестовая карта •••• 4242');
    const toggle = carrier.getByRole('switch', { name: 'Автоплатёж' });
    expect(await toggle.isChecked()).toBe(false);
    expect((await me(carrier)).isEnableAutoPay).toBe(false);
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await expect.poll(async () => (await me(carrier)).isEnableAutoPay).toBe(true);
    await carrier.getByTestId('autopay-next-date').waitFor();
    expect(await textOf(carrier, 'autopay-consent')).toContain('Следующее списание');

    await carrier.reload();
    await carrier.getByTestId('autopay-card-label').waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await screenshot(carrier, 'tariffs-autopay-1280');
    await carrier.setViewportSize(PHONE);
    await screenshot(carrier, 'tariffs-autopay-360');

    const context = await world.browser.newContext({ viewport: PHONE, locale: 'ru-RU' });
    await context.addCookies([{ name: 'cookieAccepted', value: '1', url: world.app.url }]);
    const guest = await context.newPage();
    await guest.goto(`${world.app.url}/tariffs`);
    await guest.getByTestId('tariff-plans').waitFor();
    const plans = guest.getByTestId('tariff-plan');
    expect(await plans.count()).toBe(5);
    expect(await plans.getByRole('heading').allInnerTexts()).toContain('PRO на 1 месяц');
    const note = await textOf(guest, 'tariffs-cargo-note');
    expect(note).toContain('Для грузовладельцев биржа бесплатна');
    expect(note).toContain('Тариф нужен только перевозчикам');
    await screenshot(guest, 'tariffs-guest-360');
    await context.close();
  });
});
