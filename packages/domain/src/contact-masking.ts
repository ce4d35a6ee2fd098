/**
 * Contacts stay inside the deal until there is a deal (issue 29): before an executor is chosen, phone numbers,
 * e-mails and messenger handles written in listing comments, requests and dialog messages are shown masked to
 * everyone but their writer — the way around the exchange (and the first step of the known frauds) is a number in a
 * comment. The rule reads the ways people write them in Russian: +7 or 8, spaces, dashes, dots, brackets, digits as
 * words («восемь девять один шесть…»), e-mails with «собака», @handles and messenger links.
 */

export const CONTACT_MASK = '[контакт откроется после выбора исполнителя]';

const DIGIT_WORDS: Record<string, string> = {
  ноль: '0',
  нуль: '0',
  один: '1',
  одна: '1',
  два: '2',
  две: '2',
  три: '3',
  четыре: '4',
  пять: '5',
  шесть: '6',
  семь: '7',
  восемь: '8',
  девять: '9',
};
const WORD = `(?<!\\p{L})(?:${Object.keys(DIGIT_WORDS).join('|')})(?!\\p{L})`;
const TOKEN = `(?:\\d+|${WORD})`;
const SEPARATOR = '[\\s\\-.,()]*';
/** A run of digits and digit words: `+7 (916) 123-45-67`, `восемь девять один шесть…`. */
const NUMBER_RUN = new RegExp(`(?:\\+\\s*)?\\(?${TOKEN}(?:${SEPARATOR}${TOKEN})*`, 'giu');

const MESSENGER_LINK =
  /(?:https?:\/\/)?(?:www\.)?(?:t\.me|telegram\.(?:me|dog)|wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com|vk\.(?:com|me)|ok\.ru|max\.ru|icq\.im)\/[^\s,;]*|(?:tg|viber|whatsapp):\/\/[^\s,;]*/giu;
const EMAIL =
  /[\p{L}\d._%+-]+\s*(?:@|\(?собака\)?|\[at\]|\(at\))\s*[\p{L}\d-]+(?:\s*(?:\.|\[dot\]|\(dot\)|точка)\s*[\p{L}\d-]+)+/giu;
const HANDLE = /(?<![\p{L}\d_@.])@[A-Za-z][A-Za-z0-9_]{3,31}(?![\p{L}\d_])/gu;

/** Whether a run of digits and digit words is a phone number. */
function isPhone(run: string): boolean {
  const words = run.toLowerCase().match(new RegExp(WORD, 'gu')) ?? [];
  const digits = run
    .toLowerCase()
    .replace(new RegExp(WORD, 'gu'), (word) => DIGIT_WORDS[word] ?? '')
    .replace(/\D/g, '');
  if (words.length > 0) return digits.length >= 7;
  if (digits.length === 11) return /^[78]/.test(digits);
  if (digits.length === 10) return digits.startsWith('9') || /\(\s*\d{3,5}\s*\)/.test(run);
  // A city number without its code: 123-45-67.
  return digits.length === 7 && /^\d{3}[\s-]\d{2}[\s-]\d{2}$/.test(run.trim());
}

export interface MaskedText {
  text: string;
  /** Whether anything was masked. */
  masked: boolean;
}

/** `text` with every contact in it replaced by CONTACT_MASK. */
export function maskContacts(text: string): MaskedText {
  let masked = false;
  const mask = () => {
    masked = true;
    return CONTACT_MASK;
  };
  const result = text
    .replace(MESSENGER_LINK, mask)
    .replace(EMAIL, mask)
    .replace(HANDLE, mask)
    .replace(NUMBER_RUN, (run) => (isPhone(run) ? mask() : run));
  return { text: result, masked };
}
