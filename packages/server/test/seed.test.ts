import { afterEach, describe, expect, it } from 'vitest';
import argon2 from 'argon2';
import pino from 'pino';
import { DEMO_TARIFF_DAYS } from '@fura/domain/constants';
import { buildApp } from '../src/app';

import { users } from '../src/db/schema';
import { SUPPORT_ACCOUNT_EMAIL } from '../src/modules/dialog/support-account';
import { DEMO_ACCOUNTS, seedDemo } from '../src/seed/seed-demo';
import { MemoryFileStorage } from './helpers/memory-file-storage';
import { createUser } from './helpers/factories';
import { emptyDatabases } from './helpers/empty-database';
import { testConfig } from './helpers/test-app';

const log = pino({ level: 'silent' });
const { emptyDatabase, dropEmptyDatabases } = emptyDatabases();

afterEach(dropEmptyDatabases);

describe('seedDemo', () => {
  it('creates the eight demo accounts once, with known passwords, contracts and the carriers’ demo tariff', async () => {
    const { db } = await emptyDatabase();
    await seedDemo(db, log);
    await seedDemo(db, log);
    const rows = await db.select().from(users);
    expect(rows).toHaveLength(8);
    expect(rows.map((row) => row.email).sort()).toEqual([
      'admin@fura.local',
      'cargo1@fura.local',
      'cargo2@fura.local',
      'cargo3@fura.local',
      'carrier1@fura.local',
      'carrier2@fura.local',
      'carrier3@fura.local',
      'carrier4@fura.local',
    ]);
    for (const account of DEMO_ACCOUNTS) {
      const row = rows.find((item) => item.email === account.email)!;
      expect(row).toMatchObject({
        type: account.type,
        phone: account.phone,
        firstName: account.name.first,
        lastName: account.name.last,
        contractId: account.contractId,
      });
      expect(await argon2.verify(row.passwordHash, 'demo12345')).toBe(true);
      if (account.type === 'carrier') {
        expect(row.tariff).toBe('demo');
        const days = (row.tariffExpiresAt!.getTime() - Date.now()) / 86_400_000;
        expect(days).toBeGreaterThan(DEMO_TARIFF_DAYS - 0.01);
        expect(days).toBeLessThanOrEqual(DEMO_TARIFF_DAYS);
      } else {
        expect(row.tariff).toBeNull();
      }
    }
    expect(DEMO_ACCOUNTS.map((account) => account.phone)).toEqual([
      '79000000001',
      '79000000002',
      '79000000003',
      '79000000004',
      '79000000005',
      '79000000006',
      '79000000007',
      '79000000008',
    ]);
    // The accounts share the demo password: hashed once, not eight times (issue 14: the first start's time).
    expect(new Set(rows.map((row) => row.passwordHash)).size).toBe(1);
    // Nine argon2 runs (one hash, eight checks): slow on a busy two-core machine.
  }, 120_000);

  it('two instances seeding at once still make eight accounts, and only one says it made them', async () => {
    const { db } = await emptyDatabase();
    const made = await Promise.all([seedDemo(db, log), seedDemo(db, log)]);
    expect(made.filter(Boolean)).toHaveLength(1);
    expect(await db.select({ id: users.id }).from(users)).toHaveLength(8);
  });

  it('does nothing when the database already has users', async () => {
    const { db } = await emptyDatabase();
    await createUser(db);
    await seedDemo(db, log);
    expect(await db.select({ id: users.id }).from(users)).toHaveLength(1);
  });

  it('the app seeds at start (not in production) and a demo account can log in', async () => {
    const database = await emptyDatabase();
    const production = await buildApp({
      config: testConfig({ seedDemo: true, env: 'production' }),
      database,
      storage: new MemoryFileStorage(),
    });
    await production.app.close();
    // A production start makes the support account only (issue 13); the demo still comes on the next start.
    const afterProduction = await database.db.select({ email: users.email }).from(users);
    expect(afterProduction).toEqual([{ email: SUPPORT_ACCOUNT_EMAIL }]);

    const { app } = await buildApp({
      config: testConfig({ seedDemo: true }),
      database,
      storage: new MemoryFileStorage(),
    });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: 'carrier1@fura.local', password: 'demo12345' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ type: 'carrier', tariff: 'demo' });
      const byPhone = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: '+7 900 000-00-01', password: 'demo12345' },
      });
      expect(byPhone.json().user.type).toBe('admin');
    } finally {
      await app.close();
    }
  });
});
