import { z } from 'zod';
import { AUTH_MESSAGES, ZEmail, ZPassword, ZPersonName, ZPhone } from './credentials';
import { freeText } from './free-text';
import { USER_TYPES } from './users';
import { ZSessionUser } from './user';

export const ZRegisterRequest = z.object({
  type: z.enum(USER_TYPES, { error: AUTH_MESSAGES.type }),
  email: ZEmail,
  phone: ZPhone,
  password: ZPassword,
  name: ZPersonName,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  login: freeText(AUTH_MESSAGES.login).trim().min(1, AUTH_MESSAGES.login).max(254, AUTH_MESSAGES.login),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(200),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZAuthResponse = z.object({ error: z.literal(false), user: ZSessionUser, apiToken: z.string() });
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

export const ZForgotRequest = z.object({ email: ZEmail });
export type TForgotRequest = z.infer<typeof ZForgotRequest>;

export const ZResetRequest = z.object({
  token: z
    .string({ error: AUTH_MESSAGES.resetInvalid })
    .min(1, AUTH_MESSAGES.resetInvalid)
    .max(200, AUTH_MESSAGES.resetInvalid),
  password: ZPassword,
});
export type TResetRequest = z.infer<typeof ZResetRequest>;

/** Login may be an e-mail or a phone; phones are normalised to 11 digits starting with 7 (8… and +7… accepted). */
export function normaliseLogin(login: string): { email: string } | { phone: string } {
  const trimmed = login.trim();
  if (trimmed.includes('@')) return { email: trimmed.toLowerCase() };
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  if (digits.length === 10) digits = `7${digits}`;
  return { phone: digits };
}
