import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser';
import { journey } from '../helpers/journey';

interface SettingsAnswer {
  items: { name: string; items: { name: string; onlyNoAuth: boolean }[] }[];
  settings: { copyright: string; phone: string };
}

const world = journey();
const stamp = Date.now().toString().slice(-7);
const email = `newcomer${stamp}@example.ru`;
const phone = `7916${stamp}`;
const password = 'Gruz2026start';
const newPassword = 'Novyi2026pass';

async function newPage(viewport: {
  width: number;
  height: number;
}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await world.browser.newContext({ viewport, locale: 'ru-RU' });
  const page = await context.newPage();
  return { context, page };
}

async function logout(page: Page): Promise<void> {
  await page.getByTestId('profile-menu').click();
  await page.getByTestId('logout-button').click();
  await page.waitForLoadState('load');
  await page.getByTestId('profile-menu').waitFor({ state: 'detached' });
}

async function login(page: Page, loginValue: string, pass: string): Promise<void> {
  await page.goto(`${world.app.url}/login`);
  await page.getByTestId('login-login').fill(loginValue);
  await page.getByTestId('login-password').fill(pass);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(`${world.app.url}/`);
  await page.getByTestId('profile-menu').waitFor();
}

describe('foundation journey', () => {
  it('a newcomer sees the menu and footer from settings, on a phone and a desktop', async () => {
    const settings = (await (
      await fetch(`${world.app.url}/api/page/getSettings`, { method: 'POST' })
    ).json()) as SettingsAnswer;
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(viewport);
      await page.goto(`${world.app.url}/`);
      const footer = page.getByTestId('footer');
      await footer.waitFor();
      await expect.poll(() => page.title()).toBe('Фура | Биржа грузоперевозок');
      const footerText = await footer.innerText();
      expect(footerText).toContain(settings.items[0]!.name);
      expect(footerText).toContain(settings.items[0]!.items[0]!.name);
      expect(footerText).toContain(settings.settings.copyright);
      expect(footerText).toContain(`2017–${new Date().getFullYear()}`);
      if (viewport === DESKTOP) await page.getByTestId('public-menu').waitFor();
      await screenshot(page, `main-${viewport.width}`);
      await context.close();
    }
  });

  it('registers as a cargo owner, opens cargo pages, is refused carrier pages, logs out and back in', async () => {
    const { context, page } = await newPage(DESKTOP);
    await page.goto(`${world.app.url}/register`);
    await page.getByTestId('register-role-cargo').click();
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-phone').fill(phone);
    await page.getByTestId('register-first').fill('Анна');
    await page.getByTestId('register-last').fill('Смирнова');
    await page.getByTestId('register-password').fill(password);
    await screenshot(page, 'register-1280');
    await page.getByTestId('register-submit').click();
    await page.waitForURL(`${world.app.url}/`);
    await expect.poll(() => page.getByTestId('header-user-name').innerText()).toContain('Анна');

    await page.goto(`${world.app.url}/order-create`);
    await page.locator('h1', { hasText: 'Новый заказ' }).waitFor();
    await expect.poll(() => page.title()).toBe('Фура | Новый заказ');
    await screenshot(page, 'order-create-1280');

    await page.goto(`${world.app.url}/mytarif`);
    await page.getByTestId('not-found').waitFor();
    await expect.poll(() => page.getByTestId('not-found').innerText()).toContain('Страница не найдена');

    await page.goto(`${world.app.url}/profile/info`);
    await expect.poll(() => page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

    await logout(page);
    await page.goto(`${world.app.url}/my-orders`);
    await page.waitForURL(`${world.app.url}/login`);

    // Logging in brings him back to the page the guard sent him from.
    await page.getByTestId('login-login').fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(`${world.app.url}/my-orders`);
    await page.getByTestId('profile-menu').waitFor();
    await context.close();
  });

  it('restores a forgotten password through the mailed link', async () => {
    const { context, page } = await newPage(PHONE);
    await page.goto(`${world.app.url}/forgot`);
    await page.getByTestId('forgot-email').fill(email);
    await page.getByTestId('forgot-submit').click();
    await page.getByText('Если такой e-mail зарегистрирован').waitFor();
    const link = await world.mailbox.waitFor(email, /(https?:\/\/[^\s"<>]+\/reset\/[A-Za-z0-9_-]+)/);
    expect(link.startsWith(world.app.url)).toBe(true);

    await page.goto(link);
    await page.getByTestId('reset-password').fill(newPassword);
    await page.getByTestId('reset-password2').fill(newPassword);
    await screenshot(page, 'reset-360');
    await page.getByTestId('reset-submit').click();
    await page.getByText('Пароль изменён').first().waitFor();

    await page.goto(`${world.app.url}/login`);
    await page.getByTestId('login-login').fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByText('Неверный логин или пароль').first().waitFor();

    await login(page, phone, newPassword);
    await screenshot(page, 'logged-in-360');
    await context.close();
  });

  it('orders a callback: errors, then the success text', async () => {
    const { context, page } = await newPage(PHONE);
    await page.goto(`${world.app.url}/`);
    await page.getByTestId('callback-open').first().click();
    const modal = page.getByTestId('callback-modal');
    await modal.waitFor();
    await page.getByTestId('callback-submit').click();
    await page.getByText('Введите номер телефона').waitFor();
    await page.getByText('Введите имя').waitFor();
    await screenshot(page, 'callback-errors-360');
    await page.getByTestId('callback-phone').fill('79161112233');
    await page.getByTestId('callback-name').fill('Пётр');
    await page.getByTestId('callback-submit').click();
    await page.getByText('Заказ звонка совершен успешно. Ожидайте звонка.').waitFor();
    await modal.waitFor({ state: 'detached' });
    await context.close();
  });

  it('accepts the cookie notice and keeps it hidden after a reload', async () => {
    const { context, page } = await newPage(DESKTOP);
    await page.goto(`${world.app.url}/faq`);
    await page.getByTestId('cookie-notice').waitFor();
    await screenshot(page, 'cookie-notice-1280');
    await page.getByTestId('cookie-accept').click();
    await page.getByTestId('cookie-notice').waitFor({ state: 'detached' });
    const cookie = (await context.cookies()).find((c) => c.name === 'cookieAccepted');
    expect(cookie).toBeDefined();
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(864000 - 120);
    await page.reload();
    await page.getByTestId('footer').waitFor();
    await expect.poll(() => page.getByTestId('cookie-notice').count()).toBe(0);
    await context.close();
  });

  it('answers unknown paths with the not-found page and a 404 status', async () => {
    const { context, page } = await newPage(PHONE);
    const response = await page.goto(`${world.app.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByTestId('not-found').waitFor();
    await page.waitForFunction(() => document.title !== 'Фура');
    await expect.poll(() => page.title()).toBe('Фура | Страница не найдена');
    await screenshot(page, 'not-found-360');
    await context.close();
  });
});
