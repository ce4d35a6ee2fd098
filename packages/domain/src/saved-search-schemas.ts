import { z } from 'zod';
import { ZArticle } from './article-schemas';
import {
  SAVED_SEARCH_CHANNELS,
  ZQuietHours,
  ZSavedSearchInput,
  ZSavedSearchPlaces,
  ZSavedSearchQuery,
} from './saved-searches';

/**
 * The calls of «Мои поиски» (issue 27): POST /api/saved-search/{list,create,update,delete,matches}. A saved search is
 * its owner's alone: another user's id answers 404, as an unknown one.
 */

export const ZSavedSearchId = z.object({
  id: z.string({ error: 'Поиск не найден' }).min(1, 'Поиск не найден').max(64, 'Поиск не найден'),
});

export const ZSavedSearchCreate = ZSavedSearchInput;

/** A change of one saved search: only the fields given change. */
export const ZSavedSearchUpdate = ZSavedSearchId.extend({
  name: ZSavedSearchInput.shape.name.optional(),
  channels: ZSavedSearchInput.shape.channels.optional(),
  quietHours: ZQuietHours.nullable().optional(),
  paused: z.boolean().optional(),
});
export type TSavedSearchUpdate = z.infer<typeof ZSavedSearchUpdate>;

export const ZSavedSearch = z.object({
  id: z.string(),
  name: z.string(),
  query: ZSavedSearchQuery,
  places: ZSavedSearchPlaces,
  channels: z.array(z.enum(SAVED_SEARCH_CHANNELS)),
  quietHours: ZQuietHours.nullable(),
  paused: z.boolean(),
  /** Matches since the owner last opened this search's matches, of listings still published and shown to him. */
  newCount: z.number().int().min(0),
  createdAt: z.string(),
  lastOpenedAt: z.string().nullable(),
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;

export const ZSavedSearchResponse = z.object({ error: z.literal(false), search: ZSavedSearch });
export const ZSavedSearchListResponse = z.object({
  error: z.literal(false),
  searches: z.array(ZSavedSearch),
  /** MAX_SAVED_SEARCHES: «N из 20». */
  max: z.number().int(),
});
export type TSavedSearchListResponse = z.infer<typeof ZSavedSearchListResponse>;

/** At most this many matches are listed per search, the newest first. */
export const SAVED_SEARCH_MATCHES_SHOWN = 30;

export const ZSavedSearchMatch = z.object({
  article: ZArticle,
  matchedAt: z.string(),
  /** Matched after the owner last opened the search. */
  isNew: z.boolean(),
});
export type TSavedSearchMatch = z.infer<typeof ZSavedSearchMatch>;

/** The search's matches still published and shown to its owner; opening them marks the search opened. */
export const ZSavedSearchMatchesResponse = z.object({
  error: z.literal(false),
  search: ZSavedSearch,
  matches: z.array(ZSavedSearchMatch),
});
export type TSavedSearchMatchesResponse = z.infer<typeof ZSavedSearchMatchesResponse>;
