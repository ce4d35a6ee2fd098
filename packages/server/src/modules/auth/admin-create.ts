import { randomInt } from 'node:crypto';
import { ZEmail, ZPassword } from '@fura/domain/credentials';
import type { Db } from '../../db/connect';
import { hashPassword } from './passwords';
import { findUserByEmail, insertUser, setPasswordHash } from './repo';
import { revokeAllSessions } from './sessions';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';

export const ADMIN_CREATE_USAGE = 'Использование: npm run admin:create -- --email E --password P';

export interface AdminCreateInput {
  email: string;
  password: string;
}

export type ParsedArgs = { ok: true; input: AdminCreateInput } | { ok: false; message: string };

/** Reads `--email E --password P` (or `--email=E`) and validates both with the domain schemas. */
export function parseAdminCreateArgs(argv: readonly string[]): ParsedArgs {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--') continue;
    const match = /^--(email|password)(?:=(.*))?$/.exec(arg);
    if (!match?.[1]) return { ok: false, message: `Неизвестный аргумент: ${arg}\n${ADMIN_CREATE_USAGE}` };
    const value = match[2] ?? argv[(i += 1)];
    if (value === undefined)
      return { ok: false, message: `Не указано значение --${match[1]}\n${ADMIN_CREATE_USAGE}` };
    values.set(match[1], value);
  }
  const email = ZEmail.safeParse(values.get('email'));
  if (!email.success)
    return { ok: false, message: `${email.error.issues[0]?.message ?? 'Ошибка'}\n${ADMIN_CREATE_USAGE}` };
  const password = ZPassword.safeParse(values.get('password'));
  if (!password.success) {
    return { ok: false, message: `${password.error.issues[0]?.message ?? 'Ошибка'}\n${ADMIN_CREATE_USAGE}` };
  }
  return { ok: true, input: { email: email.data, password: password.data } };
}

/**
 * Administrators have no phone of their own; they get a placeholder from the 7000… range, which is not a
 * Russian mobile or city range, so it never takes a real user's number.
 */
function placeholderPhone(): string {
  return `70000${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export interface AdminCreateResult {
  created: boolean;
  userId: string;
  message: string;
}

/** Creates an administrator, or makes an existing user one with the new password (their sessions end). */
export async function createOrPromoteAdmin(db: Db, input: AdminCreateInput): Promise<AdminCreateResult> {
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ type: 'admin', updatedAt: new Date() }).where(eq(users.id, existing.id));
      await setPasswordHash(tx, existing.id, passwordHash);
      await revokeAllSessions(tx, existing.id);
    });
    return {
      created: false,
      userId: existing.id,
      message: `Пользователь ${input.email} назначен администратором, пароль изменён`,
    };
  }
  for (let attempt = 0; ; attempt += 1) {
    try {
      const user = await insertUser(db, {
        type: 'admin',
        email: input.email,
        phone: placeholderPhone(),
        passwordHash,
        firstName: 'Администратор',
        lastName: 'Сайта',
      });
      return { created: true, userId: user.id, message: `Администратор ${input.email} создан` };
    } catch (error) {
      const constraint = uniqueViolationConstraint(error);
      if (constraint === null || !constraint.includes('phone') || attempt >= 5) throw error;
    }
  }
}
