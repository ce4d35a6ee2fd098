import { ARTICLE_STATUS_LABELS, isArticleStatus } from '@fura/domain/articles';
import type { TDealUser } from '@fura/domain/deal-items';
import {
  DEAL_CHANGE_STATE_LABELS,
  DEAL_TERM_FIELD_LABELS,
  dealTermsOpen,
  type DealChangeState,
} from '@fura/domain/deal-terms';
import type { TDeal, TDealChange, TDealSummary } from '@fura/domain/deal-terms-schemas';
import { listingTitle } from '@fura/domain/listing-title';
import type { ArticleRow, DealChangeRow, DealRow } from '../../db/schema';
import { articleTypeOf } from '../listing/article-type';
import { currentSettlements } from './terms-repo';
import { dealRoleOf } from './terms-policy';

/** The deal as its parties see it (issue 29): whitelisted fields only. */

const personName = (user: TDealUser) => `${user.name.first} ${user.name.last}`.trim();

function stateOf(row: DealChangeRow): DealChangeState {
  return row.state as DealChangeState;
}

export function presentChange(row: DealChangeRow, names: ReadonlyMap<string, string>): TDealChange {
  const state = stateOf(row);
  return {
    id: row.id,
    state,
    stateLabel: DEAL_CHANGE_STATE_LABELS[state],
    changedBy: { _id: row.changedBy, name: names.get(row.changedBy) ?? '' },
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    items: row.changes.map((item) => ({
      field: item.field,
      label: DEAL_TERM_FIELD_LABELS[item.field],
      old: item.old,
      new: item.new,
    })),
  };
}

export interface DealViewParts {
  deal: DealRow;
  article: ArticleRow;
  /** Newest first. */
  changes: readonly DealChangeRow[];
  cargoOwner: TDealUser;
  carrier: TDealUser;
  viewerId: string;
}

export function presentDeal({ deal, article, changes, cargoOwner, carrier, viewerId }: DealViewParts): TDeal {
  const viewerRole = dealRoleOf(deal, viewerId);
  if (!viewerRole) throw new Error('a deal is presented to its parties only');
  const names = new Map([
    [cargoOwner._id, personName(cargoOwner)],
    [carrier._id, personName(carrier)],
  ]);
  const open = dealTermsOpen(article.status);
  const awaitingRow = open ? changes.find((row) => stateOf(row) === 'awaiting') : undefined;
  const settlements = currentSettlements(article, changes);
  const status = article.status;
  return {
    articleId: deal.articleId,
    executorId: deal.executorId,
    listing: {
      _id: article.id,
      type: articleTypeOf(article),
      status,
      statusLabel: isArticleStatus(status) ? ARTICLE_STATUS_LABELS[status] : '',
      title: listingTitle({
        fromSettlement: article.fromSettlement,
        toSettlement: article.toSettlement,
        weightKg: article.weightKg,
        budgetKopecks: article.budgetKopecks,
      }),
    },
    cargoOwner,
    carrier,
    viewerRole,
    terms: {
      from: { address: deal.fromAddress, settlement: settlements.from, lat: deal.fromLat, lon: deal.fromLon },
      to: { address: deal.toAddress, settlement: settlements.to, lat: deal.toLat, lon: deal.toLon },
      loadingDate: deal.loadingDate,
      unloadingDate: deal.unloadingDate,
      consigneeName: deal.consigneeName,
      consigneePhone: deal.consigneePhone,
      priceKopecks: deal.priceKopecks,
      paymentTerms: deal.paymentTerms,
    },
    termsVersion: deal.termsVersion,
    toChangedAt: deal.toChangedAt ? deal.toChangedAt.toISOString() : null,
    awaiting: awaitingRow ? presentChange(awaitingRow, names) : null,
    changes: changes.map((row) => presentChange(row, names)),
    canChange: viewerRole === 'cargoOwner' && open && !awaitingRow,
    canDecide: viewerRole === 'carrier' && awaitingRow !== undefined,
  };
}

export function presentDealSummary(
  deal: DealRow,
  viewerId: string,
  counterpart: TDealUser,
  hasAwaitingChange: boolean,
): TDealSummary {
  const viewerRole = dealRoleOf(deal, viewerId);
  if (!viewerRole) throw new Error('a deal is listed to its parties only');
  return {
    articleId: deal.articleId,
    executorId: deal.executorId,
    viewerRole,
    counterpart,
    termsVersion: deal.termsVersion,
    hasAwaitingChange,
  };
}
