import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { laneSlug, laneSlugSplits, placeSlug } from '../src/lane-slugs';

describe('placeSlug', () => {
  it('writes Russian place names as the exchanges’ addresses do', () => {
    expect(placeSlug('Москва')).toBe('moskva');
    expect(placeSlug('Казань')).toBe('kazan');
    expect(placeSlug('Санкт-Петербург')).toBe('sankt-peterburg');
    expect(placeSlug('Нижний Новгород')).toBe('nizhniy-novgorod');
    expect(placeSlug('Ростов-на-Дону')).toBe('rostov-na-donu');
    expect(placeSlug('Набережные Челны')).toBe('naberezhnye-chelny');
    expect(placeSlug('Ярославль')).toBe('yaroslavl');
    expect(placeSlug('Щёлково')).toBe('shchelkovo');
    expect(placeSlug('Республика Татарстан')).toBe('respublika-tatarstan');
    expect(placeSlug('Ханты-Мансийский автономный округ — Югра')).toBe(
      'khanty-mansiyskiy-avtonomnyy-okrug-yugra',
    );
    expect(placeSlug('  Орёл (город) ')).toBe('orel-gorod');
    // Latin letters with marks lose the marks, not the letter.
    expect(placeSlug('Café Noël')).toBe('cafe-noel');
  });

  it('is made of lower-case Latin letters, digits and single inner hyphens, for any text (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'аАбвгдеёжзийклмнопрстуфхцчшщъыьэюяЯ -—.,()1ÄéZ'.split('')) }),
        (name) => {
          expect(placeSlug(name)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        },
      ),
    );
  });
});

describe('laneSlug and laneSlugSplits', () => {
  const places = ['Москва', 'Казань', 'Санкт-Петербург', 'Ростов-на-Дону', 'Нижний Новгород', 'Тула'];
  const bySlug = new Map(places.map((name) => [placeSlug(name), name]));
  const placeOf = (slug: string) => bySlug.get(slug);

  it('joins the two ends: moskva-kazan', () => {
    expect(laneSlug('Москва', 'Казань')).toBe('moskva-kazan');
    expect(laneSlug('Санкт-Петербург', 'Ростов-на-Дону')).toBe('sankt-peterburg-rostov-na-donu');
  });

  it('finds both ends again, hyphens inside the names included', () => {
    for (const from of places) {
      for (const to of places) {
        expect(laneSlugSplits(laneSlug(from, to), placeOf)).toEqual([{ from, to }]);
      }
    }
  });

  it('answers nothing for an unknown place or a single name, and every split of an ambiguous address', () => {
    expect(laneSlugSplits('moskva-london', placeOf)).toEqual([]);
    expect(laneSlugSplits('moskva', placeOf)).toEqual([]);
    expect(laneSlugSplits('-moskva-kazan', placeOf)).toEqual([]);
    const ambiguous = new Map([
      ['a', 'A'],
      ['a-b', 'A-B'],
      ['b-c', 'B-C'],
      ['c', 'C'],
    ]);
    expect(laneSlugSplits('a-b-c', (slug) => ambiguous.get(slug))).toEqual([
      { from: 'A', to: 'B-C' },
      { from: 'A-B', to: 'C' },
    ]);
  });
});
