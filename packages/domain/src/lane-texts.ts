import { pluralRu } from './plural';

/**
 * The words of a lane page (issue 28), one set for the page's <head> (server) and the page itself (web):
 * «Грузоперевозки Москва — Казань», «12 заказов · 5 предложений · 7 перевозчиков выполняли рейсы».
 */

export function laneHeading(from: string, to: string): string {
  return `Грузоперевозки ${from} — ${to}`;
}

export function ordersCountLabel(count: number): string {
  return `${count} ${pluralRu(count, ['заказ', 'заказа', 'заказов'])}`;
}

export function offersCountLabel(count: number): string {
  return `${count} ${pluralRu(count, ['предложение', 'предложения', 'предложений'])}`;
}

export function carriersCountLabel(count: number): string {
  const carriers = pluralRu(count, ['перевозчик', 'перевозчика', 'перевозчиков']);
  return `${count} ${carriers} ${pluralRu(count, ['выполнял', 'выполняли', 'выполняли'])} рейсы`;
}

/** «12 заказов и предложений»: the open listings of both kinds as one figure. */
export function listingsCountLabel(count: number): string {
  const forms = ['заказ или предложение', 'заказа и предложения', 'заказов и предложений'] as const;
  return `${count} ${pluralRu(count, forms)}`;
}

/** The page's title: «Грузоперевозки Москва — Казань: 17 заказов и предложений». */
export function laneTitle(from: string, to: string, openCount: number): string {
  return `${laneHeading(from, to)}: ${listingsCountLabel(openCount)}`;
}

/** The line under the heading; the carriers only when there are any. */
export function laneSummary(counts: { orders: number; offers: number; carriers: number }): string {
  const parts = [ordersCountLabel(counts.orders), offersCountLabel(counts.offers)];
  if (counts.carriers > 0) parts.push(carriersCountLabel(counts.carriers));
  return parts.join(' · ');
}
