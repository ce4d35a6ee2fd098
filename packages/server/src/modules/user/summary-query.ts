import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { StatusCounts } from '@fura/domain/article-lists';
import { LIST_KIND_STATUSES } from '@fura/domain/article-lists';
import { POPUP_UNREAD_NOTIFICATIONS } from '@fura/domain/constants';
import type { Db } from '../../db/connect';
import { preparedOnce } from '../../db/prepared';
import {
  articleExecutors,
  articles,
  dialogMembers,
  dialogs,
  notifications,
  userCompanies,
  users,
  type UserCompanyRow,
} from '../../db/schema';
import type { NotificationRow } from '../notification/present';

/** `{ "<status>": n }` of the rows of `source` (a select of `status` grouped), `{}` when none. */
function statusCountsJson(grouped: ReturnType<typeof sql>) {
  return sql<
    Record<string, number>
  >`(select coalesce(json_object_agg(s.status, s.n), '{}'::json) from (${grouped}) s)`;
}

/**
 * GET /api/user's counters and newest unread notifications in one statement (issue 14: five queries before): one
 * row per notification shown (at least one row, the notification null when there is none), the counters and the
 * user's company (issue 29) repeated.
 */
const summaryStatements = preparedOnce((db) => {
  const latest = db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, users.id), eq(notifications.isRead, false)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(POPUP_UNREAD_NOTIFICATIONS)
    .as('latest');
  const myStatuses = [...LIST_KIND_STATUSES.my];
  const takingStatuses = [...LIST_KIND_STATUSES.taking];
  return {
    summary: db
      .select({
        unreadNotifications: sql<number>`(select count(*) from ${notifications}
          where ${notifications.userId} = ${users.id} and ${notifications.isRead} = false)`.mapWith(Number),
        myCounts:
          statusCountsJson(sql`select ${articles.status} as status, count(*)::int as n from ${articles}
          where ${articles.authorId} = ${users.id} and ${inArray(articles.status, myStatuses)}
          group by ${articles.status}`),
        takeCounts: statusCountsJson(sql`select ${articles.status} as status, count(*)::int as n
          from ${articleExecutors} join ${articles} on ${articles.id} = ${articleExecutors.articleId}
          where ${articleExecutors.userId} = ${users.id} and ${inArray(articles.status, takingStatuses)}
          group by ${articles.status}`),
        unreadDialogs: sql<{ order: number; user: number }>`(select json_build_object(
            'order', coalesce(sum(${dialogMembers.unreadCount}) filter (where ${dialogs.kind} = 'order'), 0),
            'user', coalesce(sum(${dialogMembers.unreadCount}) filter (where ${dialogs.kind} = 'user'), 0))
          from ${dialogMembers} join ${dialogs} on ${dialogs.id} = ${dialogMembers.dialogId}
          where ${dialogMembers.userId} = ${users.id})`,
        notification: {
          id: latest.id,
          userId: latest.userId,
          type: latest.type,
          code: latest.code,
          isRead: latest.isRead,
          info: latest.info,
          createdAt: latest.createdAt,
        },
        company: userCompanies,
      })
      .from(users)
      .leftJoin(userCompanies, eq(userCompanies.userId, users.id))
      .leftJoinLateral(latest, sql`true`)
      .where(eq(users.id, sql.placeholder('userId')))
      .orderBy(desc(latest.createdAt), desc(latest.id))
      .prepare('user_summary'),
  };
});

export interface SummaryCounters {
  latestUnread: NotificationRow[];
  unreadNotifications: number;
  myCounts: StatusCounts;
  takeCounts: StatusCounts;
  unreadDialogs: { order: number; user: number };
  company: UserCompanyRow | null;
}

function statusCounts(byStatus: Record<string, number>): StatusCounts {
  return { byStatus, countAll: Object.values(byStatus).reduce((sum, n) => sum + n, 0) };
}

export async function readSummaryCounters(db: Db, userId: string): Promise<SummaryCounters> {
  const rows = await summaryStatements(db).summary.execute({ userId });
  const first = rows[0];
  return {
    latestUnread: rows.flatMap((row) => (row.notification ? [row.notification] : [])),
    unreadNotifications: first?.unreadNotifications ?? 0,
    myCounts: statusCounts(first?.myCounts ?? {}),
    takeCounts: statusCounts(first?.takeCounts ?? {}),
    unreadDialogs: {
      order: Number(first?.unreadDialogs.order ?? 0),
      user: Number(first?.unreadDialogs.user ?? 0),
    },
    company: first?.company ?? null,
  };
}
