import { eq } from 'drizzle-orm';
import { NOTIFICATION_SETTING_GROUPS, type TNotificationSettings } from '@fura/domain/notification-settings';
import { SUPPORT_ACCOUNT_NAME } from '@fura/domain/support';
import type { Db } from '../../db/connect';
import { notificationSettings, users, type UserRow } from '../../db/schema';
import { normalizeSettings } from '../notification/settings';

/**
 * The site's support account «Поддержка Фуры» (issue 13): the other side of every user's support dialog; admins
 * answer as it from the console's inbox. Its type is 'admin', so it cannot be banned (every user can always reach
 * support), is no cargo owner or carrier (no notices, no search, no listings), and dialogs show it as the site's.
 *
 * It can never log in: its e-mail and phone fail the registration and login rules (ZEmail needs a dot in the domain,
 * ZPhone 11 digits), so nobody can register them first, log in with them or ask a reset for them, and its password
 * hash is not an argon2 hash, which verifyPassword answers false for.
 */
export const SUPPORT_ACCOUNT_EMAIL = 'support@fura';
export const SUPPORT_ACCOUNT_PHONE = 'support';
const NO_PASSWORD = '!support-account-cannot-log-in';

/** Neither site nor e-mail notifications (the always-on groups stay on for the site, as for anyone). */
function quietSettings(): TNotificationSettings {
  const off = Object.fromEntries(
    NOTIFICATION_SETTING_GROUPS.map((group) => [group, { site: false, email: false }]),
  );
  return normalizeSettings(off);
}

async function selectSupportAccount(db: Db): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, SUPPORT_ACCOUNT_EMAIL)).limit(1);
  return row ?? null;
}

/**
 * Creates the support account when it does not exist: at every start, in every environment. Idempotent and safe when
 * instances start together (`on conflict do nothing` on the unique e-mail); never changes an existing row.
 */
export async function ensureSupportAccount(db: Db): Promise<UserRow> {
  await db
    .insert(users)
    .values({
      type: 'admin',
      email: SUPPORT_ACCOUNT_EMAIL,
      phone: SUPPORT_ACCOUNT_PHONE,
      passwordHash: NO_PASSWORD,
      firstName: SUPPORT_ACCOUNT_NAME.first,
      lastName: SUPPORT_ACCOUNT_NAME.last,
    })
    .onConflictDoNothing();
  const account = await selectSupportAccount(db);
  if (!account) throw new Error('support account neither created nor found');
  await db
    .insert(notificationSettings)
    .values({ userId: account.id, settings: quietSettings() })
    .onConflictDoNothing({ target: notificationSettings.userId });
  return account;
}

/** The support account's row (created again if someone removed it). */
export async function findSupportAccount(db: Db): Promise<UserRow> {
  return (await selectSupportAccount(db)) ?? ensureSupportAccount(db);
}
