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
