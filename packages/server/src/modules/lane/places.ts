import { laneSlug, laneSlugSplits, placeSlug } from '@fura/domain/lane-slugs';

/**
 * The places a lane address is read against (issue 28): every settlement name listings hold, by its address part.
 * Names written apart only in case or «ё»/«е» («Орёл», «Орел») share one address and so one place: a lane is the
 * listings between any of its departure's names and any of its destination's.
 */
export interface LanePlaceNames {
  slug: string;
  names: string[];
}

export type PlaceLookup = ReadonlyMap<string, LanePlaceNames>;

export function placeLookup(names: Iterable<string>): PlaceLookup {
  const places = new Map<string, LanePlaceNames>();
  for (const name of names) {
    const slug = placeSlug(name);
    if (!slug) continue;
    const place = places.get(slug);
    if (!place) places.set(slug, { slug, names: [name] });
    else if (!place.names.includes(name)) place.names.push(name);
  }
  return places;
}

export interface LaneEnds {
  /** The lane's own address. */
  slug: string;
  from: LanePlaceNames;
  to: LanePlaceNames;
}

/**
 * The lane an address names, read the way it is written (any case, Cyrillic or Latin, stray hyphens: the address is
 * put into its own form first); null for an address of no two known places, or of two ways to split it (ambiguous).
 */
export function resolveLane(address: string, places: PlaceLookup): LaneEnds | null {
  const slug = placeSlug(address);
  const splits = laneSlugSplits(slug, (part) => places.get(part));
  const [split] = splits;
  if (splits.length !== 1 || !split) return null;
  return { slug, from: split.from, to: split.to };
}

/** The address of the lane between two settlement names, when it leads back to them alone; null otherwise. */
export function laneAddressOf(from: string, to: string, places: PlaceLookup): string | null {
  const slug = laneSlug(from, to);
  const lane = resolveLane(slug, places);
  return lane && lane.from.names.includes(from) && lane.to.names.includes(to) ? slug : null;
}
