import { isDeepStrictEqual } from 'node:util';
import { inArray, sql } from 'drizzle-orm';
import type { TAdminSettings, TAdminSettingsSaveRequest } from '@fura/domain/admin-site';
import type { AppDeps } from '../../../app-deps';
import type { Db } from '../../../db/connect';
import { siteSettings, type UserRow } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { scheduleFileDeletion } from '../../../storage/file-deletions';
import { SETTING_KEYS } from '../../page/default-settings';
import { readSiteSettings } from '../../page/settings-repo';
import { writeAudit } from '../audit/write-audit';
import { contractKeyOf } from '../../page/contract-file';
import { assertAdmin } from './policy';

type SettingsDeps = Pick<AppDeps, 'db' | 'bus' | 'log'>;
export type SettingsSection = keyof TAdminSettings;

/** The console's sections are the rows of `site_settings`, one key each. */
const SECTION_KEYS: Record<SettingsSection, string> = {
  menu: SETTING_KEYS.menu,
  site: SETTING_KEYS.site,
  geoInstruction: SETTING_KEYS.geoInstruction,
};
const SECTIONS = Object.keys(SECTION_KEYS) as SettingsSection[];

/** The settings as stored (a missing or broken row reads as its default, as the public endpoint shows it). */
export async function readAdminSettings(db: Db, log: AppDeps['log']): Promise<TAdminSettings> {
  const current = await readSiteSettings(db, log);
  return { menu: current.items, site: current.settings, geoInstruction: current.geoInstruction };
}

export async function getAdminSettings(deps: SettingsDeps, admin: UserRow): Promise<TAdminSettings> {
  assertAdmin(admin);
  return readAdminSettings(deps.db, deps.log);
}

/** Locks the settings rows: two saves at once apply one after the other, each against what the other left. */
export async function lockSettings(tx: Db): Promise<void> {
  await tx
    .select({ key: siteSettings.key })
    .from(siteSettings)
    .where(inArray(siteSettings.key, Object.values(SECTION_KEYS)))
    .for('update');
}

export async function writeSection(
  tx: Db,
  section: SettingsSection,
  value: TAdminSettings[SettingsSection],
): Promise<void> {
  const now = new Date();
  await tx
    .insert(siteSettings)
    .values({ key: SECTION_KEYS[section], value, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value`, updatedAt: now } });
}

export function pickSections(
  settings: TAdminSettings,
  sections: readonly SettingsSection[],
): Record<string, unknown> {
  return Object.fromEntries(sections.map((section) => [section, settings[section]]));
}

/**
 * Replaces the sections the request carries and records the change (only what really changed) in the audit log, in
 * one transaction. The public settings are read from the table on every request, so every visitor on every instance
 * gets the new ones at once. A contract template of ours that the new settings no longer link is deleted a day later.
 */
export async function saveAdminSettings(
  deps: SettingsDeps,
  admin: UserRow,
  input: TAdminSettingsSaveRequest,
): Promise<TAdminSettings> {
  assertAdmin(admin);
  return inTransaction(deps.db, deps.bus, async (tx) => {
    await lockSettings(tx);
    const before = await readAdminSettings(tx, deps.log);
    const after: TAdminSettings = {
      menu: input.menu ?? before.menu,
      site: input.site ?? before.site,
      geoInstruction: input.geoInstruction ?? before.geoInstruction,
    };
    const changed = SECTIONS.filter((section) => !isDeepStrictEqual(before[section], after[section]));
    if (changed.length === 0) return after;
    for (const section of changed) await writeSection(tx, section, after[section]);
    await dropReplacedContract(tx, before.site.dogovor, after.site.dogovor);
    await writeAudit(tx, {
      adminId: admin.id,
      action: 'settingsEdit',
      before: pickSections(before, changed),
      after: pickSections(after, changed),
    });
    return after;
  });
}

/** Schedules the stored template `previous` links for deletion when `next` no longer links it. */
export async function dropReplacedContract(tx: Db, previous: string, next: string): Promise<void> {
  const key = contractKeyOf(previous);
  if (key && key !== contractKeyOf(next)) await scheduleFileDeletion(tx, [key]);
}
