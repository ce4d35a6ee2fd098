const rules = new Intl.PluralRules('ru');

/** Russian plural: forms are [one, few, many], e.g. ['день', 'дня', 'дней']. */
export function pluralRu(count: number, forms: readonly [string, string, string]): string {
  const category = rules.select(Math.abs(count));
  if (category === 'one') return forms[0];
  if (category === 'few') return forms[1];
  return forms[2];
}

export const DAY_FORMS = ['день', 'дня', 'дней'] as const;

/** "1 день", "3 дня", "5 дней". */
export function daysRu(count: number): string {
  return `${count} ${pluralRu(count, DAY_FORMS)}`;
}
