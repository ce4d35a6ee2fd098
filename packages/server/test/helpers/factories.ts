import { randomInt, randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import type { UserRole } from '@fura/domain/users';
import type { Db } from '../../src/db/connect';
import { sessions, users, type UserRow } from '../../src/db/schema';
import { generateToken, hashToken } from '../../src/http/auth';

/** A random 11-digit phone starting with 7. */
export function uniquePhone(): string {
  return `7${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@test.fura`;
}

export const TEST_PASSWORD = 'secret123';

/** Every factory user has the same password: hash it once per test file (argon2 is slow on purpose). */
let passwordHashOnce: Promise<string> | null = null;

export interface CreatedUser {
  user: UserRow;
  token: string;
  password: string;
}

/** Inserts a user directly (fast, no rate limits) and opens a session for it. */
export async function createUser(
  db: Db,
  fields: Partial<Omit<UserRow, 'id'>> & { type?: UserRole } = {},
): Promise<CreatedUser> {
  passwordHashOnce ??= argon2.hash(TEST_PASSWORD, { type: argon2.argon2id });
  const passwordHash = await passwordHashOnce;
  const [user] = await db
    .insert(users)
    .values({
      type: 'cargo',
      email: uniqueEmail(),
      phone: uniquePhone(),
      firstName: 'Иван',
      lastName: 'Петров',
      passwordHash,
      ...fields,
    })
    .returning();
  if (!user) throw new Error('user not created');
  const token = generateToken();
  await db.insert(sessions).values({ userId: user.id, tokenHash: hashToken(token) });
  return { user, token, password: TEST_PASSWORD };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
