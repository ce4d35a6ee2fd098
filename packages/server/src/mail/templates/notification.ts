import { PRODUCT_NAME } from '@fura/domain/constants';
import { escapeHtml } from '../escape-html';
import type { MailMessage } from '../mailer';
import { mailLayout } from './layout';

/** Where the unsubscribe links of notification mails lead (GET shows a form, POST unsubscribes; no login). */
export const UNSUBSCRIBE_PATH = '/api/notification/unsubscribe/';

export interface NotificationMailInput {
  to: string;
  /** The recipient's first name, as typed. */
  name: string;
  /** notificationText(): built from the notification's info, may hold other users' names. */
  text: string;
  /** Site base URL without a trailing slash, or '' for site paths (queued mail: the sender makes them absolute). */
  base: string;
  /** notificationLink(): a site path starting with "/". */
  path: string;
  /** `${UNSUBSCRIBE_PATH}<token>?group=<group>`. */
  unsubscribePath: string;
  /** The settings group's Russian label. */
  groupLabel: string;
  /** One-click answers shown as buttons before «Открыть на сайте» (issue 26: «Да, актуален», «Снять с публикации»). */
  actions?: readonly MailAction[];
}

/** A button of a notification mail: its Russian label, a site path, and which text line label stands for it. */
export interface MailAction {
  label: string;
  path: string;
  textLabel: (typeof TEXT_LINK_LABELS)['confirm' | 'unpublish'];
}

/** The labels of the plain-text link lines (the sender makes only these lines' paths absolute: absolute-links.ts). */
export const TEXT_LINK_LABELS = {
  open: 'Открыть',
  settings: 'Настроить уведомления',
  unsubscribe: 'Отписаться от этих писем',
  confirm: 'Подтвердить, что актуально',
  unpublish: 'Снять с публикации',
  mySearches: 'Все совпадения в «Моих поисках»',
} as const;

const SUBJECT_MAX = 150;

/** No line breaks or other control characters: the text carries user text (names). */
function oneLine(text: string): string {
  return text.replace(/\p{Cc}+/gu, ' ').trim();
}

/** One line, not too long. */
function subjectOf(text: string): string {
  const line = `${PRODUCT_NAME}: ${text}`;
  return line.length > SUBJECT_MAX ? `${line.slice(0, SUBJECT_MAX - 1)}…` : line;
}

export function notificationMail(input: NotificationMailInput): MailMessage {
  const { to, base, path, unsubscribePath, groupLabel } = input;
  // One line each, so no user text makes a line of its own.
  const name = oneLine(input.name);
  const text = oneLine(input.text);
  const subject = subjectOf(text);
  const link = `${base}${path}`;
  const unsubscribe = `${base}${unsubscribePath}`;
  const settings = `${base}/notifications-settings`;
  const greeting = name ? `Здравствуйте, ${name}!` : 'Здравствуйте!';
  const why = `Вы получили это письмо, потому что включили уведомления на почту: «${groupLabel}».`;
  const actions = input.actions ?? [];
  const plain = [
    greeting,
    '',
    text,
    '',
    ...actions.map((action) => `${action.textLabel}: ${base}${action.path}`),
    `${TEXT_LINK_LABELS.open}: ${link}`,
    '',
    why,
    `${TEXT_LINK_LABELS.settings}: ${settings}`,
    `${TEXT_LINK_LABELS.unsubscribe}: ${unsubscribe}`,
  ].join('\n');
  const button =
    'display:inline-block;padding:10px 20px;background:#1c3f94;color:#ffffff;text-decoration:none;border-radius:6px';
  const html = mailLayout(
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p style="font-size:17px"><strong>${escapeHtml(text)}</strong></p>`,
      ...(actions.length > 0
        ? [
            `<p>${actions
              .map(
                (action) =>
                  `<a href="${escapeHtml(`${base}${action.path}`)}" style="${button};margin:0 8px 8px 0">${escapeHtml(action.label)}</a>`,
              )
              .join(' ')}</p>`,
          ]
        : []),
      `<p><a href="${escapeHtml(link)}" style="${button}">Открыть на сайте</a></p>`,
      `<p style="color:#868e96;font-size:13px">${escapeHtml(why)}<br>`,
      `<a href="${escapeHtml(settings)}" style="color:#868e96">Настроить уведомления</a> · `,
      `<a href="${escapeHtml(unsubscribe)}" style="color:#868e96">Отписаться от этих писем</a></p>`,
    ].join(''),
  );
  // RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" to the link.
  const headers = {
    'List-Unsubscribe': `<${unsubscribe}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  return { to, subject, text: plain, html, headers };
}
