import { describe, expect, it } from 'vitest';
import { levenshtein, pickRussianName, romanize } from '../src/integrations/address/build/pick-russian-name';

const ru = (name: string, alternateNames: string[], asciiName = name) =>
  pickRussianName({ name, asciiName, alternateNames, country: 'RU' });
const ua = (name: string, alternateNames: string[]) =>
  pickRussianName({ name, asciiName: name, alternateNames, country: 'UA' });

describe('romanize and levenshtein', () => {
  it('romanises like GeoNames (BGN): «е» after a vowel or at the start is "ye"', () => {
    expect(romanize('Ульяновск')).toBe('ulyanovsk');
    expect(romanize('Ульяновск', "'")).toBe("ul'yanovsk");
    expect(romanize('Екатеринбург')).toBe('yekaterinburg');
    expect(romanize('Набережные Челны')).toBe('naberezhnyye chelny');
    expect(romanize('Щёлково')).toBe('shchelkovo');
  });

  it('counts edits', () => {
    expect(levenshtein('perm', 'perm')).toBe(0);
    expect(levenshtein('perm', 'perem')).toBe(1);
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    expect(levenshtein('', 'abc')).toBe(3);
  });
});

describe('pickRussianName', () => {
  it('takes the alternate closest to the romanised main name', () => {
    expect(ru('Tolyatti', ['Tol’yatti', 'Ставрополь', 'Толиати', 'Тольятти', 'Тольятти ош'])).toBe(
      'Тольятти',
    );
    expect(ru('Samara', ['Куйбышев', 'Самар', 'Самара', 'Самаре'])).toBe('Самара');
  });

  it('keeps the soft sign: «Пермь» over «Перм», «Ульяновск» over «Уляновск»', () => {
    expect(ru('Perm', ['Молотов', 'Перем', 'Перм', 'Пермь', 'Перым'])).toBe('Пермь');
    expect(ru('Ulyanovsk', ['Ul’yanovsk', 'Сембер', 'Синбирск', 'Уляновск', 'Ульяновск', 'Ульяновськ'])).toBe(
      'Ульяновск',
    );
  });

  it('rules out other alphabets, settlement types in the name and pre-reform spellings', () => {
    expect(ru('Gorlovka', ['Горлівка', 'Һорливка', 'Горловка'])).toBe('Горловка');
    expect(ru('Kineshma', ['город Кинешма', 'Кинешма'])).toBe('Кинешма');
    expect(ru('Smolensk', ['Смоленскъ', 'Смоленск'])).toBe('Смоленск');
    expect(ru('Kotlas', ['Kotlas', 'Котласъ'])).toBeNull();
  });

  it('prefers the official «ё» when the names are otherwise equal', () => {
    expect(ru('Orël', ['Orel', 'Арол', 'Орел', 'Орёл', 'Օրյոլ'], 'Orel')).toBe('Орёл');
  });

  it('answers null without a name in the Russian alphabet', () => {
    expect(ru('Vorotynsk', ['Vorotynsk'])).toBeNull();
    expect(ru('Vorotynsk', [])).toBeNull();
  });

  it('leans away from Ukrainian spellings for places GeoNames codes UA', () => {
    expect(ua('Nova Kakhovka', ['Нова Каховка', 'Новая Каховка'])).toBe('Новая Каховка');
    expect(ua('Debaltseve', ['Дебальцеве', 'Дебальцево'])).toBe('Дебальцево');
    expect(ua('Luhansk', ['Ворошиловград', 'Луганск', 'Луганськ', 'Луханск'])).toBe('Луганск');
    expect(ua('Enerhodar', ['Енергодар', 'Энергодар'])).toBe('Энергодар');
    expect(ua('Kozatske', ['Казацкое', 'Козацьке'])).toBe('Казацкое');
    expect(ua('Kamiane', ['Каменное', 'Кам’яне'])).toBe('Каменное');
    expect(ua('Vesele', ['Веселе', 'Весёлое'])).toBe('Весёлое');
  });
});
