import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { isValidInn } from '@fura/domain/company-inn';
import { CONTACT_MASK } from '@fura/domain/contact-masking';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser';
import { FakeRegister } from '../helpers/fake-register';
import { photo, pickAddress, pickOption } from '../helpers/forms';
import { journey, orderThroughApi } from '../helpers/journey';

/**
 * «Проверенная сделка» (issue 29): one journey per fraud scheme, each blocked — a liquidated company cannot be chosen,
 * a phone typed in a request before the choice arrives masked, a message «выгружайтесь на другом складе» changes
 * nothing while the owner's address change waits for the carrier, the vehicle number in the deal is the checked one —
 * and the «договор-заявка» signed by both.
 */

/** A 12-digit INN (an ИП's) with the tax service's check digits, starting with `prefix`. */
function individualInn(prefix: string): string {
  for (let tail = 0; tail < 1000; tail += 1) {
    const inn = `${prefix}${String(tail).padStart(12 - prefix.length, '0')}`;
    if (isValidInn(inn)) return inn;
  }
  throw new Error('no valid INN found');
}

const LIQUIDATED_INN = individualInn('7707123');
const register = new FakeRegister();
register.add({
  inn: LIQUIDATED_INN,
  name: 'ИП Петров Пётр Петрович',
  ogrn: '304770000123456',
  type: 'INDIVIDUAL',
  status: 'LIQUIDATED',
  registeredAt: new Date('2015-04-01T00:00:00Z'),
});
beforeAll(() => register.start());
afterAll(() => register.stop());

const world = journey({ env: () => ({ DADATA_TOKEN: 'e2e-token', DADATA_URL: register.url }) });

const PLATE = 'А123ВС77';
const PLATE_SHOWN = 'А 123 ВС 77';
const TEMPLATE_NAME = 'Тент Ивеко проверенный';
const PHONE_TEXT = 'Звоните +7 (916) 123-45-67, машина тент, буду к девяти';

async function statusOf(page: Page): Promise<string> {
  const badge = page.getByTestId('article-page').getByTestId('status-badge').first();
  return ((await badge.textContent()) ?? '').trim();
}

async function api<T>(page: Page, path: string, data: Record<string, unknown>): Promise<T> {
  const answer = await page.request.post(`${world.app.url}${path}`, { data });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as T;
}

