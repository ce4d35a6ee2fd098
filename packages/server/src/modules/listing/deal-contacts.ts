import { sql } from 'drizzle-orm';
import type { TDealContact } from '@fura/domain/deal-contacts';
import { contactIdsFor, dealContactsOpen } from '@fura/domain/deal-contacts';
import type { Db } from '../../db/connect';
import { preparedOnce } from '../../db/prepared';
import { users, type ArticleRow } from '../../db/schema';
import type { DealData } from './deal-data';

/**
 * The deal's parties' phone and e-mail (issue 24, the rule in @fura/domain/deal-contacts): read only for listings
 * whose deal is open now, only for their author and executors, and handed to each viewer as contactIdsFor allows.
 * The only place the server reads another user's phone or e-mail for a listing.
 */

interface ContactRow {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

const contactStatements = preparedOnce((db) => ({
  users: db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      email: users.email,
    })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('deal_contact_users'),
}));

function presentContact(row: ContactRow): TDealContact {
  return {
    userId: row.id,
    name: { first: row.firstName, last: row.lastName },
    phone: row.phone,
    email: row.email,
  };
}

type ContactListing = Pick<ArticleRow, 'id' | 'authorId' | 'status' | 'closedAt'>;

/** The executor ids of listings' loaded deal data (loadDeals), as DealContacts.load asks for them. */
export function executorsIn(deals: ReadonlyMap<string, DealData>): (articleId: string) => string[] {
  return (articleId) => (deals.get(articleId)?.executors ?? []).map((executor) => executor.user._id);
}

/** The contacts of listings' open deals, handed out per viewer. */
export class DealContacts {
  private constructor(
    private readonly open: Map<string, { authorId: string; executorIds: string[] }>,
    private readonly byUser: Map<string, ContactRow>,
  ) {}

  /**
   * Reads the author's and the executors' contacts of every listing whose deal is open at `now`; nothing else.
   * `executorsOf` gives a listing's executor ids (executorsIn: from loaded deal data).
   */
  static async load(
    db: Db,
    rows: readonly ContactListing[],
    executorsOf: (articleId: string) => readonly string[],
    now: Date = new Date(),
  ): Promise<DealContacts> {
    const open = new Map<string, { authorId: string; executorIds: string[] }>();
    for (const row of rows) {
      const executorIds = [...executorsOf(row.id)];
      if (executorIds.length === 0 || !dealContactsOpen(row, now)) continue;
      open.set(row.id, { authorId: row.authorId, executorIds });
    }
    const ids = [...new Set([...open.values()].flatMap((deal) => [deal.authorId, ...deal.executorIds]))];
    const found = ids.length === 0 ? [] : await contactStatements(db).users.execute({ ids });
    return new DealContacts(open, new Map(found.map((row) => [row.id, row])));
  }

  /** The counterparts' contacts `viewerId` may see on the listing (null = guest: none). */
  for(articleId: string, viewerId: string | null): TDealContact[] {
    const deal = this.open.get(articleId);
    if (!deal) return [];
    return contactIdsFor(deal, viewerId).flatMap((id) => {
      const row = this.byUser.get(id);
      return row ? [presentContact(row)] : [];
    });
  }
}
