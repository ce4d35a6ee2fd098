/**
 * Contacts stay inside the deal until there is a deal (issue 29): before an executor is chosen, phone numbers,
 * e-mails and messenger handles written in listing comments, requests and dialog messages are shown masked to
 * everyone but their writer — the way around the exchange (and the first step of the known frauds) is a number in a
 * comment. The rule reads the ways people write them in Russian: +7 or 8, spaces, dashes, dots, brackets, digits as
 * words («восемь девять один шесть…», «восемь девятьсот шестнадцать сто двадцать три…»), international numbers
 * with «+», e-mails with «собака», @handles and messenger links. Who sees a text unmasked: contact-visibility.ts.
 *
 * Cost: a text with fewer than 7 digits, no number word, no «/» and no «@» / «собака» / «at» is not searched at all
 * (most texts); otherwise each expression runs once over it, in linear time (the e-mail's parts are bounded).
 */

export const CONTACT_MASK = '[контакт откроется после выбора исполнителя]';

const UNIT_WORDS: Record<string, number> = {
  ноль: 0,
  нуль: 0,
  один: 1,
  одна: 1,
  два: 2,
  две: 2,
  три: 3,
  четыре: 4,
  пять: 5,
  шесть: 6,
  семь: 7,
  восемь: 8,
  девять: 9,
};
/** 10–19: a teen fills the tens and the units of its group. */
const TEEN_WORDS: Record<string, number> = {
  десять: 10,
  одиннадцать: 11,
  двенадцать: 12,
  тринадцать: 13,
  четырнадцать: 14,
  пятнадцать: 15,
  шестнадцать: 16,
  семнадцать: 17,
  восемнадцать: 18,
  девятнадцать: 19,
};
const TENS_WORDS: Record<string, number> = {
  двадцать: 20,
  тридцать: 30,
  сорок: 40,
  пятьдесят: 50,
  шестьдесят: 60,
  семьдесят: 70,
  восемьдесят: 80,
  девяносто: 90,
};
const HUNDREDS_WORDS: Record<string, number> = {
  сто: 100,
  двести: 200,
  триста: 300,
  четыреста: 400,
  пятьсот: 500,
  шестьсот: 600,
  семьсот: 700,
  восемьсот: 800,
  девятьсот: 900,
};
const NUMBER_WORDS = [UNIT_WORDS, TEEN_WORDS, TENS_WORDS, HUNDREDS_WORDS].flatMap((words) =>
  Object.keys(words),
);
const WORD = `(?<!\\p{L})(?:${NUMBER_WORDS.join('|')})(?!\\p{L})`;
const TOKEN = `(?:\\d+|${WORD})`;
// Spaces, dashes of every kind, dots, commas, brackets, underscores.
const SEPARATOR = '[\\s\\-‐‑–—.,()_]*';
/** A run of digits and number words: `+7 (916) 123-45-67`, `восемь девять один шесть…`. */
const NUMBER_RUN = new RegExp(`(?:\\+\\s*)?\\(?${TOKEN}(?:${SEPARATOR}${TOKEN})*`, 'giu');
const RUN_TOKEN = new RegExp(`\\d+|${WORD}`, 'giu');
const ANY_NUMBER_WORD = new RegExp(WORD, 'iu');

const MESSENGER_LINK =
  /(?:https?:\/\/)?(?:www\.)?(?:t\.me|telegram\.(?:me|dog)|wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com|vk\.(?:com|me)|ok\.ru|max\.ru|icq\.im)\/[^\s,;]*|(?:tg|viber|whatsapp):\/\/[^\s,;]*/giu;
// The local part at most 64 characters and each domain label at most 63 (RFC 5321): a long word is not searched
// again from each of its letters.
const EMAIL =
  /[\p{L}\d._%+-]{1,64}\s*(?:@|\(?собака\)?|\[at\]|\(at\))\s*[\p{L}\d-]{1,63}(?:\s*(?:\.|\[dot\]|\(dot\)|точка)\s*[\p{L}\d-]{1,63})+/giu;
const HANDLE = /(?<![\p{L}\d_@.])@[A-Za-z][A-Za-z0-9_]{3,31}(?![\p{L}\d_])/gu;