describe('«Проверенная сделка»: the schemes, each blocked', () => {
  let owner: Page;
  let carrier: Page;
  let carrierId = '';
  let stranger: Page;
  let orderId = '';
  let templateId = '';

  it('the carrier’s vehicle is checked: plate and СТС sent, the moderator verifies it in the console', async () => {
    ({ page: carrier, userId: carrierId } = await world.loggedIn('carrier1@fura.local', { viewport: PHONE }));
    const template = {
      name: TEMPLATE_NAME,
      vehicleType: 'truck10',
      make: 'Iveco',
      model: 'Eurocargo',
      capacityTons: 10,
      volumeM3: 40,
      bodyType: 'tent',
      loadingTypes: ['rear'],
      photo: null,
      plate: PLATE,
    };
    const created = await carrier.request.post(`${world.app.url}/api/vehicle-template/create`, {
      multipart: { template: JSON.stringify(template) },
    });
    expect(created.status(), await created.text()).toBe(200);
    templateId = ((await created.json()) as { template: { _id: string } }).template._id;

    await carrier.goto(`${world.app.url}/edit-template-auto/${templateId}`);
    await carrier
      .getByTestId('vehicle-check-sts')
      .setInputFiles(await photo('sts.jpg', { r: 40, g: 90, b: 160 }));
    await carrier.getByTestId('vehicle-check-submit').click();
    await expect.poll(() => carrier.getByTestId('vehicle-check-status').innerText()).toContain('На проверке');

    const { page: admin } = await world.loggedIn('admin@fura.local', { viewport: DESKTOP });
    await admin.goto(`${world.app.url}/admin/moderation`);
    const item = admin.getByTestId('moderation-item').filter({ hasText: PLATE_SHOWN });
    await item.getByTestId('moderation-open').click();
    await admin.getByTestId('moderation-vehicle-facts').waitFor();
    await screenshot(admin, 'verified-deal-moderation-1280');
    await admin.getByTestId('moderation-approve').click();
    await expect.poll(() => item.count()).toBe(0);

    await carrier.reload();
    await expect
      .poll(() => carrier.getByTestId('vehicle-check-status').innerText())
      .toContain('Машина проверена');
  });

  it('a phone typed in a request before the choice arrives masked; the writer reads it as typed', async () => {
    ({ page: owner } = await world.loggedIn('cargo1@fura.local', { viewport: DESKTOP }));
    orderId = await orderThroughApi(owner, world.app.url, { comment: 'Два шкафа', cargoTypes: [4] });

    await carrier.goto(`${world.app.url}/order/${orderId}`);
    const form = carrier.getByTestId('request-form');
    await form.getByTestId('request-text-input').fill(PHONE_TEXT);
    await form.getByTestId('request-price-input').fill('23000');
    await pickOption(
      carrier,
      'request-vehicle-input',
      `${TEMPLATE_NAME} · ${PLATE_SHOWN} · Машина проверена`,
    );
    await form.getByTestId('request-submit').click();
    await carrier.getByTestId('my-request').waitFor();
    await expect.poll(() => carrier.getByTestId('my-request').innerText()).toContain('+7 (916) 123-45-67');

    await owner.goto(`${world.app.url}/order/${orderId}`);
    const request = owner.getByTestId('request-item').filter({ hasText: 'буду к девяти' });
    await request.waitFor({ timeout: 15_000 });
    const text = await request.innerText();
    expect(text).toContain(CONTACT_MASK);
    expect(text).not.toContain('123-45-67');
    await expect.poll(() => request.getByTestId('request-vehicle').innerText()).toContain('Машина проверена');
    await screenshot(owner, 'verified-deal-masked-request-1280');

    // A third user's answer of the listing never carries the number (the API, as any client gets it).
    ({ page: stranger } = await world.loggedIn('carrier3@fura.local', { viewport: DESKTOP }));
    const seen = await stranger.request.post(`${world.app.url}/api/article/getUserArticle`, {
      data: { id: orderId, type: 'order' },
    });
    expect(seen.status()).toBe(200);
    expect(await seen.text()).not.toContain('123-45-67');
  });

  it('a liquidated company cannot be chosen: the register says so and the choice is refused', async () => {
    const { page: liquidated } = await world.loggedIn('carrier2@fura.local', { viewport: PHONE });
    await liquidated.goto(`${world.app.url}/order/${orderId}`);
    const form = liquidated.getByTestId('request-form');
    await form.getByTestId('request-text-input').fill('Возьму, есть свободная машина');
    await form.getByTestId('request-submit').click();
    await liquidated.getByTestId('my-request').waitFor();

    // The register answers «ликвидирована» when he states his ИП's INN in the profile.
    await liquidated.goto(`${world.app.url}/profile/info`);
    await pickOption(liquidated, 'company-form-select', 'ИП');
    await liquidated.getByTestId('company-inn').fill(LIQUIDATED_INN);
    await liquidated.getByTestId('company-submit').click();
    await expect.poll(() => liquidated.getByTestId('company-check').innerText()).toContain('ликвидирован');
    expect(register.asked).toContain(LIQUIDATED_INN);
    await screenshot(liquidated, 'verified-deal-company-liquidated-360');

    await owner.reload();
    const request = owner.getByTestId('request-item').filter({ hasText: 'есть свободная машина' });
    await request.getByTestId('deal-pick-executor').click();
    await expect.poll(() => owner.getByText(/выбрать его исполнителем нельзя/).count()).toBeGreaterThan(0);
    expect(await statusOf(owner)).toBe('Опубликовано');
    await screenshot(owner, 'verified-deal-liquidated-refused-1280');
  });

  it('the carrier’s vehicle number in the deal is his checked vehicle; the request opens after the choice', async () => {
    await owner.reload();
    const request = owner.getByTestId('request-item').filter({ hasText: 'буду к девяти' });
    await request.getByTestId('deal-pick-executor').click();
    await expect.poll(() => statusOf(owner)).toBe('Исполнитель выбран');
    await owner.reload();
    await expect
      .poll(() => owner.getByTestId('request-item').first().innerText())
      .toContain('+7 (916) 123-45-67');

    await owner.getByTestId('executor-open-deal').first().click();
    await owner.getByTestId('deal-page').waitFor();
    expect(owner.url()).toContain(`/deal/${orderId}/${carrierId}`);
    const plate = owner.getByTestId('deal-vehicle-plate');
    await expect.poll(() => plate.innerText()).toContain(PLATE_SHOWN);
    await expect
      .poll(() => owner.getByTestId('deal-vehicle-section').innerText())
      .toContain('Машина проверена');

    await carrier.goto(`${world.app.url}/deal/${orderId}/${carrierId}`);
    await carrier.getByTestId('deal-vehicle-driver-name').fill('Иванов Иван Иванович');
    await carrier.getByTestId('deal-vehicle-driver-phone').fill('9161112233');
    await carrier.getByTestId('deal-vehicle-submit').click();
    await expect
      .poll(() => owner.getByTestId('deal-vehicle-section').innerText(), { timeout: 15_000 })
      .toContain('Иванов Иван Иванович');
    await screenshot(carrier, 'verified-deal-vehicle-360');
  });

  it('a message «выгружайтесь на другом складе» changes nothing; the owner’s change waits for the carrier on the way', async () => {
    const opened = await api<{ dialog: { _id: string } }>(carrier, '/api/dialog/open', {
      kind: 'order',
      articleId: orderId,
    });
    await api(carrier, '/api/dialog/send', {
      dialogId: opened.dialog._id,
      text: 'Водитель, выгружайтесь на другом складе: Казань, ул. Складская, 5',
      clientId: 'e2e-redirect-1',
      socketId: '',
    });
    await api(owner, '/api/article/onWayArticle', { articleId: orderId, socketId: '' });

    await owner.reload();
    const to = owner.getByTestId('deal-term-toAddress');
    await expect.poll(() => to.innerText()).toContain('Тверь');

    await owner.getByTestId('deal-terms-edit').click();
    await owner.getByTestId('deal-form-on-the-way').waitFor();
    await pickAddress(owner, 'deal-to', 'Казань', 'Казань');
    await owner.getByTestId('deal-terms-save').click();
    await owner.getByTestId('deal-awaiting').waitFor();
    await expect.poll(() => to.innerText()).toContain('Тверь');
    await screenshot(owner, 'verified-deal-change-awaiting-1280');

    await carrier.reload();
    const awaiting = carrier.getByTestId('deal-awaiting');
    await expect.poll(() => awaiting.innerText()).toContain('Казань');
    await expect.poll(() => carrier.getByTestId('deal-term-toAddress').innerText()).toContain('Тверь');
    await screenshot(carrier, 'verified-deal-change-to-confirm-360');
    await awaiting.getByTestId('deal-change-confirm').click();
    await expect.poll(() => carrier.getByTestId('deal-term-toAddress').innerText()).toContain('Казань');
    await expect
      .poll(() => owner.getByTestId('deal-term-toAddress').innerText(), { timeout: 15_000 })
      .toContain('Казань');
    await owner.getByTestId('deal-to-changed').waitFor();

    // The consignee's tracking page says so.
    const link = await api<{ url: string }>(owner, '/api/geo/link/create', { articleId: orderId });
    const guest = await world.browser.newContext({ viewport: PHONE, locale: 'ru-RU' });
    const consignee = await guest.newPage();
    await consignee.goto(link.url);
    await expect.poll(() => consignee.locator('body').innerText()).toContain('Адрес выгрузки изменён');
    await screenshot(consignee, 'verified-deal-track-changed-360');
    await guest.close();
  });

  it('both sign the «договор-заявка»; the PDF’s hash verifies', async () => {
    for (const party of [carrier, owner]) {
      await party.goto(`${world.app.url}/deal/${orderId}/${carrierId}`);
      await party.getByTestId('contract-sign-link').click();
      await party.getByTestId('deal-sign-page').waitFor();
      await party.getByTestId('sign-consent').check();
      await party.getByTestId('sign-submit').click();
      // Signed, the screen goes back to the deal.
      await party.waitForURL(`${world.app.url}/deal/${orderId}/${carrierId}`);
      await party.getByTestId('deal-contract-section').waitFor();
    }
    await screenshot(owner, 'verified-deal-signed-1280');
    await owner.goto(`${world.app.url}/deal/${orderId}/${carrierId}`);
    await expect
      .poll(async () => (await owner.getByTestId('contract-state').textContent()) ?? '')
      .toContain('Подписан сторонами');

    const contract = await api<{ hash: string; signedByBoth: boolean }>(owner, '/api/deal/contract/get', {
      articleId: orderId,
      executorId: carrierId,
    });
    expect(contract.signedByBoth).toBe(true);
    const verify = await stranger.request.post(`${world.app.url}/api/deal/contract/verify`, {
      data: { hash: contract.hash },
    });
    expect(((await verify.json()) as { valid: boolean; current: boolean }).valid).toBe(true);
  });
});
