import type { ArticleType } from '@fura/domain/articles';
import {
  CONFIRM_ACTION_LABELS,
  CONFIRM_QUESTIONS,
  FRESHNESS_MESSAGES,
  type ConfirmAction,
} from '@fura/domain/listing-freshness';
import { escapeHtml } from '../../mail/escape-html';
import { standalonePage } from '../notification/unsubscribe-page';

/** The pages of the «ещё актуален?» one-click links (issue 26): our text only, escaped; no scripts. */

export interface PageListing {
  id: string;
  type: ArticleType;
  /** «Москва → Тула». */
  route: string;
}

const listingPath = (listing: PageListing) => `/${listing.type}/${encodeURIComponent(listing.id)}`;
const myListPath = (type: ArticleType) => (type === 'offer' ? '/my-offers' : '/my-orders');

function links(listing: PageListing): string {
  const name = listing.type === 'offer' ? 'предложение' : 'заказ';
  const list = listing.type === 'offer' ? 'Мои предложения' : 'Мои заказы';
  return [
    `<p><a href="${escapeHtml(listingPath(listing))}">Открыть ${name}</a> · `,
    `<a href="${escapeHtml(myListPath(listing.type))}">${list}</a></p>`,
  ].join('');
}

/** GET: names the listing and asks for the one click (mail scanners open links, so opening changes nothing). */
export function askPage(action: ConfirmAction, listing: PageListing, formAction: string): string {
  const title =
    action === 'confirm'
      ? CONFIRM_QUESTIONS[listing.type]
      : `Снять ${listing.type === 'offer' ? 'предложение' : 'заказ'} с публикации?`;
  return standalonePage(
    title,
    [
      `<p>${escapeHtml(listing.route)}</p>`,
      `<form method="post" action="${escapeHtml(formAction)}">`,
      `<button type="submit">${escapeHtml(CONFIRM_ACTION_LABELS[action][listing.type])}</button></form>`,
      links(listing),
    ].join(''),
  );
}

export function donePage(action: ConfirmAction, listing: PageListing): string {
  const again =
    action === 'unpublish'
      ? '<p>Опубликовать снова можно из черновиков на сайте.</p>'
      : '<p>Мы спросим снова через несколько дней.</p>';
  return standalonePage(
    action === 'confirm'
      ? FRESHNESS_MESSAGES.confirmed[listing.type]
      : FRESHNESS_MESSAGES.unpublished[listing.type],
    `<p>${escapeHtml(listing.route)}</p>${again}${links(listing)}`,
  );
}

export function refusedPage(message: string, listing: PageListing): string {
  return standalonePage('Не получилось', `<p>${escapeHtml(message)}</p>${links(listing)}`);
}

const SITE_LINK = '<p><a href="/">На главную</a></p>';

export function invalidLinkPage(reason: 'unknown' | 'used' | 'expired'): string {
  if (reason === 'used')
    return standalonePage(
      'Ссылка уже использована',
      `<p>На этот вопрос уже ответили. Статус объявления можно изменить на сайте.</p>${SITE_LINK}`,
    );
  if (reason === 'expired')
    return standalonePage(
      'Срок ссылки истёк',
      `<p>Ссылка действовала 48 часов. Подтвердить или снять объявление можно на сайте.</p>${SITE_LINK}`,
    );
  return standalonePage(
    'Ссылка недействительна',
    `<p>Ссылка набрана с ошибкой или больше не действует. Откройте объявление на сайте.</p>${SITE_LINK}`,
  );
}
