import { PRODUCT_NAME } from '@fura/domain/constants';
import {
  NOTIFICATION_SETTING_LABELS,
  type NotificationSettingGroup,
} from '@fura/domain/notification-settings';
import { escapeHtml } from '../../mail/escape-html';

/** Small standalone pages of the unsubscribe link: our text only (escaped), no scripts, no outside resources. */

export const UNSUBSCRIBE_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const STYLE = [
  'body{margin:0;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1b1e;background:#f1f3f5}',
  'main{max-width:480px;margin:40px auto;padding:24px;background:#fff;border-radius:8px}',
  'h1{margin:0 0 16px;font-size:22px;color:#1c3f94}',
  'button{padding:10px 20px;font-size:16px;color:#fff;background:#1c3f94;border:0;border-radius:6px;cursor:pointer}',
  'a{color:#1c3f94}',
  '@media (max-width:520px){main{margin:0;border-radius:0}}',
].join('');

/** A standalone page (no scripts, no outside resources): the unsubscribe link and the one-click links of mails. */
export function standalonePage(title: string, body: string): string {
  return [
    '<!doctype html><html lang="ru"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(`${title} — ${PRODUCT_NAME}`)}</title>`,
    `<style>${STYLE}</style></head><body><main>`,
    `<h1>${escapeHtml(title)}</h1>`,
    body,
    '</main></body></html>',
  ].join('');
}

function what(group: NotificationSettingGroup | undefined): string {
  return group
    ? `письма об уведомлениях «${NOTIFICATION_SETTING_LABELS[group]}»`
    : 'все письма с уведомлениями';
}

const SETTINGS_LINK = '<p><a href="/notifications-settings">Настройки уведомлений</a></p>';

/** GET: asks to confirm (mail scanners open links, so opening changes nothing). `action` is this page's URL. */
export function confirmPage(action: string, group: NotificationSettingGroup | undefined): string {
  return standalonePage(
    'Отписаться от писем',
    [
      `<p>Больше не присылать ${escapeHtml(what(group))}?</p>`,
      '<p>Уведомления на сайте останутся. Вернуть письма можно в настройках уведомлений.</p>',
      `<form method="post" action="${escapeHtml(action)}"><button type="submit">Отписаться</button></form>`,
    ].join(''),
  );
}

export function donePage(group: NotificationSettingGroup | undefined): string {
  return standalonePage(
    'Вы отписались',
    `<p>Мы больше не будем присылать ${escapeHtml(what(group))}.</p>${SETTINGS_LINK}`,
  );
}

export function notFoundPage(): string {
  return standalonePage(
    'Ссылка недействительна',
    `<p>Ссылка набрана с ошибкой или больше не действует. Измените настройки уведомлений на сайте.</p>${SETTINGS_LINK}`,
  );
}

export function badGroupPage(): string {
  return standalonePage('Неизвестный вид уведомлений', `<p>Проверьте ссылку из письма.</p>${SETTINGS_LINK}`);
}
