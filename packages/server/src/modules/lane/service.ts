import {
  LANE_LISTINGS_LIMIT,
  LANE_NEIGHBOURS_LIMIT,
  type TLane,
  type TLaneLink,
} from '@fura/domain/lane-schemas';
import { laneSlug } from '@fura/domain/lane-slugs';
import { listingTitle } from '@fura/domain/listing-title';
import { routePath } from '@fura/domain/routes';
import type { Db } from '../../db/connect';
import { presentPublicListings } from '../listing/present-public';
import { laneAddressOf, placeLookup, resolveLane, type PlaceLookup } from './places';
import { presentLane, presentLaneLink } from './present';
import {
  readBusiestLanes,
  readLaneEnds,
  readLaneFigures,
  readLaneListings,
  readNeighbourLanes,
  readPlaceNames,
  type LaneCountRow,
  type LaneEndRow,
  type LaneFigures,
  type LaneNames,
} from './repo';

/**
 * Lane pages (issue 28): a lane is read by its address against the settlement names listings hold. Everything here
 * is what a guest may see — the open listings are the search's public ones — so there is no viewer and no policy
 * beyond the guest's visibility rule the reads apply.
 */

interface FoundLane {
  names: LaneNames;
  ends: LaneEndRow;
  figures: LaneFigures;
  places: PlaceLookup;
}

/** The lane of an address, or null: no such places, an ambiguous address, or no listing open or completed on it. */
async function findLane(db: Db, address: string): Promise<FoundLane | null> {
  const places = placeLookup(await readPlaceNames(db));
  const lane = resolveLane(address, places);
  if (!lane) return null;
  const names = { from: lane.from.names, to: lane.to.names };
  const [figures, ends] = await Promise.all([readLaneFigures(db, names), readLaneEnds(db, names)]);
  if (!ends || figures.orders + figures.offers + figures.completed === 0) return null;
  return { names, ends, figures, places };
}

/**
 * Lanes by their addresses, busiest first: rows whose names share an address (case, «ё») become one lane with their
 * counts added; a pair whose address would not lead back to it (ambiguous) is left out.
 */
function lanesByAddress(rows: readonly LaneCountRow[], places: PlaceLookup): Map<string, LaneCountRow> {
  const lanes = new Map<string, LaneCountRow>();
  for (const row of rows) {
    const slug = laneAddressOf(row.from, row.to, places);
    if (!slug) continue;
    const known = lanes.get(slug);
    lanes.set(slug, known ? { ...known, openCount: known.openCount + row.openCount } : row);
  }
  return lanes;
}

async function neighbours(db: Db, lane: FoundLane): Promise<TLaneLink[]> {
  // More rows than links: some may share an address with another or be left out as ambiguous.
  const rows = await readNeighbourLanes(db, lane.names, LANE_NEIGHBOURS_LIMIT * 3);
  return [...lanesByAddress(rows, lane.places)]
    .map(([slug, row]) => presentLaneLink(row, slug))
    .sort((a, b) => b.openCount - a.openCount)
    .slice(0, LANE_NEIGHBOURS_LIMIT);
}

/** POST /api/lane/get: the lane with its newest open listings, its figures and its neighbours; null → 404. */
export async function readLane(db: Db, address: string): Promise<TLane | null> {
  const lane = await findLane(db, address);
  if (!lane) return null;
  const [orderRows, offerRows, links] = await Promise.all([
    readLaneListings(db, lane.names, 'order', LANE_LISTINGS_LIMIT),
    readLaneListings(db, lane.names, 'offer', LANE_LISTINGS_LIMIT),
    neighbours(db, lane),
  ]);
  const listings = await presentPublicListings(db, [...orderRows, ...offerRows]);
  return presentLane(
    lane.ends,
    lane.figures,
    {
      orders: listings.filter((listing) => listing.type === 'order'),
      offers: listings.filter((listing) => listing.type === 'offer'),
    },
    links,
  );
}

export interface LaneHead {
  /** The lane's own address: the canonical one. */
  slug: string;
  from: string;
  to: string;
  figures: LaneFigures;
  /** The listings the page shows, orders then offers, each with its page and its title. */
  listings: { path: string; name: string }[];
}

/** What the page's head says of a lane (its title, description and structured data); null for an unknown lane. */
export async function readLaneHead(db: Db, address: string): Promise<LaneHead | null> {
  const lane = await findLane(db, address);
  if (!lane) return null;
  const rows = await Promise.all([
    readLaneListings(db, lane.names, 'order', LANE_LISTINGS_LIMIT),
    readLaneListings(db, lane.names, 'offer', LANE_LISTINGS_LIMIT),
  ]);
  return {
    slug: laneSlug(lane.ends.fromSettlement, lane.ends.toSettlement),
    from: lane.ends.fromSettlement,
    to: lane.ends.toSettlement,
    figures: lane.figures,
    listings: rows.flat().map(({ article }) => ({
      path: routePath(article.type === 'offer' ? 'offer' : 'order', { id: article.id }),
      name: listingTitle(article),
    })),
  };
}

export interface BusyLane {
  slug: string;
  updatedAt: Date | null;
}

/** The busiest lanes with open listings (by open listings, then completed deals), for the sitemap. */
export async function busiestLanes(db: Db, limit: number): Promise<BusyLane[]> {
  // More rows than lanes, as for the neighbours.
  const [rows, names] = await Promise.all([readBusiestLanes(db, limit * 2), readPlaceNames(db)]);
  const updated = new Map<string, Date | null>();
  const places = placeLookup(names);
  for (const row of rows) {
    const slug = laneAddressOf(row.from, row.to, places);
    if (!slug) continue;
    const known = updated.get(slug);
    if (known === undefined || (row.updatedAt && (!known || row.updatedAt > known))) {
      updated.set(slug, row.updatedAt);
    }
  }
  return [...updated].slice(0, limit).map(([slug, updatedAt]) => ({ slug, updatedAt }));
}
