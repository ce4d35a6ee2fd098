import { beforeAll, describe, expect, it } from 'vitest';
import { LocalAddressProvider } from '../src/integrations/address/local-address-provider';
import { LruCache } from '../src/integrations/address/lru-cache';
import { normalizeQuery } from '../src/integrations/address/normalize-query';

const local = new LocalAddressProvider();
const values = async (query: string, count = 10) => (await local.suggest(query, count)).map((s) => s.value);

beforeAll(() => {
  local.warmUp();
});

describe('normalizeQuery', () => {
  it.each([
    ['Ростов-на-Дону', 'ростов на дону'],
    ['  ростов   НА-дону ', 'ростов на дону'],
    ['Орёл', 'орел'],
    ['Советск, Калининградская обл.', 'советск калининградская обл'],
    ['«Тольятти»', 'тольятти'],
    ['---', ''],
  ])('%s → %s', (input, expected) => {
    expect(normalizeQuery(input)).toBe(expected);
  });
});

describe('bundled settlements: search', () => {
  it('answers a suggestion shaped for a place: value, settlement, region, ISO code, coordinates, id', async () => {
    const [place] = await local.suggest('Тольятти', 5);
    expect(place).toEqual({
      value: 'Тольятти, Самарская область',
      settlement: 'Тольятти',
      region: 'Самарская область',
      regionIso: 'RU-SAM',
      lat: expect.closeTo(53.53, 1) as number,
      lon: expect.closeTo(49.35, 1) as number,
      placeId: expect.stringMatching(/^geonames:\d+$/) as string,
    });
  });

  it('ignores case, «ё», hyphens and spaces', async () => {
    for (const query of ['ростов на дону', 'Ростов-на-дону', 'РОСТОВ НА-ДОНУ']) {
      expect((await values(query))[0]).toBe('Ростов-на-Дону, Ростовская область');
    }
    expect((await values('орел'))[0]).toBe('Орёл, Орловская область');
    expect((await values('Орёл'))[0]).toBe('Орёл, Орловская область');
  });

  it('puts the exact name first, then names starting with the query by population, then the rest', async () => {
    const found = await values('Киров', 6);
    expect(found[0]).toBe('Киров, Кировская область');
    // Prefix matches follow, the larger first: Кирово-Чепецк (~80k) before Кировск (Мурманская, ~28k).
    expect(found.indexOf('Кирово-Чепецк, Кировская область')).toBeGreaterThan(0);
    expect(found.indexOf('Кирово-Чепецк, Кировская область')).toBeLessThan(
      found.indexOf('Кировск, Мурманская область'),
    );
  });

  it('finds a name by a later word and by a part of it, after the names that start with the query', async () => {
    expect((await values('челны'))[0]).toBe('Набережные Челны, Республика Татарстан');
    const gorsk = await local.suggest('горск', 20);
    expect(gorsk.length).toBe(20);
    expect(gorsk.map((s) => s.settlement)).toContain('Магнитогорск');
    const firstSubstring = gorsk.findIndex((s) => !normalizeQuery(s.settlement).startsWith('горск'));
    const lastPrefix = gorsk.map((s) => normalizeQuery(s.settlement).startsWith('горск')).lastIndexOf(true);
    expect(lastPrefix).toBeLessThan(firstSubstring);
  });

  it('orders several places of one name by population', async () => {
    const mirny = (await local.suggest('Мирный', 10)).filter((s) => s.settlement === 'Мирный');
    expect(mirny.length).toBeGreaterThan(1);
    expect(mirny[0]!.region).toBe('Республика Саха (Якутия)');
  });

  it('reads a region written after the name', async () => {
    expect((await values('Кировск Мурманская'))[0]).toBe('Кировск, Мурманская область');
    expect((await values('Кировск ленинградская'))[0]).toBe('Кировск, Ленинградская область');
    expect((await values('Советск, Калининградская обл'))[0]).toBe('Советск, Калининградская область');
    expect((await values('Красное Липецкая'))[0]).toMatch(/, Липецкая область$/);
  });

  it('shows a federal city once, and places inside it with the city as their region', async () => {
    expect((await values('Москва'))[0]).toBe('Москва');
    expect((await values('Санкт-Петербург'))[0]).toBe('Санкт-Петербург');
    expect((await values('Зеленоград'))[0]).toBe('Зеленоград, Москва');
  });

  it('covers the regions the address registry lists since 2014 and 2022', async () => {
    expect((await values('Севастополь'))[0]).toBe('Севастополь');
    expect((await values('Симферополь'))[0]).toBe('Симферополь, Республика Крым');
    expect((await values('Мариуполь'))[0]).toBe('Мариуполь, Донецкая Народная Республика');
    expect((await values('Луганск'))[0]).toBe('Луганск, Луганская Народная Республика');
    expect((await values('Мелитополь'))[0]).toBe('Мелитополь, Запорожская область');
    expect((await values('Новая Каховка'))[0]).toBe('Новая Каховка, Херсонская область');
  });

  it('keeps to the count, and answers nothing for an empty or unknown query', async () => {
    expect(await local.suggest('Ново', 3)).toHaveLength(3);
    expect(await local.suggest('Ново', 20)).toHaveLength(20);
    expect(await local.suggest(' - ', 10)).toEqual([]);
    expect(await local.suggest('Qwerty', 10)).toEqual([]);
  });

  it('answers a query in well under 5 ms once loaded (median, loosely: timing goals live in bench/)', async () => {
    const queries = [
      'М',
      'Мо',
      'Нов',
      'Кировск Мурманская',
      'ска',
      'Ростов на дону',
      'Тольятти',
      'ск',
      'Орёл',
    ];
    const durations: number[] = [];
    for (let round = 0; round < 30; round += 1) {
      for (const query of queries) {
        const started = performance.now();
        await local.suggest(query, 10);
        durations.push(performance.now() - started);
      }
    }
    durations.sort((a, b) => a - b);
    expect(durations[Math.floor(durations.length / 2)]).toBeLessThan(5);
  });
});

describe('LruCache', () => {
  it('evicts the least recently used entry beyond its size', () => {
    const cache = new LruCache<number>(2, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('forgets an entry after its time to live', () => {
    let now = 0;
    const cache = new LruCache<string>(10, 1_000, () => now);
    cache.set('k', 'v');
    now = 999;
    expect(cache.get('k')).toBe('v');
    now = 1_999;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
