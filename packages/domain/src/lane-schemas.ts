import { z } from 'zod';
import { ZArticle } from './article-schemas';

/**
 * Lane pages (issue 28): `POST /api/lane/get` answers one lane — the listings from one settlement to another, found
 * by its address (`moskva-kazan`, lane-slugs.ts) — for everyone, guests included.
 */

/** Open orders and offers a lane shows, each, newest first (the page links to the search for the rest). */
export const LANE_LISTINGS_LIMIT = 20;
/** Neighbouring lanes a lane links to: the same departure or the same destination, busiest first. */
export const LANE_NEIGHBOURS_LIMIT = 8;
/** Lanes in the sitemap, busiest first. */
export const SITEMAP_LANES_LIMIT = 500;

export const LANE_MESSAGES = {
  lane: 'Укажите направление',
  notFound: 'Направление не найдено: по нему нет объявлений',
} as const;

export const ZLaneRequest = z.object({
  lane: z
    .string({ error: LANE_MESSAGES.lane })
    .trim()
    .min(1, LANE_MESSAGES.lane)
    .max(200, LANE_MESSAGES.lane),
});
export type TLaneRequest = z.infer<typeof ZLaneRequest>;

/**
 * One end of the lane: the settlement's name as listings store it, its address part, and the region and point of
 * its newest listing there — what the search page's filters need («Все заказы Москва → Казань»).
 */
export const ZLanePlace = z.object({
  name: z.string(),
  slug: z.string(),
  region: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type TLanePlace = z.infer<typeof ZLanePlace>;

/** A neighbouring lane: its address, its ends' names and how many open listings it has. */
export const ZLaneLink = z.object({
  slug: z.string(),
  from: z.string(),
  to: z.string(),
  openCount: z.number().int(),
});
export type TLaneLink = z.infer<typeof ZLaneLink>;

export const ZLane = z.object({
  /** The lane's own address (canonical): an address that differs only in case or form answers the same lane. */
  slug: z.string(),
  from: ZLanePlace,
  to: ZLanePlace,
  /** The newest open orders and offers (LANE_LISTINGS_LIMIT each), as the search shows them to a guest. */
  orders: z.array(ZArticle),
  offers: z.array(ZArticle),
  /** All open ones. */
  ordersCount: z.number().int(),
  offersCount: z.number().int(),
  /** Carriers who completed a deal on the lane (an order's executor, an offer's author), each once. */
  carriersCount: z.number().int(),
  /** False when nothing is open, only completed deals: the page says so and is not indexed. */
  hasOpen: z.boolean(),
  neighbours: z.array(ZLaneLink),
});
export type TLane = z.infer<typeof ZLane>;

export const ZLaneResponse = z.object({ error: z.literal(false), lane: ZLane });
export type TLaneResponse = z.infer<typeof ZLaneResponse>;
