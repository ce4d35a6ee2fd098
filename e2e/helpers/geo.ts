import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { orderThroughApi } from './journey';

/** Tracking journeys (issue 13): a deal put on the way through the API, and reading where a marker stands. */

async function post(page: Page, url: string, data: Record<string, unknown>): Promise<void> {
  const answer = await page.request.post(url, { data });
  expect(answer.status(), `${url}: ${await answer.text()}`).toBe(200);
}

/**
 * The owner publishes an order Moscow → Tver, the carrier asks for it, the owner picks him and sets it on the way:
 * from then on the carrier's browser sends his position. Answers the order's id.
 */
export async function orderOnTheWay(
  owner: Page,
  carrier: { page: Page; userId: string },
  appUrl: string,
): Promise<string> {
  const articleId = await orderThroughApi(owner, appUrl, { comment: 'Паллеты с плиткой' });
  await post(carrier.page, `${appUrl}/api/article/createRequest`, {
    articleId,
    request: { request: 'Возьму, тент 5 т, выезжаю сегодня', priceKopecks: 2_400_000, date: null },
    socketId: '',
  });
  await post(owner, `${appUrl}/api/article/setExecutor`, {
    articleId,
    executorId: carrier.userId,
    socketId: '',
  });
  await post(owner, `${appUrl}/api/article/onWayArticle`, { articleId, socketId: '' });
  return articleId;
}

/** A marker's shown position (`data-lat`/`data-lon` on the Leaflet marker element). */
export async function markerPosition(marker: Locator): Promise<string> {
  return `${await marker.getAttribute('data-lat')},${await marker.getAttribute('data-lon')}`;
}

/** A marker's centre on the screen, rounded to whole pixels. */
export async function markerScreenPoint(marker: Locator): Promise<string> {
  const box = await marker.boundingBox();
  if (!box) return '';
  return `${Math.round(box.x + box.width / 2)},${Math.round(box.y + box.height / 2)}`;
}

/** No tile server in tests (and none needed): tile requests fail at once, as they would offline. */
export async function withoutTiles(page: Page): Promise<void> {
  await page.context().route(/tile\.openstreetmap\.org/, (route) => route.abort());
}
