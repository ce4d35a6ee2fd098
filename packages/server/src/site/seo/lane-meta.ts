import {
  carriersCountLabel,
  laneHeading,
  laneTitle,
  offersCountLabel,
  ordersCountLabel,
} from '@fura/domain/lane-texts';
import { routePath } from '@fura/domain/routes';
import { NOT_FOUND_TITLE, pageTitle } from '@fura/domain/titles';
import type { Db } from '../../db/connect';
import { readLaneHead, type LaneHead } from '../../modules/lane/service';
import type { HeadMeta } from './head';
import { noindex } from './route-meta';

function laneDescription(lane: LaneHead): string {
  const { orders, offers, carriers } = lane.figures;
  const heading = laneHeading(lane.from, lane.to);
  const open =
    orders + offers > 0
      ? `${ordersCountLabel(orders)} и ${offersCountLabel(offers)} на бирже «Фура»`
      : 'сейчас открытых заказов и предложений нет';
  const ran = carriers > 0 ? `; ${carriersCountLabel(carriers)} по этому направлению` : '';
  return `${heading}: ${open}${ran}. Грузы, свободный транспорт и попутная загрузка.`;
}

/**
 * A lane page's head (issue 28): titled by the lane and its open listings, canonical at the lane's own address (an
 * address that differs in case or form names the same lane), with its structured data. A lane with nothing open is
 * `noindex`; an unknown lane is `notFound` (and `noindex`).
 */
export async function laneMeta(db: Db, generic: HeadMeta, address: string): Promise<HeadMeta> {
  const lane = await readLaneHead(db, address);
  if (!lane) return { ...noindex(generic), title: pageTitle(NOT_FOUND_TITLE), notFound: true };
  const path = routePath('lane', { lane: lane.slug });
  const description = laneDescription(lane);
  const meta: HeadMeta = {
    ...generic,
    title: pageTitle(laneTitle(lane.from, lane.to, lane.figures.orders + lane.figures.offers)),
    description,
    canonicalPath: path,
    ogType: 'website',
  };
  if (lane.listings.length === 0) return noindex(meta);
  const name = laneHeading(lane.from, lane.to);
  return {
    ...meta,
    structuredData: { kind: 'lane', lane: { path, name, description, listings: lane.listings } },
  };
}
