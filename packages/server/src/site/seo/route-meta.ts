import { ROUTES, routePath, type RouteDef, type RouteName } from '@fura/domain/routes';
import { pageTitle } from '@fura/domain/titles';
import type { HeadMeta } from './head';
import { isPrivateRoute } from './robots';

export const SITE_DESCRIPTION =
  'Фура — онлайн-биржа грузоперевозок: заказы грузовладельцев и предложения перевозчиков';

/** The description of each public page without its own data. */
const DESCRIPTIONS: Partial<Record<RouteName, string>> = {
  main: 'Фура — биржа грузоперевозок: грузовладельцы размещают заказы бесплатно, перевозчики находят грузы и попутную загрузку по всей России.',
  cargo:
    'Грузовладельцам на «Фуре»: бесплатно разместите заказ, получите отклики проверенных перевозчиков и следите за грузом в пути.',
  carrier:
    'Перевозчикам на «Фуре»: заказы на перевозку по всей России, предложения своего транспорта, тариф без комиссии со сделок.',
  faq: 'Частые вопросы о «Фуре»: регистрация, тарифы и оплата, заявки, исполнители, отслеживание груза, отзывы.',
  tariffs:
    'Тарифы «Фуры» для перевозчиков: стоимость, сроки и автоплатёж. Для грузовладельцев биржа бесплатна.',
  downloadApp: 'Мобильное приложение «Фуры»: заказы, предложения и сообщения в телефоне.',
  searchOrder: 'Поиск заказов на перевозку грузов: маршрут, дата загрузки, вес, объём и тип кузова.',
  searchOffer: 'Поиск предложений перевозчиков: свободный транспорт по маршруту и дате.',
  order: 'Заказ на перевозку груза на бирже «Фура».',
  offer: 'Предложение перевозчика на бирже «Фура».',
  user: 'Профиль участника биржи грузоперевозок «Фура»: рейтинг и отзывы.',
  login: 'Вход на биржу грузоперевозок «Фура»: ваши заказы, предложения, заявки и сообщения.',
  register: 'Регистрация на бирже грузоперевозок «Фура» для грузовладельцев и перевозчиков.',
};

/** Private pages, the console, the password screens and the consignee's tracking links are not for search engines. */
export function isNoindexRoute(name: RouteName): boolean {
  const def: RouteDef = ROUTES[name];
  return isPrivateRoute(def) || name === 'track';
}

/** A page's meta from the route table alone: its screen title, the description, its canonical path. */
export function routeMeta(name: RouteName, params: Record<string, string>): HeadMeta {
  const def: RouteDef = ROUTES[name];
  return {
    title: pageTitle(def.title),
    description: DESCRIPTIONS[name] ?? SITE_DESCRIPTION,
    canonicalPath: isNoindexRoute(name) ? null : routePath(name, params),
    ogType: 'website',
  };
}

/** The same page marked not to be indexed (an unknown slug, a listing a guest may not see). */
export function noindex(meta: HeadMeta): HeadMeta {
  return { ...meta, canonicalPath: null };
}

/** A plain-text excerpt of Markdown for a description: markup out, one line, at most `max` characters. */
export function markdownExcerpt(markdown: string, max = 160): string {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/[#>*_`~|]+/g, '')
    .replace(/^\s*[-+]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
