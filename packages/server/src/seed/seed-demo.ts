import type { FastifyBaseLogger } from 'fastify';
import { count, ne } from 'drizzle-orm';
import type { ContractType, UserRole } from '@fura/domain/users';
import type { Db } from '../db/connect';
import { users } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { DEMO_TARIFF } from '@fura/domain/tariff-plans';
import { demoTariffUntil } from '../modules/auth/register';
import { SUPPORT_ACCOUNT_EMAIL } from '../modules/dialog/support-account';

export interface DemoAccount {
  email: string;
  phone: string;
  password: string;
  type: UserRole;
  name: { first: string; last: string };
  contractId: ContractType | null;
}

export const DEMO_PASSWORD = 'demo12345';

/** The demo accounts (README and e2e log in with them). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@fura.local',
    phone: '79000000001',
    password: DEMO_PASSWORD,
    type: 'admin',
    name: { first: 'Алексей', last: 'Смирнов' },
    contractId: null,
  },
  {
    email: 'cargo1@fura.local',
    phone: '79000000002',
    password: DEMO_PASSWORD,
    type: 'cargo',
    name: { first: 'Ольга', last: 'Кузнецова' },
    contractId: 2,
  },
  {
    email: 'cargo2@fura.local',
    phone: '79000000003',
    password: DEMO_PASSWORD,
    type: 'cargo',
    name: { first: 'Дмитрий', last: 'Волков' },
    contractId: 3,
  },
  {
    email: 'carrier1@fura.local',
    phone: '79000000004',
    password: DEMO_PASSWORD,
    type: 'carrier',
    name: { first: 'Иван', last: 'Соколов' },
    contractId: 3,
  },
  {
    email: 'carrier2@fura.local',
    phone: '79000000005',
    password: DEMO_PASSWORD,
    type: 'carrier',
    name: { first: 'Марат', last: 'Галиев' },
    contractId: 4,
  },
  // These three own the demo listings, deals, reviews and the dialog (demo/seed-demo-content.ts).
  {
    email: 'cargo3@fura.local',
    phone: '79000000006',
    password: DEMO_PASSWORD,
    type: 'cargo',
    name: { first: 'Елена', last: 'Морозова' },
    contractId: 2,
  },
  {
    email: 'carrier3@fura.local',
    phone: '79000000007',
    password: DEMO_PASSWORD,
    type: 'carrier',
    name: { first: 'Сергей', last: 'Лебедев' },
    contractId: 3,
  },
  {
    email: 'carrier4@fura.local',
    phone: '79000000008',
    password: DEMO_PASSWORD,
    type: 'carrier',
    name: { first: 'Андрей', last: 'Николаев' },
    contractId: 4,
  },
];

/**
 * Creates the demo accounts when the users table is empty (a fresh install; the support account, made at every
 * start, does not count). Instances starting together may
 * both see it empty: inserts skip rows that already exist, so the accounts are still created once. Answers whether
 * this call created them (then, and only then, the caller adds the demo content).
 */
export async function seedDemo(db: Db, log: FastifyBaseLogger): Promise<boolean> {
  const [existing] = await db
    .select({ value: count() })
    .from(users)
    .where(ne(users.email, SUPPORT_ACCOUNT_EMAIL));
  if ((existing?.value ?? 0) > 0) return false;
  const now = new Date();
  // One argon2 hash per distinct password, not per account: all of them share the published demo password, and
  // each hash costs 64 MiB and ~0.2 s of CPU: seven fewer on the first start (issue 14).
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string) => {
    const hash = hashes.get(password) ?? hashPassword(password);
    hashes.set(password, hash);
    return hash;
  };
  const rows = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => ({
      type: account.type,
      email: account.email,
      phone: account.phone,
      passwordHash: await hashOf(account.password),
      firstName: account.name.first,
      lastName: account.name.last,
      contractId: account.contractId,
      tariff: account.type === 'carrier' ? DEMO_TARIFF : null,
      tariffExpiresAt: account.type === 'carrier' ? demoTariffUntil(now) : null,
      demoUsed: account.type === 'carrier',
    })),
  );
  const inserted = await db.insert(users).values(rows).onConflictDoNothing().returning({ id: users.id });
  log.info({ accounts: inserted.length }, 'демо-аккаунты созданы');
  return inserted.length === rows.length;
}
