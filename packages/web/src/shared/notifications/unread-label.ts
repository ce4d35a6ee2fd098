import { pluralRu } from '@fura/domain/plural';

const UNREAD_FORMS = ['непрочитанное', 'непрочитанных', 'непрочитанных'] as const;

/**
 * The accessible name of a header counter button: «Уведомления, 3 непрочитанных», «Сообщения, 10+ непрочитанных»,
 * the subject alone without unread. `counter` is the badge text as shown ('' when hidden), so the name says what the
 * eye sees.
 */
export function unreadLabel(subject: string, counter: string): string {
  if (!counter) return subject;
  const count = Number.parseInt(counter, 10);
  const forms = counter.endsWith('+') ? UNREAD_FORMS[2] : pluralRu(count, UNREAD_FORMS);
  return `${subject}, ${counter} ${forms}`;
}
