import { z } from 'zod';

/** Free text: whatever a person types into a field (names, addresses, comments, messages, reviews, …). */

export const FREE_TEXT_MESSAGE = 'Текст содержит недопустимые символы';

/**
 * Control characters (C0, DEL, C1) other than tab, line feed and carriage return, and halves of a UTF-16 surrogate
 * pair without their other half. PostgreSQL refuses U+0000 in text; a lone surrogate cannot be encoded as UTF-8 and
 * would be stored changed; the other controls are invisible and break layouts, mails and logs. Carriage return is
 * kept: multipart forms and Windows clients send line breaks as CR LF.
 */
const FORBIDDEN_CHARACTER = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

export function isFreeText(text: string): boolean {
  return !FORBIDDEN_CHARACTER.test(text);
}

/**
 * The one rule of every free-text field: a string (with `error` when it is not one) that holds no forbidden
 * character. Chain the field's own rules after it: `freeText(msg).trim().min(1, msg).max(60)`.
 */
export function freeText(error?: string) {
  return z.string(error === undefined ? undefined : { error }).refine(isFreeText, FREE_TEXT_MESSAGE);
}

/**
 * The same rule for a text field of an object schema defined elsewhere (checked after the object's own rules
 * pass); `path` names the field in the error.
 */
export function withFreeTextField<T extends z.ZodType<Record<K, string>>, K extends string>(
  schema: T,
  field: K,
) {
  return schema.refine((value) => isFreeText(value[field]), { message: FREE_TEXT_MESSAGE, path: [field] });
}