/** What an e-mail or a handle cannot be written without. */
const AT_SIGN = /@|собак|\[at\]|\(at\)/iu;

/** A number being read from words: hundreds, then tens (or a teen), then units, as a number is said. */
interface WordGroup {
  value: number;
  tens: boolean;
  units: boolean;
}

/** The group after the number word `token`, and the finished group it closes (null: none). */
function readWord(group: WordGroup | null, token: string): { group: WordGroup; done: WordGroup | null } {
  const hundreds = HUNDREDS_WORDS[token];
  if (hundreds !== undefined) return { group: { value: hundreds, tens: false, units: false }, done: group };
  const tens = TEEN_WORDS[token] ?? TENS_WORDS[token];
  if (tens !== undefined) {
    const teen = tens < 20;
    if (group && (group.tens || group.units))
      return { group: { value: tens, tens: true, units: teen }, done: group };
    return { group: { value: (group?.value ?? 0) + tens, tens: true, units: teen }, done: null };
  }
  const unit = UNIT_WORDS[token] ?? 0;
  // «ноль» begins a number of its own: «сто ноль» is not 100.
  if (group && (group.units || unit === 0))
    return { group: { value: unit, tens: false, units: true }, done: group };
  return {
    group: { value: (group?.value ?? 0) + unit, tens: group?.tens ?? false, units: true },
    done: null,
  };
}

/** The digits a run of digits and number words stands for («сто двадцать три сорок пять» → 12345), its words. */
function runDigits(run: string): { digits: string; words: number } {
  let digits = '';
  let words = 0;
  let group: WordGroup | null = null;
  for (const [token] of run.toLowerCase().matchAll(RUN_TOKEN)) {
    if (/^\d/.test(token)) {
      if (group) digits += String(group.value);
      group = null;
      digits += token;
      continue;
    }
    words += 1;
    const read = readWord(group, token);
    if (read.done) digits += String(read.done.value);
    group = read.group;
  }
  if (group) digits += String(group.value);
  return { digits, words };
}

/** Whether a run of digits and number words is a phone number. */
function isPhone(run: string): boolean {
  const { digits, words } = runDigits(run);
  if (words > 0) return digits.length >= 7;
  const trimmed = run.trim();
  // International: +375 29 123-45-67, +7 916 123 45 67.
  if (trimmed.startsWith('+') && digits.length >= 10 && digits.length <= 15) return true;
  if (digits.length === 11) return /^[78]/.test(digits);
  if (digits.length === 10)
    return (
      digits.startsWith('9') ||
      /\(\s*\d{3,5}\s*\)/.test(run) ||
      // A city number with its code, grouped as phones are: 495 123 45 67, 495-123-4567.
      /^\d{3}[\s-]+\d{3}(?:[\s-]+\d{2}[\s-]+\d{2}|[\s-]+\d{4})$/.test(trimmed)
    );
  // A city number without its code: 123-45-67.
  return digits.length === 7 && /^\d{3}[\s-]\d{2}[\s-]\d{2}$/.test(trimmed);
}

/** Whether the text has at least `count` digits (stops counting there). */
function hasDigits(text: string, count: number): boolean {
  let found = 0;
  for (let index = 0; index < text.length && found < count; index++) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57) found++;
  }
  return found >= count;
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
  let result = text;
  // Each expression only where what it looks for can be: a link has a «/», an e-mail or a handle an «@» (or its
  // words), a phone at least 7 digits or a number word.
  if (result.includes('/')) result = result.replace(MESSENGER_LINK, mask);
  if (AT_SIGN.test(result)) result = result.replace(EMAIL, mask).replace(HANDLE, mask);
  if (hasDigits(result, 7) || ANY_NUMBER_WORD.test(result))
    result = result.replace(NUMBER_RUN, (run) => (isPhone(run) ? mask() : run));
  return { text: result, masked };
}

/** Whether the text holds a phone, an e-mail or a messenger handle (the forms' hint: «…покажутся…»). */
export function hasContacts(text: string): boolean {
  return maskContacts(text).masked;
}
