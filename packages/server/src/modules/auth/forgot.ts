import { RESET_TOKEN_TTL_MS } from '@fura/domain/constants';
import type { TForgotRequest } from '@fura/domain/auth';
import type { AppDeps } from '../../app-deps';
import { generateToken, hashToken } from '../../http/auth';
import { resetPasswordMail } from '../../mail/templates/reset-password';
import { findUserByEmail, insertPasswordReset } from './repo';

/**
 * Stores a hashed single-use reset token (1 hour) and mails the link. Says nothing about whether the e-mail
 * exists: the caller always answers 200, and the mail is sent without making the request wait for SMTP.
 */
export async function requestPasswordReset(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log'>,
  input: TForgotRequest,
): Promise<void> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) return;
  const token = generateToken();
  await insertPasswordReset(deps.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const mail = resetPasswordMail({
    to: user.email,
    name: user.firstName,
    link: `${deps.config.publicUrl}/reset/${token}`,
  });
  deps.mailer.send(mail).catch((error: unknown) => {
    deps.log.error({ err: error, userId: user.id }, 'письмо для восстановления пароля не записано');
  });
}
