import type { ArticleType } from '@fura/domain/articles';
import type { ArticleRow } from '../../db/schema';

/** The stored type as the domain's union (the column is text; only these two are ever written). */
export function articleTypeOf(row: Pick<ArticleRow, 'type'>): ArticleType {
  return row.type === 'offer' ? 'offer' : 'order';
}
