import type { TArticleInput } from '@fura/domain/article-schemas';
import { DEAL_TERMS_MESSAGES } from '@fura/domain/deal-terms';
import type { TErrorItem } from '@fura/domain/errors';
import type { Db } from '../../db/connect';
import type { ArticleRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { listExecutorIds } from '../listing/repo';

/** Coordinates closer than this are the same point. */
const SAME_POINT = 1e-7;

function samePlace(place: TArticleInput['from'], address: string, lat: number, lon: number): boolean {
  return (
    place.address === address &&
    Math.abs(place.lat - lat) < SAME_POINT &&
    Math.abs(place.lon - lon) < SAME_POINT
  );
}

/**
 * Issue 29: once an executor is chosen, the addresses and the loading date are the deal's — the cargo owner changes
 * them in the deal, logged and shown to the carrier — so the listing's edit may not change them behind the deal
 * (an offer stays editable while published with executors; its other fields still change). 400 per changed field.
 */
export async function assertDealTermsKept(db: Db, row: ArticleRow, input: TArticleInput): Promise<void> {
  const errors: TErrorItem[] = [];
  const msg = DEAL_TERMS_MESSAGES.listingLocked;
  if (!samePlace(input.from, row.fromAddress, row.fromLat, row.fromLon))
    errors.push({ msg, param: 'article.from' });
  if (!samePlace(input.to, row.toAddress, row.toLat, row.toLon)) errors.push({ msg, param: 'article.to' });
  if (input.loadingDate !== row.loadingDate) errors.push({ msg, param: 'article.loadingDate' });
  if (errors.length === 0) return;
  if ((await listExecutorIds(db, row.id)).length === 0) return;
  throw new AppError(400, errors);
}
