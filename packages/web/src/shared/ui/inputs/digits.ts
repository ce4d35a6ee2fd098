/** Rules of the number inputs (SPEC §5): only digits; on blur a value below the minimum becomes 1. */

export function stripNonDigits(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** The value kept after blur; without a minimum the value is left as typed. */
export function digitsAfterBlur(value: string, min: number | undefined): string {
  if (min === undefined) return value;
  if (value === '' || Number(value) < min) return '1';
  return value;
}
