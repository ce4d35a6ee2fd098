/**
 * The addresses of lane pages (issue 28): `/gruzoperevozki/{откуда}-{куда}`, each end a settlement's or region's name
 * in Latin letters — what a cargo owner types and what a search engine shows («Грузоперевозки Москва — Казань» at
 * /gruzoperevozki/moskva-kazan). The letters follow the common transliteration of Russian place names in addresses
 * (Yandex's and the large exchanges': ж zh, х kh, ц ts, щ shch, й and ы y, ь and ъ dropped).
 */

/**
 * The Russian letters in Latin: one table for lane addresses and for the address data's romanisation (which adds
 * its own rules for «е» and «ь», server integrations/address/build/pick-russian-name.ts).
 */
export const LATIN_LETTERS: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** A place's name in an address: lower-case Latin letters and digits, words joined by single hyphens. */
export function placeSlug(name: string): string {
  const latin = [...name.toLowerCase()].map((letter) => LATIN_LETTERS[letter] ?? letter).join('');
  return latin
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The lane's part of the address: `moskva-kazan`. */
export function laneSlug(from: string, to: string): string {
  return `${placeSlug(from)}-${placeSlug(to)}`;
}

/**
 * The ways a lane's address splits into two known places (`placeOf` answers a place for its slug, or undefined).
 * Names hold hyphens themselves («Ростов-на-Дону», «Санкт-Петербург»), so every hyphen is tried; an address of no
 * two known places has none, and one that splits two ways (rare, but possible) is for the caller to refuse.
 */
export function laneSlugSplits<T>(
  slug: string,
  placeOf: (placeSlug: string) => T | undefined,
): { from: T; to: T }[] {
  const splits: { from: T; to: T }[] = [];
  for (let at = slug.indexOf('-'); at > 0; at = slug.indexOf('-', at + 1)) {
    const from = placeOf(slug.slice(0, at));
    const to = placeOf(slug.slice(at + 1));
    if (from !== undefined && to !== undefined) splits.push({ from, to });
  }
  return splits;
}
