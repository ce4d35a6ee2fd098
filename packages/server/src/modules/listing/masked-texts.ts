import { textForViewer, type TextPlace } from '@fura/domain/contact-visibility';
import type { TArticleRequest } from '@fura/domain/deal-items';
import type { ArticleRow } from '../../db/schema';

/**
 * A listing's texts as a viewer sees them (issue 29, the rule in @fura/domain/contact-visibility): the comment and
 * the requests with their contacts masked unless the viewer wrote them or is in an open deal with their writer on
 * this listing. Only presenters call these; the database keeps what was written.
 */

type PlaceListing = Pick<ArticleRow, 'authorId' | 'status' | 'closedAt'>;

/** The listing as the rule reads it; `executorIds` are all its executors (or none: then nobody is a pair). */
export function listingPlace(row: PlaceListing, executorIds: readonly string[]): TextPlace {
  return {
    kind: 'listing',
    deal: { authorId: row.authorId, executorIds, status: row.status, closedAt: row.closedAt },
  };
}

/** The listing's comment as `viewerId` (null: a guest) sees it. */
export function commentFor(
  row: PlaceListing & Pick<ArticleRow, 'comment'>,
  viewerId: string | null,
  place: TextPlace,
  now: Date,
): string {
  return textForViewer(row.comment, viewerId, row.authorId, place, now);
}

/** A request as `viewerId` sees it: its text masked for anyone but its writer and his open deal's counterpart. */
export function requestFor(
  request: TArticleRequest,
  viewerId: string | null,
  place: TextPlace,
  now: Date,
): TArticleRequest {
  const text = textForViewer(request.request, viewerId, request.user._id, place, now);
  return text === request.request ? request : { ...request, request: text };
}
