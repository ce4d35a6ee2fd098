import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CorridorSortFields } from '@fura/domain/corridor-sort';

/**
 * The corridor's candidates as columns (issue 26). A corridor ranks 10–20 thousand listings; read as rows, the
 * driver's parsing of every field and the garbage it leaves took more than half of the search's time (bench/README.md).
 * So the statement aggregates each column into one bytea of fixed-width binary values — PostgreSQL's own `*_send`
 * encodings: big-endian IEEE doubles (the stored values bit for bit), 16-byte uuids, int4 days since 2000-01-01, int8 —
 * sent as base64 text (two thirds of the bytes of bytea's hex, and a third less of the driver's decoding), and this
 * file reads them. All the aggregates of one SELECT see the rows in the same order, so index i is one
 * listing in every column.
 */

/** A listing without a price; prices are never negative. */
const NO_BUDGET = -1;
const DAY_MS = 86_400_000;
const POSTGRES_EPOCH_MS = Date.UTC(2000, 0, 1);

const pack = (value: SQL) => sql<string | null>`encode(string_agg(${value}, ''::bytea), 'base64')`;

/**
 * The SELECT list that packs a candidate subquery's columns; the loading date and the price only with `sortFields`
 * (the smallest detour first, the default order, looks at the detour and the id alone).
 */
export function packedCandidateColumns(
  columns: Record<
    'id' | 'fromLat' | 'fromLon' | 'toLat' | 'toLon' | 'loadingDate' | 'budgetKopecks',
    AnyPgColumn
  >,
  sortFields: boolean,
) {
  return {
    ids: pack(sql`uuid_send(${columns.id})`),
    fromLat: pack(sql`float8send(${columns.fromLat})`),
    fromLon: pack(sql`float8send(${columns.fromLon})`),
    toLat: pack(sql`float8send(${columns.toLat})`),
    toLon: pack(sql`float8send(${columns.toLon})`),
    loadingDays: sortFields ? pack(sql`date_send(${columns.loadingDate})`) : sql<null>`null::text`,
    budgets: sortFields
      ? pack(sql`int8send(coalesce(${columns.budgetKopecks}, ${NO_BUDGET}))`)
      : sql<null>`null::text`,
  };
}

type PackedCandidates = Record<keyof ReturnType<typeof packedCandidateColumns>, string | null>;

export interface CandidateColumns {
  count: number;
  fromLat: Float64Array;
  fromLon: Float64Array;
  toLat: Float64Array;
  toLon: Float64Array;
  /** The listing's id as PostgreSQL prints a uuid. */
  id(index: number): string;
  /** What the sort looks at, given the load's km; null when the statement did not read it. */
  sortFields: ((index: number, loadKm: number) => CorridorSortFields) | null;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function doubles(bytes: Uint8Array | null, count: number): Float64Array {
  const values = new Float64Array(count);
  if (!bytes) return values;
  const data = view(bytes);
  for (let i = 0; i < count; i++) values[i] = data.getFloat64(i * 8);
  return values;
}

/** The ASCII codes of each byte's two hex digits. */
const HEX_CODES = Array.from({ length: 256 }, (_, byte) =>
  [...byte.toString(16).padStart(2, '0')].map((digit) => digit.charCodeAt(0)),
);
const DASH_AFTER = new Set([3, 5, 7, 9]);

/**
 * The id at `index` as text, written into one reused buffer and read out whole: a string built by concatenation is a
 * rope, and sorting thousands of them by id compared ropes (five times the cost of the whole rule).
 */
function uuidText(ids: Uint8Array): (index: number) => string {
  const text = Buffer.alloc(36, '-');
  return (index) => {
    let at = 0;
    for (let byte = 0; byte < 16; byte++) {
      const [high, low] = HEX_CODES[ids[index * 16 + byte]!]!;
      text[at++] = high!;
      text[at++] = low!;
      if (DASH_AFTER.has(byte)) at++;
    }
    return text.toString('latin1');
  };
}

function sortFieldsOf(
  loadingDays: Uint8Array,
  budgets: Uint8Array,
): (index: number, loadKm: number) => CorridorSortFields {
  const days = view(loadingDays);
  const prices = view(budgets);
  // Loading dates span a few months: each day's text is made once.
  const dayTexts = new Map<number, string>();
  return (index, loadKm) => {
    const day = days.getInt32(index * 4);
    let loadingDate = dayTexts.get(day);
    if (loadingDate === undefined) {
      loadingDate = new Date(POSTGRES_EPOCH_MS + day * DAY_MS).toISOString().slice(0, 10);
      dayTexts.set(day, loadingDate);
    }
    const kopecks = Number(prices.getBigInt64(index * 8));
    return { loadingDate, budgetKopecks: kopecks === NO_BUDGET ? null : kopecks, loadKm };
  };
}

/** A packed column's bytes (base64 with PostgreSQL's line breaks, which the decoder skips). */
const bytesOf = (text: string | null | undefined) => (text ? Buffer.from(text, 'base64') : null);

/** The packed columns, or none when no statement ran or it found nothing. */
export function readCandidateColumns(packed: PackedCandidates | undefined): CandidateColumns {
  const ids = bytesOf(packed?.ids) ?? new Uint8Array(0);
  const count = ids.byteLength / 16;
  const loadingDays = bytesOf(packed?.loadingDays);
  const budgets = bytesOf(packed?.budgets);
  return {
    count,
    fromLat: doubles(bytesOf(packed?.fromLat), count),
    fromLon: doubles(bytesOf(packed?.fromLon), count),
    toLat: doubles(bytesOf(packed?.toLat), count),
    toLon: doubles(bytesOf(packed?.toLon), count),
    id: uuidText(ids),
    sortFields: loadingDays && budgets ? sortFieldsOf(loadingDays, budgets) : null,
  };
}
