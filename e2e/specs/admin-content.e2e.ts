import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser';
import { journey, type LoggedIn } from '../helpers/journey';

const world = journey();

const ADMIN = 'admin@fura.local';
/** Writes to support and reads the answer. */
const CARRIER = 'carrier1@fura.local';
/** A seeded FAQ question of the «Всем» section. */
const QUESTION_SLUG = 'blokirovka';

describe('the console’s content editors and support inbox (issue 13)', () => {
  let admin: LoggedIn;

  it('an admin edits a CMS page; the public page shows the change without a restart', async () => {
    admin = await world.loggedIn(ADMIN, { viewport: DESKTOP });
    await admin.page.goto(`${world.app.url}/admin/pages`);
    await admin.page.getByTestId('page-item').first().waitFor();
    await screenshot(admin.page, 'admin-pages-1280');
    await admin.page.getByRole('link', { name: 'О сервисе', exact: true }).first().click();
    await admin.page.getByTestId('page-form').waitFor();

    await admin.page.getByTestId('page-title').fill('О сервисе «Фура»');
    await admin.page.getByTestId('page-body').fill('## Кто мы\n\nБиржа грузоперевозок **без посредников**.');
    await admin.page.getByTestId('page-body-preview-tab').click();
    await admin.page.getByTestId('page-body-preview').getByRole('heading', { name: 'Кто мы' }).waitFor();
    await screenshot(admin.page, 'admin-page-preview-1280');
    await admin.page.getByTestId('page-submit').click();
    await admin.page.getByText('Сохранено').first().waitFor();

    const guest = await world.browser.newPage({ viewport: PHONE });
    await guest.goto(`${world.app.url}/page/about`);
    await guest.getByRole('heading', { name: 'О сервисе «Фура»' }).waitFor();
    expect(await guest.locator('strong', { hasText: 'без посредников' }).count()).toBe(1);
    await guest.close();
  });

  it('a taken address is refused on the field and the typed text stays', async () => {
    await admin.page.getByTestId('page-slug').fill('privacy');
    await admin.page.getByTestId('page-submit').click();
    const slug = admin.page.getByTestId('page-slug');
    await expect.poll(() => slug.getAttribute('aria-invalid')).toBe('true');
    expect(await admin.page.locator('.mantine-InputWrapper-error').first().innerText()).toContain(
      'уже занят',
    );
    expect(await admin.page.getByTestId('page-title').inputValue()).toBe('О сервисе «Фура»');
  });

  it('an admin edits a FAQ question at 360 px; /questions/{slug} shows the new answer', async () => {
    const phone = await admin.context.newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto(`${world.app.url}/admin/faq`);
    await phone.getByTestId('faq-section').first().waitFor();
    await screenshot(phone, 'admin-faq-360');
    const row = phone.getByTestId('faq-question-item').filter({ hasText: `/questions/${QUESTION_SLUG}` });
    await row.getByTestId('faq-question-edit').click();
    const dialog = phone.getByRole('dialog', { name: 'Изменить вопрос' });
    await dialog.waitFor();
    await dialog
      .getByTestId('faq-question-answer')
      .fill('Блокировку снимает администратор. Напишите в [поддержку](/support).');
    await dialog.getByTestId('faq-question-answer-preview-tab').click();
    await dialog
      .getByTestId('faq-question-answer-preview')
      .getByRole('link', { name: 'поддержку' })
      .waitFor();
    await screenshot(phone, 'admin-faq-question-360');
    await dialog.getByTestId('faq-question-submit').click();
    await dialog.waitFor({ state: 'detached' });

    const guest = await world.browser.newPage({ viewport: DESKTOP });
    await guest.goto(`${world.app.url}/questions/${QUESTION_SLUG}`);
    await guest.getByText('Блокировку снимает администратор.').waitFor();
    await guest.close();
    await phone.close();
  });

  it('the landing texts and store links screens render at both widths', async () => {
    await admin.page.goto(`${world.app.url}/admin/landing`);
    await admin.page.getByTestId('landing-form').waitFor();
    await admin.page
      .getByTestId('apps-google-play')
      .fill('https://play.google.com/store/apps/details?id=ru.fura');
    await admin.page.getByTestId('apps-submit').click();
    await admin.page.getByText('Сохранено').first().waitFor();
    await screenshot(admin.page, 'admin-landing-1280');
    const phone = await admin.context.newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto(`${world.app.url}/admin/landing`);
    await phone.getByTestId('landing-form').waitFor();
    await screenshot(phone, 'admin-landing-360');
    await phone.goto(`${world.app.url}/admin/pages?edit=about`);
    await phone.getByTestId('page-form').waitFor();
    await screenshot(phone, 'admin-page-edit-360');
    await phone.close();
  });

  it('support answers a user from the inbox; the user replies; the inbox shows it unread, then read', async () => {
    const carrier = await world.loggedIn(CARRIER, { viewport: PHONE });
    const opened = await carrier.page.request.post(`${world.app.url}/api/support/open`, { data: {} });
    expect(opened.status(), await opened.text()).toBe(200);
    const { dialogId } = (await opened.json()) as { dialogId: string };

    await admin.page.goto(`${world.app.url}/admin/support?dialog=${dialogId}`);
    await admin.page.getByTestId('support-composer').waitFor();
    await admin.page.getByTestId('support-text').fill('Здравствуйте! Чем можем помочь?');
    await admin.page.getByTestId('support-send').click();
    await admin.page.getByTestId('support-message-mine').waitFor();

    await carrier.page.goto(`${world.app.url}/messages`);
    await carrier.page.getByTestId('dialog-row').filter({ hasText: 'Поддержка' }).first().click();
    await carrier.page.getByText('Чем можем помочь?').waitFor();
    await carrier.page.getByTestId('message-input').fill('Не проходит оплата тарифа.');
    await carrier.page.getByTestId('message-send').click();
    await carrier.page.getByTestId('message').last().waitFor();

    await admin.page.goto(`${world.app.url}/admin/support`);
    const item = admin.page.getByTestId('support-dialog').filter({ hasText: 'Не проходит оплата тарифа' });
    await item.getByTestId('support-unread').waitFor();
    await screenshot(admin.page, 'admin-support-list-1280');
    await item.click();
    await admin.page.getByTestId('support-message-user').first().waitFor();
    await expect.poll(() => item.getByTestId('support-unread').count()).toBe(0);
    await screenshot(admin.page, 'admin-support-1280');

    const phone = await admin.context.newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto(`${world.app.url}/admin/support`);
    await phone.getByTestId('support-dialog').first().waitFor();
    await screenshot(phone, 'admin-support-list-360');
    await phone.goto(`${world.app.url}/admin/support?dialog=${dialogId}`);
    await phone.getByTestId('support-message-mine').waitFor();
    await screenshot(phone, 'admin-support-360');
    await phone.close();
  });
});
