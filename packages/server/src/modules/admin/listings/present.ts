import type { TAdminListing } from '@fura/domain/admin-listings';
import type { ArticleRow } from '../../../db/schema';
import { articleTypeOf } from '../../listing/article-type';
import { userRef } from '../audit/user-refs';

export interface ListingAuthor {
  id: string;
  firstName: string;
  lastName: string;
  type: string;
}

/** A listing as the console lists it: what finds it (route, comment) and what hiding needs (status, note). */
export function presentAdminListing(row: ArticleRow, author: ListingAuthor): TAdminListing {
  return {
    _id: row.id,
    type: articleTypeOf(row),
    status: row.status,
    statusBeforeHide: row.statusBeforeHide,
    adminNote: row.adminNote,
    from: { settlement: row.fromSettlement, address: row.fromAddress },
    to: { settlement: row.toSettlement, address: row.toAddress },
    loadingDate: row.loadingDate,
    comment: row.comment,
    author: userRef(author),
    createdAt: row.createdAt.toISOString(),
  };
}
