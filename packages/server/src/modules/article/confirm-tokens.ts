import { and, eq, isNull } from 'drizzle-orm';
import { CONFIRM_ACTIONS, CONFIRM_TOKEN_HOURS, type ConfirmAction } from '@fura/domain/listing-freshness';
import type { Db } from '../../db/connect';
import { listingConfirmTokens } from '../../db/schema';
import { generateToken, hashToken } from '../../http/auth';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The one-click links of «ещё актуален?» (issue 26): a random 256-bit token per listing and action, only its SHA-256
 * stored with the listing, the action and the expiry (48 h). It cannot be forged or guessed, it names one listing and
 * one action, and it works once.
 */
export async function issueConfirmTokens(
  tx: Db,
  articleId: string,
  now: Date,
): Promise<Record<ConfirmAction, string>> {
  const expiresAt = new Date(now.getTime() + CONFIRM_TOKEN_HOURS * HOUR_MS);
  const tokens = { confirm: generateToken(), unpublish: generateToken() };
  await tx.insert(listingConfirmTokens).values(
    CONFIRM_ACTIONS.map((action) => ({
      tokenHash: hashToken(tokens[action]),
      articleId,
      action,
      expiresAt,
    })),
  );
  return tokens;
}

/** The question is answered (either way, by link or on the site): the listing's open links stop working. */
export async function closeConfirmTokens(tx: Db, articleId: string, now: Date): Promise<void> {
  await tx
    .update(listingConfirmTokens)
    .set({ usedAt: now })
    .where(and(eq(listingConfirmTokens.articleId, articleId), isNull(listingConfirmTokens.usedAt)));
}

export type ConfirmTokenState =
  | { ok: true; articleId: string; action: ConfirmAction }
  | { ok: false; reason: 'unknown' | 'used' | 'expired' };

function isConfirmAction(value: string): value is ConfirmAction {
  return (CONFIRM_ACTIONS as readonly string[]).includes(value);
}

/** What a token allows now, read under the row lock of its token (a double click runs once). */
export async function lockConfirmToken(tx: Db, token: string, now: Date): Promise<ConfirmTokenState> {
  const [row] = await tx
    .select()
    .from(listingConfirmTokens)
    .where(eq(listingConfirmTokens.tokenHash, hashToken(token)))
    .for('update');
  if (!row || !isConfirmAction(row.action)) return { ok: false, reason: 'unknown' };
  if (row.usedAt) return { ok: false, reason: 'used' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, articleId: row.articleId, action: row.action };
}
