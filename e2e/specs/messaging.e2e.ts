import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser';
import { journey, orderThroughApi } from '../helpers/journey';

// A fake microphone that needs no permission prompt: voice messages are recorded for real.
const world = journey({ fakeMedia: true });

function loggedIn(login: string, viewport: { width: number; height: number }) {
  return world.loggedIn(login, { viewport, microphone: true });
}

/** A published order Kazan → Samara of the logged-in cargo owner. */
function publishedOrder(page: Page): Promise<string> {
  return orderThroughApi(page, world.app.url, {
    from: {
      address: 'Казань',
      settlement: 'Казань',
      region: 'Республика Татарстан',
      lat: 55.7964,
      lon: 49.1089,
      placeId: null,
    },
    to: {
      address: 'Самара',
      settlement: 'Самара',
      region: 'Самарская область',
      lat: 53.1959,
      lon: 50.1002,
      placeId: null,
    },
    cargoTypes: [5],
    weightKg: 2000,
    volumeM3: null,
    budgetKopecks: 3_000_000,
  });
}

/** The text of the first element with the test id, or '' when there is none — never waits for one to appear. */
async function text(page: Page, testId: string): Promise<string> {
  const [first = ''] = await page.getByTestId(testId).allInnerTexts();
  return first.trim();
}

/**
 * What of the message composer does not fit the screen: the page wider than the window, the composer wider than the
 * window, a part of the composer or of the voice recording bar sticking out of it, or two of its controls (the field,
 * the buttons, the recording time, an error) on top of each other. Empty when all fits; poll it, as a button's
 * loader slides away for a moment after a click.
 */
function composerLayoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const composer = document.querySelector('[data-testid="message-composer"]');
    if (!composer) return ['no composer'];
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 0.5 &&
      inner.right <= outer.right + 0.5 &&
      inner.top >= outer.top - 0.5 &&
      inner.bottom <= outer.bottom + 0.5;
    const faults: string[] = [];
    if (root.scrollWidth > root.clientWidth) faults.push(`the page is ${root.scrollWidth}px wide`);
    const composerBox = composer.getBoundingClientRect();
    if (composerBox.left < 0 || composerBox.right > root.clientWidth)
      faults.push('the composer is off the window');
    for (const container of [composer, composer.querySelector('[data-testid="voice-recording"]')]) {
      if (!container) continue;
      const box = container.getBoundingClientRect();
      for (const element of container.querySelectorAll('*')) {
        if (!inside(element.getBoundingClientRect(), box)) {
          faults.push(`${element.tagName} «${element.textContent ?? ''}» sticks out of its bar`);
        }
      }
    }
    const parts = [
      ...composer.querySelectorAll('button, textarea, [role="alert"], [data-testid="voice-elapsed"]'),
    ].map((element) => ({
      name: element.getAttribute('aria-label') ?? element.textContent ?? element.tagName,
      box: element.getBoundingClientRect(),
    }));
    parts.forEach((a, index) => {
      for (const b of parts.slice(index + 1)) {
        const overlap =
          a.box.left < b.box.right &&
          b.box.left < a.box.right &&
          a.box.top < b.box.bottom &&
          b.box.top < a.box.bottom;
        if (overlap) faults.push(`«${a.name}» overlaps «${b.name}»`);
      }
    });
    return faults;
  });
}

