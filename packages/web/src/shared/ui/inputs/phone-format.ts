/**
 * Russian phone numbers as the phone input keeps them: the value is '7' followed by up to 10 national
 * digits ('' when empty); the field shows '+7' as a fixed prefix and the national part as (999) 123-45-67.
 */

export const PHONE_COUNTRY_CODE = '7';
const NATIONAL_LENGTH = 10;

export function nationalPart(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.startsWith(PHONE_COUNTRY_CODE) ? digits.slice(1) : digits;
}

export function phoneValue(national: string): string {
  return national === '' ? '' : `${PHONE_COUNTRY_CODE}${national}`;
}

/** (999) 123-45-67, built up as the digits arrive so that backspace never meets a dangling separator. */
export function formatNational(national: string): string {
  if (national === '') return '';
  let out = `(${national.slice(0, 3)}`;
  if (national.length > 3) out += `) ${national.slice(3, 6)}`;
  if (national.length > 6) out += `-${national.slice(6, 8)}`;
  if (national.length > 8) out += `-${national.slice(8, 10)}`;
  return out;
}

/**
 * The national digits after an edit of the field's text. A leading country code or trunk prefix is dropped:
 * text starting with '+7', eleven digits starting with 7 or 8 (a pasted full number), or an '8' typed into
 * an empty field (the Russian habit of dialling 8 first).
 */
export function nationalFromInput(
  raw: string,
  previousNational: string,
): { national: string; dropped: number } {
  const trimmed = raw.trim();
  let digits = trimmed.replace(/\D/g, '');
  let dropped = 0;
  if (trimmed.startsWith(`+${PHONE_COUNTRY_CODE}`) || (digits.length === 11 && /^[78]/.test(digits))) {
    dropped = 1;
  } else if (previousNational === '' && digits.startsWith('8')) {
    dropped = 1;
  }
  digits = digits.slice(dropped);
  return { national: digits.slice(0, NATIONAL_LENGTH), dropped };
}

/** The caret position in `formatted` just after its `digitCount`-th digit. */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) {
    const first = formatted.search(/\d/);
    return first === -1 ? formatted.length : first;
  }
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index))) {
      seen += 1;
      if (seen === digitCount) return index + 1;
    }
  }
  return formatted.length;
}

export function countDigits(text: string): number {
  return text.replace(/\D/g, '').length;
}
