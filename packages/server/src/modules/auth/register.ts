import type { TRegisterRequest } from '@fura/domain/auth';
import { DEMO_TARIFF_DAYS } from '@fura/domain/constants';
import { AUTH_MESSAGES } from '@fura/domain/credentials';
import { DEMO_TARIFF } from '@fura/domain/tariff-plans';
import type { TErrorItem } from '@fura/domain/errors';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { hashPassword } from './passwords';
import { findUserByEmail, findUserByPhone, insertUser } from './repo';
import { openSession } from './sessions';
import { uniqueViolationConstraint } from '../../db/unique-violation';

const DAY_MS = 24 * 60 * 60 * 1000;

export function demoTariffUntil(now: Date): Date {
  return new Date(now.getTime() + DEMO_TARIFF_DAYS * DAY_MS);
}

const emailTaken: TErrorItem = { msg: AUTH_MESSAGES.emailTaken, param: 'email' };
const phoneTaken: TErrorItem = { msg: AUTH_MESSAGES.phoneTaken, param: 'phone' };

/** Maps a unique violation of users.email / users.phone (a concurrent registration) to the 409 of the contract. */
function takenFromConstraint(constraint: string): TErrorItem[] {
  if (constraint.includes('email')) return [emailTaken];
  if (constraint.includes('phone')) return [phoneTaken];
  return [emailTaken];
}

export interface AuthResult {
  user: UserRow;
  token: string;
}

export async function register(
  deps: Pick<AppDeps, 'db'>,
  input: TRegisterRequest,
  userAgent: string | null,
): Promise<AuthResult> {
  const [byEmail, byPhone] = await Promise.all([
    findUserByEmail(deps.db, input.email),
    findUserByPhone(deps.db, input.phone),
  ]);
  const taken = [...(byEmail ? [emailTaken] : []), ...(byPhone ? [phoneTaken] : [])];
  if (taken.length > 0) throw new AppError(409, taken);

  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const isCarrier = input.type === 'carrier';
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        type: input.type,
        email: input.email,
        phone: input.phone,
        passwordHash,
        firstName: input.name.first,
        lastName: input.name.last,
        tariff: isCarrier ? DEMO_TARIFF : null,
        tariffExpiresAt: isCarrier ? demoTariffUntil(now) : null,
        demoUsed: isCarrier,
      });
      const token = await openSession(tx, user.id, userAgent);
      return { user, token };
    });
  } catch (error) {
    const constraint = uniqueViolationConstraint(error);
    if (constraint !== null) throw new AppError(409, takenFromConstraint(constraint));
    throw error;
  }
}
