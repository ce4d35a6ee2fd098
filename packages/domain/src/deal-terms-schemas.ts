import { z } from 'zod';
import { ARTICLE_TYPES } from './articles';
import { ZSocketIdField } from './article-schemas';
import { isCalendarDate } from './calendar-date';
import { ZPhone } from './credentials';
import { ZDealUser } from './deal-items';
import { DEAL_CHANGE_STATES, DEAL_TERM_FIELDS, DEAL_TERMS_MESSAGES as M } from './deal-terms';
import { freeText } from './free-text';

/**
 * The deal's calls (issue 29): POST /api/deal/get, /api/deal/list, /api/deal/change, /api/deal/change/confirm,
 * /api/deal/change/decline. One contract for the server and the web.
 */

const ZId = z.string({ error: M.notFound }).min(1, M.notFound).max(64, M.notFound);

/** A deal is a listing and its chosen executor. */
export const ZDealKey = z.object({ articleId: ZId, executorId: ZId });
export type TDealKey = z.infer<typeof ZDealKey>;

/** POST /api/deal/list: the viewer's deals on one listing (its author: one per executor; an executor: his own). */
export const ZDealListRequest = z.object({ articleId: ZId });

const ZDate = z
  .string({ error: M.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.date)
  .refine(isCalendarDate, M.date);

/** An address as the address suggest gives it (shared/ui AddressField): its text, settlement and coordinates. */
export const ZDealPlaceInput = z.object(
  {
    address: freeText(M.address).trim().min(1, M.address).max(300, M.addressLong),
    settlement: freeText(M.address).trim().min(1, M.address).max(120, M.addressLong),
    region: freeText().trim().max(120).default(''),
    lat: z.number({ error: M.address }).min(-90, M.address).max(90, M.address),
    lon: z.number({ error: M.address }).min(-180, M.address).max(180, M.address),
    placeId: freeText().max(64).nullable().default(null),
  },
  { error: M.address },
);

/**
 * The terms the cargo owner sends: only what he changes (a field left out stays as it is). An empty consignee name or
 * phone clears it; `unloadingDate: null` clears the date. Both dates given: unloading not before loading (the server
 * checks a date given alone against the deal's other one).
 */
export const ZDealTermsInput = z
  .object({
    from: ZDealPlaceInput.optional(),
    to: ZDealPlaceInput.optional(),
    loadingDate: ZDate.optional(),
    unloadingDate: ZDate.nullable().optional(),
    consigneeName: freeText().trim().max(200, M.consigneeLong).optional(),
    consigneePhone: z.union([z.literal(''), ZPhone]).optional(),
    priceKopecks: z
      .number({ error: M.price })
      .int(M.price)
      .min(0, M.price)
      .max(10_000_000_000, M.price)
      .nullable()
      .optional(),
    paymentTerms: freeText().trim().max(500, M.paymentTermsLong).optional(),
  })
  .refine((t) => !t.loadingDate || !t.unloadingDate || t.unloadingDate >= t.loadingDate, {
    message: M.unloadingBeforeLoading,
    path: ['unloadingDate'],
  });
export type TDealTermsInput = z.infer<typeof ZDealTermsInput>;
export type TDealTermsInputRaw = z.input<typeof ZDealTermsInput>;

/** POST /api/deal/change: the cargo owner changes the deal's terms. */
export const ZDealChangeRequest = ZDealKey.extend({ terms: ZDealTermsInput, socketId: ZSocketIdField });
export type TDealChangeRequest = z.input<typeof ZDealChangeRequest>;

/** POST /api/deal/change/confirm and /decline: the carrier answers the change awaiting him. */
export const ZDealDecisionRequest = z.object({
  changeId: z.string({ error: M.changeNotFound }).min(1, M.changeNotFound).max(64, M.changeNotFound),
  socketId: ZSocketIdField,
});
export type TDealDecisionRequest = z.input<typeof ZDealDecisionRequest>;

export const ZDealPoint = z.object({
  address: z.string(),
  settlement: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type TDealPointView = z.infer<typeof ZDealPoint>;

/** The deal's terms now (an awaiting change is not in them). */
export const ZDealTerms = z.object({
  from: ZDealPoint,
  to: ZDealPoint,
  loadingDate: z.string(),
  unloadingDate: z.string().nullable(),
  consigneeName: z.string(),
  consigneePhone: z.string(),
  priceKopecks: z.number().nullable(),
  paymentTerms: z.string(),
});
export type TDealTerms = z.infer<typeof ZDealTerms>;

/** One changed term as the log shows it: the label, and the old and new values as stored (domain labels them). */
export const ZDealChangeItem = z.object({
  field: z.enum(DEAL_TERM_FIELDS),
  label: z.string(),
  old: z.string().nullable(),
  new: z.string().nullable(),
});
export type TDealChangeItemView = z.infer<typeof ZDealChangeItem>;

export const ZDealChange = z.object({
  id: z.string(),
  state: z.enum(DEAL_CHANGE_STATES),
  stateLabel: z.string(),
  changedBy: z.object({ _id: z.string(), name: z.string() }),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  items: z.array(ZDealChangeItem),
});
export type TDealChange = z.infer<typeof ZDealChange>;

/** The listing in one line: its route title (listing-title.ts) and status. */
export const ZDealListing = z.object({
  _id: z.string(),
  type: z.enum(ARTICLE_TYPES),
  status: z.number().int(),
  statusLabel: z.string(),
  title: z.string(),
});

export const DEAL_ROLES = ['cargoOwner', 'carrier'] as const;
export type DealRole = (typeof DEAL_ROLES)[number];

/** The deal as one of its two parties sees it. */
export const ZDeal = z.object({
  articleId: z.string(),
  executorId: z.string(),
  listing: ZDealListing,
  cargoOwner: ZDealUser,
  carrier: ZDealUser,
  viewerRole: z.enum(DEAL_ROLES),
  terms: ZDealTerms,
  termsVersion: z.number().int(),
  /** When the unloading address last changed; null when never. */
  toChangedAt: z.string().nullable(),
  /** The change waiting for the carrier (made while «В пути»), or null. */
  awaiting: ZDealChange.nullable(),
  /** The change log, newest first. */
  changes: z.array(ZDealChange),
  /** The viewer may change the terms now (the cargo owner, the deal open, nothing awaiting). */
  canChange: z.boolean(),
  /** The viewer may confirm or decline the awaiting change (the carrier). */
  canDecide: z.boolean(),
});
export type TDeal = z.infer<typeof ZDeal>;

export const ZDealResponse = z.object({ error: z.literal(false), deal: ZDeal });
export type TDealResponse = z.infer<typeof ZDealResponse>;

/** The answer of change, confirm and decline: the deal after it and the change itself. */
export const ZDealChangeResponse = z.object({ error: z.literal(false), deal: ZDeal, change: ZDealChange });
export type TDealChangeResponse = z.infer<typeof ZDealChangeResponse>;

export const ZDealSummary = z.object({
  articleId: z.string(),
  executorId: z.string(),
  viewerRole: z.enum(DEAL_ROLES),
  counterpart: ZDealUser,
  termsVersion: z.number().int(),
  hasAwaitingChange: z.boolean(),
});
export type TDealSummary = z.infer<typeof ZDealSummary>;

export const ZDealListResponse = z.object({ error: z.literal(false), deals: z.array(ZDealSummary) });
export type TDealListResponse = z.infer<typeof ZDealListResponse>;
