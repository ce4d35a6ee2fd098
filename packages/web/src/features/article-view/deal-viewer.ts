import type { TArticle } from '@fura/domain/article-schemas';
import type { TArticleRequest, TExecutor } from '@fura/domain/deal-items';
import { canReview, REQUESTER_ROLE } from '@fura/domain/deal-rules';
import { hasActiveTariff } from '@fura/domain/tariff-badge';
import type { TSessionUser } from '@fura/domain/user';

/** Who looks at the listing, as far as the deal goes (SPEC §6). */
export type DealViewer =
  | { kind: 'guest' }
  | { kind: 'author'; user: TSessionUser }
  | { kind: 'executor'; user: TSessionUser; executor: TExecutor }
  /** Of the role that requests this type of listing; `request` is his own, if sent. */
  | { kind: 'requester'; user: TSessionUser; request: TArticleRequest | null; hasTariff: boolean }
  /** Wrong role, admin or banned: nothing to request. */
  | { kind: 'other'; user: TSessionUser };

export function dealViewerOf(article: TArticle, user: TSessionUser | null, now: Date): DealViewer {
  if (!user) return { kind: 'guest' };
  if (user._id === article.author._id) return { kind: 'author', user };
  const executor = article.executors.find((item) => item.user._id === user._id);
  if (executor) return { kind: 'executor', user, executor };
  if (user.isBan || user.type !== REQUESTER_ROLE[article.type]) return { kind: 'other', user };
  return {
    kind: 'requester',
    user,
    request: article.requests.find((item) => item.user._id === user._id) ?? null,
    hasTariff: user.type !== 'carrier' || hasActiveTariff(user, now),
  };
}

export function executorIdsOf(article: TArticle): string[] {
  return article.executors.map((item) => item.user._id);
}

/** When the executor's delivery was marked (marks name executors: domain/delivery.ts), or null. */
export function deliveredAt(article: TArticle, userId: string): string | null {
  return article.delivered.find((item) => item.userId === userId)?.at ?? null;
}

/** Whom `reviewerId` may review in this deal: the author each executor, an executor the author. */
export function reviewTargetIds(article: TArticle, reviewerId: string): string[] {
  const deal = { authorId: article.author._id, executorIds: executorIdsOf(article) };
  return [article.author._id, ...deal.executorIds].filter((id) => canReview(deal, reviewerId, id));
}
