import { LATIN_LETTERS } from '@fura/domain/lane-slugs';

/**
 * Picks the Russian name of a GeoNames place from its untagged alternate names.
 *
 * GeoNames' main name is a romanisation (BGN/PCGN-like for Russia, the Ukrainian national one for places coded UA);
 * the Cyrillic alternates mix Russian, Ukrainian, Belarusian, Tatar, pre-reform spellings and more. We keep the
 * candidates written in the Russian alphabet only, romanise each one and take the closest to the main name, with
 * small nudges for the usual ambiguities (soft sign, Ukrainian-looking endings).
 */

/** Letters outside the Russian alphabet (і ї є ґ ў ә ө ү ң һ ј љ њ …) rule a candidate out. */
const RUSSIAN_ALPHABET = /^[А-Яа-яЁё0-9 \-'’.()]+$/u;
/** A settlement type written into the name («город Тула», «пгт Сосновка») is not the name. */
const TYPE_PREFIX =
  /^(город|г\.|посёлок|поселок|пос\.|село|деревня|станица|пгт|хутор|аул|рабочий посёлок)\s/iu;
/** Pre-reform spelling: hard sign at the end of a word («Смоленскъ»). */
const PRE_REFORM = /ъ(\s|-|$)/u;
/** Forms typical of Ukrainian or Belarusian that still pass the alphabet check («Бердянськ», «Горловк»). */
const UKRAINIAN_LOOKING = /(ськ|цьк|зьк)(\s|-|$)|ець(\s|-|$)|ьц/iu;
/**
 * Stronger signs of a Ukrainian or Belarusian spelling, used for places GeoNames codes UA, whose main name is a
 * Ukrainian romanisation and so pulls towards the Ukrainian form: «Нова Каховка» (Новая), «Дебальцеве» (Дебальцево),
 * «Козацьке», «Верхньоторецьке», «Станиця», «Чорнянка», «Словяньск», «Запарожжа».
 */
const UKRAINIAN_SIGNS: readonly RegExp[] = [
  /(^|\s|-)(нов|велик|мал|стар|красн|черн|верхн|нижн|бил|бел|гол)(а|е|я|ий)(\s|-|$)/iu,
  /[бвгджзклмнпрстфхцчшщ]е(\s|-|$)/iu,
  /[бвгджзклмнпрстфхцчшщ]['’]/iu,
  /[сцз]ьк|ьо|ьц|[^л]ьск|иця(\s|-|$)|(^|\s|-)чорн|жж/iu,
];
/** Letters Ukrainian does not have. */
const NON_UKRAINIAN_LETTERS = /[эёъ]/iu;

const VOWELS = 'аеёиоуыэюяьъ';

/** BGN-like romanisation: «е» after a vowel or at a word start is "ye"; the soft sign becomes `softSign`. */
export function romanize(text: string, softSign = ''): string {
  let out = '';
  let previous = ' ';
  for (const letter of text.toLowerCase()) {
    if (letter === 'е' && (previous === ' ' || previous === '-' || VOWELS.includes(previous))) out += 'ye';
    else if (letter === 'ь') out += softSign;
    else out += LATIN_LETTERS[letter] ?? letter;
    previous = letter;
  }
  return out;
}

/** Folds romanisation variants so "Tol'yatti", "Tolyatti" and "Togliatti"-like spellings compare closely. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’ʹʼ`"]/g, '')
    .replace(/-/g, ' ')
    .replace(/yye/g, 'ye')
    .replace(/yy/g, 'y')
    .replace(/iy\b/g, 'y')
    .replace(/yi\b/g, 'y');
}

export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - levenshtein(a, b) / longest;
}

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

export interface NameSource {
  name: string;
  asciiName: string;
  alternateNames: readonly string[];
  /** GeoNames country code: places coded UA get a stronger preference for Russian-only letters. */
  country: string;
}

/** The best Russian candidate, or null when the place has no name written in the Russian alphabet. */
export function pickRussianName(source: NameSource): string | null {
  const fromUkraine = source.country === 'UA';
  const references = [...new Set([source.name, source.asciiName].map(fold))];
  // Ukrainian romanisation writes г as "h" (Luhansk): compare with the Russian "g" too.
  if (fromUkraine) references.push(...references.map((reference) => reference.replace(/(?<![kzsc])h/g, 'g')));
  const apostrophed = new Set(
    [source.name, ...source.alternateNames]
      .filter((name) => /['’ʹ]/.test(name))
      .map((name) => name.normalize('NFKD').toLowerCase().replace(/[’ʹ]/g, "'")),
  );
  let best: string | null = null;
  let bestScore = -Infinity;
  for (const candidate of new Set(source.alternateNames)) {
    if (!RUSSIAN_ALPHABET.test(candidate) || !/[А-Яа-яЁё]/u.test(candidate)) continue;
    if (TYPE_PREFIX.test(candidate) || PRE_REFORM.test(candidate)) continue;
    const romanized = fold(romanize(candidate));
    let score = Math.max(...references.map((reference) => similarity(romanized, reference)));
    if (UKRAINIAN_LOOKING.test(candidate)) score -= 0.05;
    // «Пермь» over «Перм»: the soft sign is invisible in the romanisation.
    score += 0.004 * count(candidate, /ь(\s|$|-)/gu);
    // "Ul'yanovsk" keeps the soft sign as an apostrophe: «Ульяновск» over «Уляновск».
    if (candidate.includes('ь') && apostrophed.has(romanize(candidate.toLowerCase(), "'"))) score += 0.01;
    if (fromUkraine) {
      score -= 0.35 * UKRAINIAN_SIGNS.filter((sign) => sign.test(candidate)).length;
      if (NON_UKRAINIAN_LETTERS.test(candidate)) score += 0.05;
    }
    // Tie-breakers: full adjective endings, hyphenated official forms, «ё» as the registry writes it (Орёл),
    // shorter names.
    score +=
      0.004 * count(candidate, /ы/gu) +
      (candidate.includes('ё') ? 0.002 : 0) +
      (candidate.includes('-') ? 0.003 : 0) +
      (/(ый|ий|ой)(\s|$)/u.test(candidate) ? 0.004 : 0) -
      0.001 * candidate.length;
    if (score > bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  return best;
}
