import type { TDealChangeItem } from '@fura/domain/deal-terms';
import type { TDealTermsInput } from '@fura/domain/deal-terms-schemas';
import type { DealRow } from '../../db/schema';

/** The deal's terms against a change: what differs (the log's items) and the columns a change in force sets. */

/** Coordinates closer than this are the same point (a suggestion's coordinates round-trip through JSON). */
const SAME_POINT = 1e-7;

const stated = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === '' ? null : value;

type Place = NonNullable<TDealTermsInput['to']>;

function placeItem(
  field: 'fromAddress' | 'toAddress',
  current: { address: string; lat: number; lon: number },
  place: Place | undefined,
): TDealChangeItem | null {
  if (!place) return null;
  const same =
    place.address === current.address &&
    Math.abs(place.lat - current.lat) < SAME_POINT &&
    Math.abs(place.lon - current.lon) < SAME_POINT;
  if (same) return null;
  return {
    field,
    old: current.address,
    new: place.address,
    newPoint: { settlement: place.settlement, lat: place.lat, lon: place.lon },
  };
}

function valueItem(
  field: TDealChangeItem['field'],
  current: string | null,
  next: string | null | undefined,
): TDealChangeItem | null {
  if (next === undefined) return null;
  const old = stated(current);
  const value = stated(next);
  return old === value ? null : { field, old, new: value };
}

/** The items of the terms given that differ from the deal's, in the terms' order. */
export function changedItems(deal: DealRow, terms: TDealTermsInput): TDealChangeItem[] {
  const price = (kopecks: number | null | undefined) =>
    kopecks === undefined ? undefined : kopecks === null ? null : String(kopecks);
  const items = [
    placeItem('fromAddress', { address: deal.fromAddress, lat: deal.fromLat, lon: deal.fromLon }, terms.from),
    placeItem('toAddress', { address: deal.toAddress, lat: deal.toLat, lon: deal.toLon }, terms.to),
    valueItem('loadingDate', deal.loadingDate, terms.loadingDate),
    valueItem('unloadingDate', deal.unloadingDate, terms.unloadingDate),
    valueItem('consigneeName', deal.consigneeName, terms.consigneeName),
    valueItem('consigneePhone', deal.consigneePhone, terms.consigneePhone),
    valueItem(
      'priceKopecks',
      deal.priceKopecks === null ? null : String(deal.priceKopecks),
      price(terms.priceKopecks),
    ),
    valueItem('paymentTerms', deal.paymentTerms, terms.paymentTerms),
  ];
  return items.filter((item): item is TDealChangeItem => item !== null);
}

/** The loading and unloading dates the deal would have with these terms. */
export function datesAfter(
  deal: DealRow,
  terms: TDealTermsInput,
): { loading: string; unloading: string | null } {
  return {
    loading: terms.loadingDate ?? deal.loadingDate,
    unloading: terms.unloadingDate === undefined ? deal.unloadingDate : terms.unloadingDate,
  };
}

export type DealTermColumns = Partial<
  Pick<
    DealRow,
    | 'fromAddress'
    | 'fromLat'
    | 'fromLon'
    | 'toAddress'
    | 'toLat'
    | 'toLon'
    | 'loadingDate'
    | 'unloadingDate'
    | 'consigneeName'
    | 'consigneePhone'
    | 'priceKopecks'
    | 'paymentTerms'
    | 'toChangedAt'
  >
>;

/** The columns a change sets when it takes effect; `toChangedAt` when the unloading address moves. */
export function columnsOf(items: readonly TDealChangeItem[], now: Date): DealTermColumns {
  const columns: DealTermColumns = {};
  for (const item of items) {
    switch (item.field) {
      case 'fromAddress':
        if (!item.newPoint || item.new === null) throw new Error('an address change without its point');
        Object.assign(columns, {
          fromAddress: item.new,
          fromLat: item.newPoint.lat,
          fromLon: item.newPoint.lon,
        });
        break;
      case 'toAddress':
        if (!item.newPoint || item.new === null) throw new Error('an address change without its point');
        Object.assign(columns, {
          toAddress: item.new,
          toLat: item.newPoint.lat,
          toLon: item.newPoint.lon,
          toChangedAt: now,
        });
        break;
      case 'loadingDate':
        if (item.new === null) throw new Error('the loading date cannot be cleared');
        columns.loadingDate = item.new;
        break;
      case 'unloadingDate':
        columns.unloadingDate = item.new;
        break;
      case 'consigneeName':
        columns.consigneeName = item.new ?? '';
        break;
      case 'consigneePhone':
        columns.consigneePhone = item.new ?? '';
        break;
      case 'priceKopecks':
        columns.priceKopecks = item.new === null ? null : Number(item.new);
        break;
      case 'paymentTerms':
        columns.paymentTerms = item.new ?? '';
        break;
    }
  }
  return columns;
}
