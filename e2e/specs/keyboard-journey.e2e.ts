import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, screenshot } from '../helpers/browser';
import { chooseAddress, expectFocus, focusedElement, tabTo, type } from '../helpers/keyboard';
import { journey } from '../helpers/journey';

/**
 * Issue 16, keyboard: the whole deal without a mouse — Tab, Shift+Tab, Enter, Space, arrows, Escape and typing only
 * (page.goto opens the first page). At every stop the focus is where expected and visible.
 */
const world = journey();
const stamp = Date.now().toString().slice(-7);
const email = `keyboard${stamp}@example.ru`;

async function newPage(): Promise<Page> {
  const context = await world.browser.newContext({ viewport: DESKTOP, locale: 'ru-RU' });
  await context.addCookies([{ name: 'cookieAccepted', value: '1', url: world.app.url }]);
  return context.newPage();
}

describe('keyboard-only journey', () => {
  let owner: Page;
  let carrier: Page;
  let orderId = '';

  it('registers a cargo owner by keyboard', async () => {
    owner = await newPage();
    await owner.goto(`${world.app.url}/register`);
    await tabTo(owner, { role: 'button', name: 'Я грузовладелец' });
    await owner.keyboard.press('Enter');
    await tabTo(owner, { role: 'textbox', name: 'E-mail' });
    await type(owner, email);
    await tabTo(owner, { role: 'textbox', name: 'Телефон' }, 3);
    await type(owner, `916${stamp}`);
    await tabTo(owner, { role: 'textbox', name: 'Имя' }, 3);
    await type(owner, 'Клава');
    await tabTo(owner, { role: 'textbox', name: 'Фамилия' }, 3);
    await type(owner, 'Табова');
    await tabTo(owner, { role: 'password', name: 'Пароль' }, 3);
    await type(owner, 'Klava2026tab');
    await tabTo(owner, { role: 'button', name: 'Зарегистрироваться' }, 6);
    await owner.keyboard.press('Enter');
    await owner.waitForURL(`${world.app.url}/`);
    await owner.getByTestId('profile-menu').waitFor();
  });

  it('the skip link is the first stop and moves the focus to the content', async () => {
    await owner.goto(`${world.app.url}/order-create`);
    await owner.getByTestId('article-form').waitFor();
    await owner.keyboard.press('Tab');
    await expectFocus(owner, { role: 'link', name: 'Перейти к содержимому' });
    await owner.keyboard.press('Enter');
    await expect
      .poll(() => owner.evaluate(() => document.activeElement?.closest('main')?.id ?? null))
      .toBe('content');
    // The next Tab goes on inside the content, past the header and the side menu.
    await owner.keyboard.press('Tab');
    expect(await owner.evaluate(() => document.activeElement?.closest('main')?.id ?? null)).toBe('content');
  });

  it('creates and publishes an order, addresses picked from the suggestions', async () => {
    await owner.goto(`${world.app.url}/order-create`);
    await owner.getByTestId('article-form').waitFor();
    await tabTo(owner, { role: 'combobox', name: 'Откуда' }, 60);
    await chooseAddress(owner, 'Самар', 'Самара');
    await tabTo(owner, { role: 'combobox', name: 'Куда' }, 1);
    await chooseAddress(owner, 'Тольят', 'Тольятти');

    // The calendar traps the focus while open and gives it back to its field when a day is picked.
    const dateField = { role: 'button', name: 'Дата погрузки' };
    await tabTo(owner, dateField, 1);
    await owner.keyboard.press('Enter');
    await tabTo(owner, { role: 'button', name: /^\d{1,2} [а-я]+ \d{4}$/ }, 4);
    await owner.keyboard.press('ArrowRight');
    const day = await expectFocus(owner, { role: 'button', name: /^\d{1,2} [а-я]+ \d{4}$/ });
    await owner.keyboard.press('Enter');
    await expectFocus(owner, dateField);
    await expect.poll(() => owner.getByTestId('article-date').innerText()).toMatch(/\d\d\.\d\d\.\d{4}/);
    expect(day.name).not.toBe('');
    await tabTo(owner, { role: 'spinbutton', name: 'Часы' }, 1);
    await type(owner, '09');

    await tabTo(owner, { role: 'checkbox', name: 'Мебель' }, 10);
    await owner.keyboard.press('Space');
    await tabTo(owner, { role: 'textbox', name: 'Вес, кг' }, 10);
    await type(owner, '1500');
    await tabTo(owner, { role: 'textbox', name: 'Ставка' }, 30);
    await type(owner, '45000');
    await tabTo(owner, { role: 'combobox', name: 'Способ оплаты' }, 1);
    await owner.keyboard.press('ArrowDown');
    await owner.getByRole('option', { name: 'Наличные' }).waitFor();
    await owner.keyboard.press('ArrowDown');
    await owner.keyboard.press('Enter');
    await expect.poll(() => owner.getByTestId('article-payment').inputValue()).not.toBe('');
    await tabTo(owner, { role: 'textbox', name: 'Что важно знать' }, 3);
    await type(owner, 'Диван, два кресла');
    await screenshot(owner, 'keyboard-order-form-1280');
    await tabTo(owner, { role: 'button', name: 'Опубликовать' }, 6);
    await owner.keyboard.press('Enter');
    await owner.waitForURL(/\/order\/[0-9a-f-]{36}$/);
    orderId = owner.url().split('/').pop()!;
    await expect.poll(() => owner.getByTestId('article-title').innerText()).toContain('Тольятти');
  });

  it('a carrier logs in, finds the order in the search and sends a request', async () => {
    carrier = await newPage();
    await carrier.goto(`${world.app.url}/login`);
    await tabTo(carrier, { role: 'textbox', name: 'E-mail или телефон' });
    await type(carrier, 'carrier1@fura.local');
    await tabTo(carrier, { role: 'password', name: 'Пароль' }, 1);
    await type(carrier, 'demo12345');
    await carrier.keyboard.press('Enter');
    await carrier.waitForURL(`${world.app.url}/`);
    await carrier.getByTestId('profile-menu').waitFor();

    await tabTo(carrier, { role: 'link', name: 'Поиск заказов' });
    await carrier.keyboard.press('Enter');
    await carrier.waitForURL(/\/search-order/);
    await carrier.getByTestId('search-page').waitFor();
    await tabTo(carrier, { role: 'combobox', name: 'Откуда' });
    await chooseAddress(carrier, 'Самар', 'Самара');
    await carrier.waitForURL(/fromLat=/);
    await carrier.locator(`[data-testid="article-card"][data-article-id="${orderId}"]`).waitFor();
    const card = await tabTo(carrier, { role: 'link', name: 'Тольятти', articleId: orderId }, 40);
    expect(card.name).toMatch(/Самара Самарская область → Тольятти Самарская область/);
    await carrier.keyboard.press('Enter');
    await carrier.waitForURL(`${world.app.url}/order/${orderId}`);
    await carrier.getByTestId('request-form').waitFor();

    await tabTo(carrier, { role: 'textbox', name: 'Текст заявки' }, 60);
    await type(carrier, 'Возьму, тент 5 т, буду к девяти');
    await tabTo(carrier, { role: 'textbox', name: 'Ваша цена' }, 1);
    await type(carrier, '44000');
    await tabTo(carrier, { role: 'button', name: 'Отправить заявку' }, 3);
    await carrier.keyboard.press('Enter');
    await carrier.getByTestId('my-request').waitFor();
  });

  it('the carrier opens the chat and sends a message by Enter; the owner hears it arrive', async () => {
    await tabTo(carrier, { role: 'link', name: 'Написать' }, 30);
    await carrier.keyboard.press('Enter');
    await carrier.waitForURL(new RegExp(`/dialog-order/${orderId}`));
    await tabTo(carrier, { role: 'textbox', name: 'Сообщение' }, 60);
    await type(carrier, 'Здравствуйте! Когда можно подъехать?');
    await carrier.keyboard.press('Enter');
    const mine = carrier.getByTestId('message').last();
    await expect.poll(() => mine.getAttribute('data-status')).toBe('sent');
    await expectFocus(carrier, { role: 'textbox', name: 'Сообщение' });

    // The owner has the dialog open: the next message is spoken by a polite status, not by re-reading the list.
    await owner.goto(`${world.app.url}/messages-by-order`);
    await tabTo(owner, { role: 'link', name: 'Тольятти' }, 60);
    await owner.keyboard.press('Enter');
    await owner.waitForURL(new RegExp(`/dialog-order/${orderId}/`));
    await owner.getByTestId('message').first().waitFor();
    const announcer = owner.getByTestId('message-announcer');
    expect(await announcer.getAttribute('aria-live')).toBe('polite');
    expect((await announcer.textContent()) ?? '').toBe('');
    expect(await owner.getByTestId('message-list').getAttribute('aria-live')).toBeNull();

    await type(carrier, 'Машина уже свободна');
    await carrier.keyboard.press('Enter');
    await expect
      .poll(() => announcer.textContent(), { timeout: 15_000 })
      .toBe('Новое сообщение от Иван Соколов: Машина уже свободна');
    expect((await focusedElement(carrier)).name).toBe('Сообщение');
    await screenshot(owner, 'keyboard-dialog-1280');
  });
});
