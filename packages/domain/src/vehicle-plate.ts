/**
 * A vehicle's registration number (госномер, issue 29): the Russian formats a truck and its trailer carry. Only the
 * twelve letters that look alike in Cyrillic and Latin are used on plates; a number typed with Latin look-alikes,
 * lower case, spaces or dashes is the same number.
 */

const LETTERS = 'АВЕКМНОРСТУХ';
const LATIN_LOOK_ALIKES: Record<string, string> = {
  A: 'А',
  B: 'В',
  E: 'Е',
  K: 'К',
  M: 'М',
  H: 'Н',
  O: 'О',
  P: 'Р',
  C: 'С',
  T: 'Т',
  Y: 'У',
  X: 'Х',
};

const L = `[${LETTERS}]`;
/** A region: 01–99, or three digits starting 1–9 (102, 716, 977…). */
const REGION = '(?:0[1-9]|[1-9]\\d|[1-9]\\d{2})';

export const PLATE_KINDS = ['vehicle', 'trailer'] as const;
export type PlateKind = (typeof PLATE_KINDS)[number];

const FORMATS: Record<PlateKind, RegExp> = {
  // А 123 ВС 77(7): a car or a truck; 000 is not issued.
  vehicle: new RegExp(`^(${L})(?!000)(\\d{3})(${L}{2})(${REGION})$`),
  // АВ 1234 77(7): a trailer or a semi-trailer.
  trailer: new RegExp(`^(${L}{2})(?!0000)(\\d{4})(${REGION})$`),
};

export const PLATE_MESSAGES = {
  format: 'Госномер — как на табличке: А123ВС77 или, для прицепа, АВ123477',
} as const;

/** The number in capital Cyrillic letters and digits only. */
export function normalizePlate(typed: string): string {
  return [...typed.toUpperCase().replace(/[\s\-_.]/g, '')]
    .map((character) => LATIN_LOOK_ALIKES[character] ?? character)
    .join('');
}

/** The plate's kind, or null when `typed` is no Russian registration number. */
export function plateKind(typed: string): PlateKind | null {
  const plate = normalizePlate(typed);
  return PLATE_KINDS.find((kind) => FORMATS[kind].test(plate)) ?? null;
}

/** As the plate shows it: «А 123 ВС 77», «АВ 1234 77»; null for no registration number. */
export function formatPlate(typed: string): string | null {
  const plate = normalizePlate(typed);
  for (const kind of PLATE_KINDS) {
    const match = FORMATS[kind].exec(plate);
    if (match) return match.slice(1).join(' ');
  }
  return null;
}
