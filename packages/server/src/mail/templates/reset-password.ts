import { PRODUCT_NAME } from '@fura/domain/constants';
import { escapeHtml } from '../escape-html';
import type { MailMessage } from '../mailer';
import { mailLayout } from './layout';

export interface ResetPasswordMailInput {
  to: string;
  /** The user's first name, as they typed it. */
  name: string;
  /** `<PUBLIC_URL>/reset/<token>`. */
  link: string;
}

export function resetPasswordMail({ to, name, link }: ResetPasswordMailInput): MailMessage {
  const subject = `Восстановление пароля — ${PRODUCT_NAME}`;
  const greeting = name.trim() ? `Здравствуйте, ${name.trim()}!` : 'Здравствуйте!';
  const text = [
    greeting,
    '',
    `Кто-то (возможно, вы) запросил восстановление пароля на сайте «${PRODUCT_NAME}».`,
    'Чтобы задать новый пароль, откройте ссылку (она действует 1 час и только один раз):',
    link,
    '',
    'Если вы не запрашивали восстановление, просто проигнорируйте это письмо — пароль останется прежним.',
  ].join('\n');
  const html = mailLayout(
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>Кто-то (возможно, вы) запросил восстановление пароля на сайте «${escapeHtml(PRODUCT_NAME)}».</p>`,
      `<p><a href="${escapeHtml(link)}" style="color:#1c3f94">Задать новый пароль</a></p>`,
      '<p>Ссылка действует 1 час и только один раз.</p>',
      '<p>Если вы не запрашивали восстановление, просто проигнорируйте это письмо — пароль останется прежним.</p>',
    ].join(''),
  );
  return { to, subject, text, html };
}
