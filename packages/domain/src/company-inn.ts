/**
 * A user's legal form and INN (issue 29, «Проверенная сделка»). An ООО has a 10-digit INN, an ИП, a самозанятый and
 * a физлицо a 12-digit one; both kinds end in check digits (the Federal Tax Service's algorithm), validated here so
 * that the form and the server refuse a mistyped number with the same words.
 */

import type { LegalForm } from './legal-forms';

export const INN_MESSAGES = {
  digits: 'ИНН — только цифры',
  lengthOoo: 'ИНН организации — 10 цифр',
  lengthPerson: 'ИНН физического лица или ИП — 12 цифр',
  checksum: 'ИНН набран с ошибкой: не сходятся контрольные цифры',
} as const;

const W10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const W11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const W12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  return (sum % 11) % 10;
}

/** Whether `inn` (digits only) is a 10- or 12-digit INN whose check digits match. */
export function isValidInn(inn: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(inn)) return false;
  const digits = [...inn].map(Number);
  if (digits.length === 10) return checkDigit(digits, W10) === digits[9];
  return checkDigit(digits, W11) === digits[10] && checkDigit(digits, W12) === digits[11];
}

/** The INN's length for a legal form: 10 for an ООО, 12 for the others. */
export function innLengthFor(form: LegalForm): 10 | 12 {
  return form === 'ooo' ? 10 : 12;
}

/** The INN as typed, without spaces and dashes (people copy it from documents). */
export function normalizeInn(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** Why `typed` is not an INN of `form`, or null when it is one. */
export function innError(form: LegalForm, typed: string): string | null {
  const inn = normalizeInn(typed);
  if (!/^\d+$/.test(inn)) return INN_MESSAGES.digits;
  if (inn.length !== innLengthFor(form))
    return form === 'ooo' ? INN_MESSAGES.lengthOoo : INN_MESSAGES.lengthPerson;
  return isValidInn(inn) ? null : INN_MESSAGES.checksum;
}
