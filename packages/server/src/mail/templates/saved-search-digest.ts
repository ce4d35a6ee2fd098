import { PRODUCT_NAME } from '@fura/domain/constants';
import { escapeHtml } from '../escape-html';
import type { MailMessage } from '../mailer';
import { mailLayout } from './layout';
import { TEXT_LINK_LABELS } from './notification';

/** Where the unsubscribe links of saved-search letters lead (GET shows a form, POST unsubscribes; no login). */
export const SEARCH_UNSUBSCRIBE_PATH = '/api/saved-search/unsubscribe/';

export interface DigestListing {
  /** «Москва → Казань, 5 т, 50 000 ₽» (domain listingTitle). */
  title: string;
  /** «погрузка 30.11.2026». */
  when: string;
  /** A site path: /order/{id} or /offer/{id}. */
  path: string;
}

export interface SavedSearchDigestInput {
  to: string;
  name: string;
  searchName: string;
  type: 'order' | 'offer';
  listings: readonly DigestListing[];
  /** `${SEARCH_UNSUBSCRIBE_PATH}<token>`, a site path (the outbox sender makes it absolute). */
  unsubscribePath: string;
}

const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();

function heading(type: 'order' | 'offer', count: number): string {
  if (count === 1) return type === 'offer' ? 'Новое предложение' : 'Новый заказ';
  return type === 'offer' ? `Новые предложения (${count})` : `Новые заказы (${count})`;
}

/**
 * A saved search's letter (issue 27): one listing, or the digest of what matched since the last letter (at most one
 * an hour). Every letter carries the one-click unsubscribe of that search alone (RFC 8058).
 */
export function savedSearchDigestMail(input: SavedSearchDigestInput): MailMessage {
  const name = oneLine(input.name);
  const searchName = oneLine(input.searchName);
  const what = heading(input.type, input.listings.length);
  const first = input.listings[0];
  const subjectLine =
    input.listings.length === 1 && first
      ? `${PRODUCT_NAME}: ${what.toLowerCase()} по поиску «${searchName}»: ${oneLine(first.title)}`
      : `${PRODUCT_NAME}: ${what.toLowerCase()} по поиску «${searchName}»`;
  const subject = subjectLine.length > 150 ? `${subjectLine.slice(0, 149)}…` : subjectLine;
  const greeting = name ? `Здравствуйте, ${name}!` : 'Здравствуйте!';
  const intro = `${what} по вашему поиску «${searchName}»:`;
  const why = `Вы получили это письмо, потому что сохранили поиск «${searchName}» с уведомлениями на почту.`;
  const plain = [
    greeting,
    '',
    intro,
    '',
    ...input.listings.flatMap((listing, index) => [
      `${index + 1}. ${oneLine(listing.title)} — ${listing.when}`,
      `${TEXT_LINK_LABELS.open}: ${listing.path}`,
      '',
    ]),
    `${TEXT_LINK_LABELS.mySearches}: /my-searches`,
    '',
    why,
    `${TEXT_LINK_LABELS.unsubscribe}: ${input.unsubscribePath}`,
  ].join('\n');
  const html = mailLayout(
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p style="font-size:17px"><strong>${escapeHtml(intro)}</strong></p>`,
      '<ol style="padding-left:20px">',
      ...input.listings.map(
        (listing) =>
          `<li style="margin-bottom:8px"><a href="${escapeHtml(listing.path)}" style="color:#1c3f94">${escapeHtml(oneLine(listing.title))}</a><br><span style="color:#495057">${escapeHtml(listing.when)}</span></li>`,
      ),
      '</ol>',
      `<p><a href="/my-searches" style="color:#1c3f94">${escapeHtml(TEXT_LINK_LABELS.mySearches)}</a></p>`,
      `<p style="color:#868e96;font-size:13px">${escapeHtml(why)}<br>`,
      `<a href="${escapeHtml(input.unsubscribePath)}" style="color:#868e96">Отписаться от писем этого поиска</a></p>`,
    ].join(''),
  );
  const headers = {
    'List-Unsubscribe': `<${input.unsubscribePath}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  return { to: input.to, subject, text: plain, html, headers };
}