describe('messaging journey (carrier on a phone, cargo owner on a desktop)', () => {
  let owner: Page;
  let carrier: Page;
  let carrierId = '';
  let orderId = '';

  it('a request notification arrives in the owner’s bell live, opens the listing and is marked read', async () => {
    ({ page: owner } = await loggedIn('cargo1@fura.local', DESKTOP));
    ({ page: carrier, userId: carrierId } = await loggedIn('carrier1@fura.local', PHONE));
    orderId = await publishedOrder(owner);
    await owner.goto(`${world.app.url}/messages-by-order`);
    await owner.getByTestId('header-bell').waitFor();
    const before = await text(owner, 'bell-counter');

    const request = await carrier.request.post(`${world.app.url}/api/article/createRequest`, {
      data: { articleId: orderId, request: { request: 'Готов взять, тент 5 т' }, socketId: null },
    });
    expect(request.ok()).toBe(true);
    await expect.poll(() => text(owner, 'bell-counter'), { timeout: 15_000 }).not.toBe(before);

    await owner.getByTestId('header-bell').click();
    await owner.getByTestId('bell-popup').waitFor();
    await screenshot(owner, 'messaging-bell-popup-1280');
    await owner.getByTestId('bell-item').first().click();
    await owner.waitForURL(`${world.app.url}/order/${orderId}`);
    await expect.poll(() => text(owner, 'bell-counter')).toBe(before);
  });

  it('the same notification came by e-mail with an unsubscribe link; the centre lists it read; settings save', async () => {
    const unsubscribe = await world.mailbox.waitFor(
      'cargo1@fura.local',
      /Новая заявка на ваш заказ[\s\S]*?(https?:\/\/\S+\/api\/notification\/unsubscribe\/\S+)/,
    );
    // The unsubscribe page opens without logging in and changes nothing until its button is pressed.
    const guest = await world.browser.newContext({ locale: 'ru-RU' });
    const page = await guest.newPage();
    await page.goto(unsubscribe.replace(/[>)\].,]+$/, ''));
    await expect.poll(() => page.locator('form button').count()).toBe(1);

    await owner.goto(`${world.app.url}/notifications`);
    const item = owner.getByTestId('notification-item').first();
    await item.waitFor();
    await expect.poll(() => item.getAttribute('data-read')).toBe('true');
    await screenshot(owner, 'messaging-notifications-1280');

    await carrier.goto(`${world.app.url}/notifications-settings`);
    const email = carrier.getByTestId('notification-setting-messages-email');
    await email.waitFor();
    await email.uncheck({ force: true });
    await carrier.getByTestId('notification-settings-save').click();
    await carrier.getByText('Настройки сохранены').waitFor();
    await screenshot(carrier, 'messaging-settings-360');
    await carrier.reload();
    await expect
      .poll(() => carrier.getByTestId('notification-setting-messages-email').isChecked())
      .toBe(false);
  });

  it('they chat about the order: typing shows and goes, unread badges rise and fall, read ticks turn', async () => {
    await owner.goto(`${world.app.url}/messages-by-order`);
    await owner.getByTestId('messages-page').waitFor();

    await carrier.goto(`${world.app.url}/dialog-order/${orderId}`);
    const input = carrier.getByTestId('message-input');
    await input.fill('Здравствуйте! Когда можно подъехать на погрузку?');
    await carrier.getByTestId('message-send').click();
    const mine = carrier.getByTestId('message').last();
    await expect.poll(() => mine.getAttribute('data-status')).toBe('sent');

    // The owner's list and header count rise without reloading.
    const row = owner.getByTestId('dialog-row').first();
    await row.waitFor({ timeout: 15_000 });
    await expect.poll(() => text(owner, 'dialog-unread')).toBe('1');
    await expect.poll(() => text(owner, 'messages-count')).toBe('1');
    await screenshot(owner, 'messaging-list-unread-1280');

    await row.click();
    await owner.waitForURL(new RegExp(`/dialog-order/${orderId}/${carrierId}$`));
    await owner.getByTestId('message').first().waitFor();
    await expect.poll(() => text(owner, 'messages-count')).toBe('');
    await expect.poll(() => mine.getAttribute('data-status'), { timeout: 15_000 }).toBe('read');

    // Typing: the carrier types, the owner sees it, and it disappears 2.5 s after the last keystroke.
    await input.pressSequentially('Буду в 9', { delay: 80 });
    await owner.getByTestId('typing-indicator').waitFor({ timeout: 10_000 });
    await owner.getByTestId('typing-indicator').waitFor({ state: 'detached', timeout: 10_000 });
    await carrier.getByTestId('message-send').click();
    await expect.poll(() => owner.getByTestId('message').count(), { timeout: 15_000 }).toBe(2);

    await owner
      .getByTestId('message-input')
      .fill('Хорошо, жду к девяти. Ворота со стороны https://example.ru/map');
    await owner.getByTestId('message-send').click();
    await expect.poll(() => carrier.getByTestId('message').count(), { timeout: 15_000 }).toBe(3);
    await expect
      .poll(() => carrier.getByTestId('message').last().locator('a[href="https://example.ru/map"]').count())
      .toBe(1);
    await screenshot(carrier, 'messaging-dialog-360');
    await screenshot(owner, 'messaging-dialog-1280');
  });

  it('a voice message is recorded, sent, received and played', async () => {
    await carrier.getByTestId('voice-record').click();
    await carrier.getByTestId('voice-elapsed').waitFor();
    // On a 360 px phone the time and both buttons fit: nothing sticks out or covers another control.
    await expect.poll(() => composerLayoutFaults(carrier)).toEqual([]);
    await screenshot(carrier, 'messaging-voice-recording-360');
    await carrier.waitForTimeout(2_200);
    await carrier.getByTestId('voice-send').click();
    const voice = carrier.getByTestId('message').last();
    await voice.getByTestId('voice-player').waitFor({ timeout: 15_000 });
    await expect.poll(() => voice.getAttribute('data-status')).not.toBe('pending');

    const received = owner.getByTestId('message').last().getByTestId('voice-player');
    await received.waitFor({ timeout: 15_000 });
    await received.getByTestId('voice-play').click();
    await expect.poll(() => received.getByTestId('voice-play').getAttribute('data-playing')).toBe('true');
    await screenshot(owner, 'messaging-voice-1280');
    await screenshot(carrier, 'messaging-voice-360');
  });

  it('a refused microphone says why on a line of its own, and the composer still fits the phone', async () => {
    await expect.poll(() => composerLayoutFaults(carrier)).toEqual([]);
    await carrier.evaluate(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await carrier.getByTestId('voice-record').click();
    const error = carrier.getByTestId('voice-error');
    await error.waitFor();
    expect(await error.innerText()).toBe('Разрешите доступ к микрофону в настройках браузера');
    await expect.poll(() => composerLayoutFaults(carrier)).toEqual([]);
    await screenshot(carrier, 'messaging-voice-refused-360');
  });
});
