import argon2 from 'argon2';
import { createWorkQueue } from './work-queue';

/**
 * How many argon2 hashes and checks run at once in this process; the rest wait their turn. A burst on any password
 * endpoint then takes longer for its own callers instead of holding libuv's thread pool (four threads, shared with
 * files and DNS) and 64 MiB per running check, which slowed every other request.
 */
export const ARGON2_CONCURRENCY = 2;
const argon2Work = createWorkQueue(ARGON2_CONCURRENCY);

/** argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes). */
export function hashPassword(password: string): Promise<string> {
  return argon2Work.run(() => argon2.hash(password, { type: argon2.argon2id }));
}

/** False for a wrong password and for a malformed stored hash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2Work.run(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same work as a real check when the login matches no user, so response times do not tell
 * which logins exist. Always resolves to false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing-1');
  await verifyPassword(await dummyHash, password);
  return false;
}
