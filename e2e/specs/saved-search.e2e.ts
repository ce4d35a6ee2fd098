import { describe, expect, it } from 'vitest';
import { PHONE, screenshot } from '../helpers/browser';
import { journey, orderThroughApi } from '../helpers/journey';

/**
 * Issue 27 at 360 px: a carrier saves «Москва → Казань, тент» from the search page with alerts on the site; a cargo
 * owner in another browser publishes a matching order, and the carrier's open tab shows the alert and the new count
 * in «Мои поиски» within 3 s; an order that does not match alerts nobody.
 */

const world = journey();

const KAZAN = {
  address: 'Казань',
  settlement: 'Казань',
  region: 'Республика Татарстан',
  lat: 55.7964,
  lon: 49.1089,
  placeId: null,
};
const TULA = {
  address: 'Тула',
  settlement: 'Тула',
  region: 'Тульская область',
  lat: 54.1931,
  lon: 37.6173,
  placeId: null,
};

const SEARCH = new URLSearchParams({
  fromName: 'Москва',
  fromRegion: 'Москва',
  fromLat: '55.7558',
  fromLon: '37.6173',
  fromR: '50',
  toName: 'Казань',
  toRegion: 'Республика Татарстан',
  toLat: '55.7964',
  toLon: '49.1089',
  toR: '50',
  body: 'tent',
});

describe('saved searches that call you (issue 27)', () => {
  it('a carrier saves «Москва → Казань, тент»; a matching order reaches his open tab within 3 s, another nobody', async () => {
    const carrier = await world.loggedIn('carrier2@fura.local', { viewport: PHONE });
    const owner = await world.loggedIn('cargo2@fura.local');
    const page = carrier.page;

    await page.goto(`${world.app.url}/search-order?${SEARCH.toString()}`);
    await page.getByRole('button', { name: 'Сохранить поиск и присылать новые' }).click();
    const dialog = page.getByRole('dialog', { name: 'Сохранить поиск' });
    await expect.poll(() => dialog.getByLabel('Название поиска').inputValue()).toBe('Москва → Казань, тент');
    // On the site only: the e-mail box is ticked by default.
    const email = dialog.getByRole('checkbox', { name: 'На почту' });
    if (await email.isChecked()) await email.uncheck();
    await expect.poll(() => dialog.getByRole('checkbox', { name: 'На сайте' }).isChecked()).toBe(true);
    await screenshot(page, 'saved-search-dialog-360');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Поиск сохранён.').waitFor();

    await page.goto(`${world.app.url}/my-searches`);
    const card = page.getByTestId('saved-search').filter({ hasText: 'Москва → Казань, тент' });
    await card.waitFor();
    expect(await card.getByTestId('saved-search-new').count()).toBe(0);

    // First an order that does not match (to Тула), then one that does: had the first alerted, the count would be 2.
    await orderThroughApi(owner.page, world.app.url, { to: TULA, comment: 'Не по поиску' });
    const published = Date.now();
    const matching = await orderThroughApi(owner.page, world.app.url, { to: KAZAN, comment: 'По поиску' });
    await Promise.all([
      page
        .getByText(/Новый заказ по поиску «Москва → Казань, тент»: Москва → Казань/)
        .first()
        .waitFor({ timeout: 3000 }),
      card.getByTestId('saved-search-new').waitFor({ timeout: 3000 }),
    ]);
    // Both the toast and the count, measured from before the order was sent.
    expect(Date.now() - published).toBeLessThan(3000);
    expect(await page.locator(`a[href$="/order/${matching}"]`).count()).toBeGreaterThan(0);
    expect(await card.getByTestId('saved-search-new').innerText()).toMatch(/^1\s/);
    await screenshot(page, 'saved-search-alert-360');

    await card.getByTestId('saved-search-show').click();
    const matches = card.getByTestId('article-card-route');
    await matches.first().waitFor();
    const routes = await matches.allInnerTexts();
    expect(routes).toHaveLength(1);
    expect(routes[0]).toContain('Казань');
    await screenshot(page, 'saved-search-matches-360');
  });
});
