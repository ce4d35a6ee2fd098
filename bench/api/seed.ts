import { hashPassword } from '../../packages/server/src/modules/auth/passwords';
import { fillListings, log, type SqlRunner } from '../search/generate';
import type { Scale } from './options';
import { seedDeals } from './seed-deals';
import { seedDialogs } from './seed-dialogs';
import { benchToken, BENCH_EMAIL_DOMAIN, seedUsers } from './seed-users';

/** What the load rotates over, so no request kind hammers one row. */
export interface LoadTargets {
  /** Session tokens of users who are not banned. */
  tokens: string[];
  /** Carriers (not banned) who open listing pages, and published orders of authors who are not banned. */
  viewerTokens: string[];
  orderIds: string[];
  /** Order dialogs whose recipient (user_b) has unread messages, with the token of the sender (user_a). */
  dialogs: { dialogId: string; token: string }[];
}

const TARGETS = 2_000;

/**
 * The data set of bench:api in a freshly migrated database: users with sessions and notifications, listings (the
 * generator of bench:search), deals with requests and executors, dialogs with messages. All in SQL (generate_series),
 * seeded, so a run is repeatable. Works on PostgreSQL and on PGlite alike.
 */
export async function seedApiData(db: SqlRunner, scale: Scale): Promise<void> {
  const started = performance.now();
  await db.query('select setseed(0.42)');
  await seedUsers(db, scale.users, await hashPassword('бенчмарк-пароль-2026'));
  log(`users: ${scale.users}`);
  await fillListings(db, scale.listings);
  await seedDeals(db, scale.deals);
  log(`deals: ${scale.deals}`);
  await seedDialogs(db, scale.messages, Math.ceil(scale.deals / 4));
  log(`messages: ${scale.messages}`);
  await db.query('vacuum analyze');
  log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

const column = (rows: unknown[], name: string): string[] =>
  rows.map((row) => String((row as Record<string, unknown>)[name]));

export async function loadTargets(db: SqlRunner): Promise<LoadTargets> {
  const active = `email like '%${BENCH_EMAIL_DOMAIN}' and not is_ban`;
  const users = await db.query(`select email from users where ${active} order by email limit ${TARGETS}`);
  const viewers = await db.query(
    `select email from users where ${active} and type = 'carrier' order by email limit ${TARGETS}`,
  );
  const orders = await db.query(
    `select a.id from articles a join users u on u.id = a.author_id
      where a.status = 2 and a.type = 'order' and not u.is_ban order by a.id limit ${TARGETS}`,
  );
  const dialogs = await db.query(
    `select d.id, ua.email
       from dialogs d
       join dialog_members m on m.dialog_id = d.id and m.user_id = d.user_b
       join users ua on ua.id = d.user_a
       join users ub on ub.id = d.user_b
      where d.kind = 'order' and m.unread_count > 0 and not ua.is_ban and not ub.is_ban
      order by d.id limit ${TARGETS}`,
  );
  const targets: LoadTargets = {
    tokens: column(users.rows, 'email').map(benchToken),
    viewerTokens: column(viewers.rows, 'email').map(benchToken),
    orderIds: column(orders.rows, 'id'),
    dialogs: dialogs.rows.map((row) => {
      const { id, email } = row as { id: string; email: string };
      return { dialogId: id, token: benchToken(email) };
    }),
  };
  for (const [name, list] of Object.entries(targets))
    if ((list as unknown[]).length < 2) throw new Error(`bench:api: too few ${name} in the data set`);
  return targets;
}
