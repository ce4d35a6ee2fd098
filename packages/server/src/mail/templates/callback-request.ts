import { escapeHtml } from '../escape-html';
import type { MailMessage } from '../mailer';
import { mailLayout } from './layout';

export interface CallbackRequestMailInput {
  phone: string;
  name: string;
  /** The site's address (settings e-mail) that receives callback requests. */
  to: string;
}

/** Tells the site staff that a visitor asked for a callback. User text stays out of the subject. */
export function callbackRequestMail({ phone, name, to }: CallbackRequestMailInput): MailMessage {
  const subject = 'Заказ обратного звонка';
  const text = ['Посетитель сайта заказал обратный звонок.', '', `Имя: ${name}`, `Телефон: ${phone}`].join(
    '\n',
  );
  const html = mailLayout(
    subject,
    [
      '<p>Посетитель сайта заказал обратный звонок.</p>',
      `<p>Имя: <strong>${escapeHtml(name)}</strong><br>Телефон: <strong>${escapeHtml(phone)}</strong></p>`,
    ].join(''),
  );
  return { to, subject, text, html };
}
