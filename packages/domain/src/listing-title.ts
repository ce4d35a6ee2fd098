/**
 * A listing's meaningful title (issue 13), for the page's <title>, Open Graph and anywhere a listing is named in one
 * line: «Москва → Тула, 5 т, 20 000 ₽». Missing parts are left out; digits are grouped by a thin space (U+2009), as
 * in Russian typography; the weight is in tonnes, the budget in roubles (kopecks only when there are any).
 */
export interface ListingTitleFacts {
  fromSettlement: string;
  toSettlement: string;
  weightKg: number | null;
  budgetKopecks: number | null;
}

export const THIN_SPACE = '\u2009';

/** «20 000» for 20000: groups of three digits from the right. */
function grouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, THIN_SPACE);
}

/** «5 т», «1,5 т», «0,85 т» (whole kilograms); '' for no weight. */
export function tonnesLabel(weightKg: number | null): string {
  if (weightKg === null || !Number.isFinite(weightKg) || weightKg <= 0) return '';
  const kg = Math.round(weightKg);
  const fraction = String(kg % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${grouped(Math.floor(kg / 1000))}${fraction ? `,${fraction}` : ''} т`;
}

/** «20 000 ₽», «1 500,50 ₽»; '' for no budget. */
export function roublesLabel(budgetKopecks: number | null): string {
  if (budgetKopecks === null || !Number.isSafeInteger(budgetKopecks) || budgetKopecks <= 0) return '';
  const kopecks = budgetKopecks % 100;
  const cents = kopecks ? `,${String(kopecks).padStart(2, '0')}` : '';
  return `${grouped(Math.floor(budgetKopecks / 100))}${cents} ₽`;
}

/** «Москва → Тула»; one settlement alone when the other is missing. */
export function routeLabel(fromSettlement: string, toSettlement: string): string {
  return [fromSettlement.trim(), toSettlement.trim()].filter(Boolean).join(' → ');
}

export function listingTitle(facts: ListingTitleFacts): string {
  return [
    routeLabel(facts.fromSettlement, facts.toSettlement),
    tonnesLabel(facts.weightKg),
    roublesLabel(facts.budgetKopecks),
  ]
    .filter(Boolean)
    .join(', ');
}
