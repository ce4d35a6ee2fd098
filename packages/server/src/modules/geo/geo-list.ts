import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ArticleStatus } from '@fura/domain/articles';
import type { TGeoItem, TGeoListResponse } from '@fura/domain/geo-tracking';
import type { Db } from '../../db/connect';
import {
  articleExecutors,
  articles,
  users,
  type ArticleRow,
  type TrackingLinkRow,
  type UserRow,
} from '../../db/schema';
import { articleTypeOf } from '../listing/article-type';
import { presentCarrierLocation } from '../listing/carrier-location';
import { fioOf } from '../listing/executor-views';
import { liveLinksOf } from '../listing/link-repo';
import { assertCargoOwner } from './policy';

const carrierColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName };
type CarrierRef = { id: string; firstName: string; lastName: string };

/**
 * POST /api/geo/list: the cargo owner's listings on the way (SPEC §4 geo list) — orders he authored (the carrier is
 * the executor) and offers he is an executor of (the carrier is the author), with the last position and his live
 * tracking link's dates.
 */
export async function listGeo(db: Db, actor: UserRow, now: Date = new Date()): Promise<TGeoListResponse> {
  assertCargoOwner(actor);
  const mine = alias(articleExecutors, 'mine');
  const orders = await db
    .select({ article: articles, carrier: carrierColumns })
    .from(articles)
    .innerJoin(articleExecutors, eq(articleExecutors.articleId, articles.id))
    .innerJoin(users, eq(users.id, articleExecutors.userId))
    .where(
      and(
        eq(articles.type, 'order'),
        eq(articles.authorId, actor.id),
        eq(articles.status, ArticleStatus.OnTheWay),
      ),
    )
    .orderBy(desc(articles.createdAt), desc(articles.id));
  const offers = await db
    .select({ article: articles, carrier: carrierColumns })
    .from(articles)
    .innerJoin(mine, and(eq(mine.articleId, articles.id), eq(mine.userId, actor.id)))
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(and(eq(articles.type, 'offer'), eq(articles.status, ArticleStatus.OnTheWay)))
    .orderBy(desc(articles.createdAt), desc(articles.id));
  const rows = [...orders, ...offers];
  const links = await liveLinksOf(
    db,
    rows.map((row) => row.article.id),
    actor.id,
    now,
  );
  return { items: rows.map((row) => presentGeoItem(row.article, row.carrier, links.get(row.article.id))) };
}

function presentGeoItem(
  article: ArticleRow,
  carrier: CarrierRef,
  link: TrackingLinkRow | undefined,
): TGeoItem {
  return {
    articleId: article.id,
    type: articleTypeOf(article),
    from: {
      settlement: article.fromSettlement,
      region: article.fromRegion,
      lat: article.fromLat,
      lon: article.fromLon,
    },
    to: {
      settlement: article.toSettlement,
      region: article.toRegion,
      lat: article.toLat,
      lon: article.toLon,
    },
    carrier: { _id: carrier.id, name: fioOf(carrier) },
    // The caller is the listing's cargo side: a party who sees the position (carrier-location.ts).
    lastLocation: presentCarrierLocation(article, true),
    trackingLink: link
      ? { createdAt: link.createdAt.toISOString(), expiresAt: link.expiresAt.toISOString() }
      : null,
  };
}
