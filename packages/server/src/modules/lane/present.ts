import type { TArticle } from '@fura/domain/article-schemas';
import { laneSlug, placeSlug } from '@fura/domain/lane-slugs';
import type { TLane, TLaneLink, TLanePlace } from '@fura/domain/lane-schemas';
import type { LaneFigures, LaneEndRow, LaneCountRow } from './repo';

/** One end of a lane: its name as its newest listing writes it, its address part, that listing's region and point. */
function presentPlace(name: string, region: string, lat: number, lon: number): TLanePlace {
  return { name, slug: placeSlug(name), region, lat, lon };
}

/** A lane as the page shows it to everyone: listings already presented as the search shows them to a guest. */
export function presentLane(
  ends: LaneEndRow,
  figures: LaneFigures,
  listings: { orders: TArticle[]; offers: TArticle[] },
  neighbours: TLaneLink[],
): TLane {
  return {
    slug: laneSlug(ends.fromSettlement, ends.toSettlement),
    from: presentPlace(ends.fromSettlement, ends.fromRegion, ends.fromLat, ends.fromLon),
    to: presentPlace(ends.toSettlement, ends.toRegion, ends.toLat, ends.toLon),
    orders: listings.orders,
    offers: listings.offers,
    ordersCount: figures.orders,
    offersCount: figures.offers,
    carriersCount: figures.carriers,
    hasOpen: figures.orders + figures.offers > 0,
    neighbours,
  };
}

export function presentLaneLink(row: LaneCountRow, slug: string): TLaneLink {
  return { slug, from: row.from, to: row.to, openCount: row.openCount };
}
