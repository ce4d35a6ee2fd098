/** Money is stored in integer kopecks and shown in roubles (DESIGN §6). */

export function rublesToKopecks(rubles: number): number {
  return Math.round(rubles * 100);
}

export function kopecksToRubles(kopecks: number): number {
  return kopecks / 100;
}

const rubles = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** "45 000 ₽"; `null` budget reads «Договорная». */
export function formatRubles(kopecks: number | null): string {
  if (kopecks === null) return 'Договорная';
  return rubles.format(kopecksToRubles(kopecks));
}

/**
 * An amount as payment providers take it: roubles with a dot and two decimals («140.00»), computed from integer
 * kopecks by integer arithmetic (a float would round 0.1 + 0.2 wrongly).
 */
export function kopecksToAmountValue(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) {
    throw new RangeError(`an amount is a non-negative whole number of kopecks, got ${kopecks}`);
  }
  const rubles = Math.floor(kopecks / 100);
  const rest = kopecks % 100;
  return `${rubles}.${String(rest).padStart(2, '0')}`;
}

/** The kopecks of an amount value («140.00», «140.5», «140»), or null for anything else. */
export function amountValueToKopecks(value: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const [, rubles = '0', fraction = ''] = match;
  return Number(rubles) * 100 + Number(fraction.padEnd(2, '0'));
}
