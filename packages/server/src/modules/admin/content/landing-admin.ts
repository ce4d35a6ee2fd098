import { isDeepStrictEqual } from 'node:util';
import { inArray, sql } from 'drizzle-orm';
import type { TAdminLandingResponse, TAdminLandingSave } from '@fura/domain/admin-content';
import type { AppDeps } from '../../../app-deps';
import type { Db } from '../../../db/connect';
import { siteSettings, type UserRow } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { readLandingTexts } from '../../content/landing-repo';
import { SETTING_KEYS } from '../../page/default-settings';
import { readSiteSettings } from '../../page/settings-repo';
import { writeAudit } from '../audit/write-audit';
import { assertAdmin } from '../site/policy';

type LandingDeps = Pick<AppDeps, 'db' | 'bus' | 'log'>;
type LandingPart = keyof TAdminLandingResponse;

const PART_KEYS: Record<LandingPart, string> = { landing: SETTING_KEYS.landing, apps: SETTING_KEYS.apps };
const PARTS = Object.keys(PART_KEYS) as LandingPart[];

/** As the public pages show them: a missing or broken row reads as its default. */
async function readLanding(db: Db, log: AppDeps['log']): Promise<TAdminLandingResponse> {
  // One after the other: inside a transaction both run on the same connection.
  const landing = await readLandingTexts(db, log);
  return { landing, apps: (await readSiteSettings(db, log)).apps };
}

export async function getAdminLanding(deps: LandingDeps, admin: UserRow): Promise<TAdminLandingResponse> {
  assertAdmin(admin);
  return readLanding(deps.db, deps.log);
}

/**
 * Replaces the landing texts and/or the store links, recording what really changed in the audit log, in one
 * transaction under the rows' locks (two saves at once apply one after the other). Public pages read the rows on
 * every request, so the change shows everywhere at once.
 */
export async function saveAdminLanding(
  deps: LandingDeps,
  admin: UserRow,
  input: TAdminLandingSave,
): Promise<TAdminLandingResponse> {
  assertAdmin(admin);
  return inTransaction(deps.db, deps.bus, async (tx) => {
    await tx
      .select({ key: siteSettings.key })
      .from(siteSettings)
      .where(inArray(siteSettings.key, Object.values(PART_KEYS)))
      .for('update');
    const before = await readLanding(tx, deps.log);
    const after: TAdminLandingResponse = {
      landing: input.landing ?? before.landing,
      apps: input.apps ?? before.apps,
    };
    const changed = PARTS.filter((part) => !isDeepStrictEqual(before[part], after[part]));
    if (changed.length === 0) return after;
    const now = new Date();
    for (const part of changed) {
      await tx
        .insert(siteSettings)
        .values({ key: PART_KEYS[part], value: after[part], updatedAt: now })
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value: sql`excluded.value`, updatedAt: now },
        });
    }
    const pick = (state: TAdminLandingResponse) =>
      Object.fromEntries(changed.map((part) => [part, state[part]]));
    await writeAudit(tx, {
      adminId: admin.id,
      action: 'landingEdit',
      before: pick(before),
      after: pick(after),
    });
    return after;
  });
}
