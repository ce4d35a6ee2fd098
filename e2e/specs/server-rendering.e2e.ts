import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, screenshot } from '../helpers/browser';
import { journey, orderThroughApi, type LoggedIn } from '../helpers/journey';

const world = journey();

interface Me {
  user: { _id: string; name: { first: string; last: string }; email: string; phone: string };
}

/** What a page says to a reader (the main area), spaces collapsed (prices use narrow no-break spaces). */
async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
}

/** The page as the server sends it, with the given cookie header or none (a guest). */
async function served(path: string, cookie?: string): Promise<{ status: number; html: string }> {
  const answer = await fetch(`${world.app.url}${path}`, { headers: cookie ? { cookie } : {} });
  return { status: answer.status, html: await answer.text() };
}

describe('public pages rendered on the server (issue 28)', { timeout: 180_000 }, () => {
  let owner: LoggedIn;
  let me: Me['user'];
  let orderId = '';

  it('an order page reads without JavaScript at 360 px: route, price and author are in the HTML', async () => {
    owner = await world.loggedIn('cargo1@fura.local');
    me = ((await (await owner.page.request.get(`${world.app.url}/api/user`)).json()) as Me).user;
    orderId = await orderThroughApi(owner.page, world.app.url, { budgetKopecks: 3_150_000 });

    const context = await world.browser.newContext({
      javaScriptEnabled: false,
      viewport: PHONE,
      locale: 'ru-RU',
    });
    const page = await context.newPage();
    const answer = await page.goto(`${world.app.url}/order/${orderId}`);
    expect(answer?.status()).toBe(200);
    await expect.poll(() => page.title()).toContain('Москва');
    const text = await mainText(page);
    expect(text).toContain('Заказ Москва → Тверь');
    expect(text).toMatch(/31 500 ₽/);
    expect(text).toContain(`${me.name.first} ${me.name.last}`);
    expect(text).toContain('Войдите, чтобы откликнуться');
    // Nothing private of the author's, even where a logged-in carrier would see it after the choice.
    expect(text).not.toContain(me.email);
    await screenshot(page, 'ssr-order-no-js-360');
    await context.close();
  });

  it('with JavaScript the page is taken over without errors: a guest logs in from it and sends a request', async () => {
    const context = await world.browser.newContext({ viewport: PHONE, locale: 'ru-RU' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text().slice(0, 300));
    });
    page.on('pageerror', (error) => errors.push(`page error: ${error.message.slice(0, 300)}`));

    await page.goto(`${world.app.url}/order/${orderId}`);
    // The cookie notice appears from an effect: the rendered page has been taken over by the app.
    await page.getByTestId('cookie-accept').click();
    await page.getByTestId('request-login').getByRole('link', { name: 'Войти' }).click();
    await page.waitForURL(/\/login\?next=/);
    await page.getByTestId('login-login').fill('carrier1@fura.local');
    await page.getByTestId('login-password').fill('demo12345');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(`${world.app.url}/order/${orderId}`);

    const form = page.getByTestId('request-form');
    await form.getByTestId('request-text-input').fill('Возьму, тент 5 т, завтра утром');
    await form.getByTestId('request-price-input').fill('30000');
    await form.getByTestId('request-submit').click();
    await page.getByTestId('my-request').waitFor();
    await screenshot(page, 'ssr-order-request-sent-360');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the server renders the guest’s view only: no private data, and a logged-in user gets the app shell', async () => {
    const guest = await served(`/order/${orderId}`);
    expect(guest.status).toBe(200);
    expect(guest.html).toContain('id="fura-state"');
    expect(guest.html).toContain('Москва → Тверь');
    for (const secret of [me.email, me.phone, me.phone.replace(/\D/g, '')])
      expect(guest.html).not.toContain(secret);
    // The data the page carries is what the guest API answers: the site's own contacts (settings), nobody else's.
    const state =
      /<script id="fura-state" type="application\/json">([^<]*)<\/script>/.exec(guest.html)?.[1] ?? '';
    const { queries } = JSON.parse(state) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    expect(queries.map((query) => query.queryKey[0])).toEqual(
      expect.arrayContaining(['session', 'settings']),
    );
    expect(queries.find((query) => query.queryKey[0] === 'session')?.state.data).toBeNull();
    const pageData = JSON.stringify(queries.filter((query) => query.queryKey[0] !== 'settings'));
    expect(pageData).toContain(orderId);
    // The trust line's public flag «Паспорт проверен» (issue 29) is no passport data.
    expect(pageData).not.toMatch(/"(email|phone|passport(?!Verified")\w*|token)"/i);

    const cookies = await owner.context.cookies(world.app.url);
    const cookie = cookies.map((item) => `${item.name}=${item.value}`).join('; ');
    const user = await served(`/order/${orderId}`, cookie);
    expect(user.status).toBe(200);
    expect(user.html).not.toContain('id="fura-state"');
    expect(user.html).toContain('boot-header');
  });

  it('every public page comes rendered, an unknown one does not; a lane unknown is 404', async () => {
    const { faqSlug } = await fetch(`${world.app.url}/api/content/faq`)
      .then((answer) => answer.json() as Promise<{ sections: { questions: { slug: string }[] }[] }>)
      .then((faq) => ({ faqSlug: faq.sections[0]?.questions[0]?.slug ?? '' }));
    const rendered = [
      '/',
      '/cargo',
      '/carrier',
      '/tariffs',
      '/faq',
      `/questions/${faqSlug}`,
      '/page/about',
      '/download-app',
      '/search-order',
      '/search-offer',
      `/order/${orderId}`,
      `/user/${me._id}`,
      '/gruzoperevozki/moskva-tver',
    ];
    for (const path of rendered) {
      const page = await served(path);
      expect({ path, status: page.status, rendered: page.html.includes('id="fura-state"') }).toEqual({
        path,
        status: 200,
        rendered: true,
      });
    }
    const lane = await served('/gruzoperevozki/moskva-tver');
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(lane.html)?.[1] ?? '';
    expect(JSON.stringify(JSON.parse(jsonLd))).toContain('BreadcrumbList');

    const missing = await served('/order/00000000-0000-4000-8000-000000000001');
    expect(missing.html).not.toContain('id="fura-state"');
    expect((await served('/login')).html).not.toContain('id="fura-state"');
    expect((await served('/gruzoperevozki/nigde-nikuda')).status).toBe(404);
  });
});
