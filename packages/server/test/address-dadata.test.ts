import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TPlaceSuggestion } from '@fura/domain/address';
import {
  DadataAddressProvider,
  type DadataOptions,
} from '../src/integrations/address/dadata-address-provider';
import { LocalAddressProvider } from '../src/integrations/address/local-address-provider';
import { LruCache } from '../src/integrations/address/lru-cache';
import { startFakeDadata, type FakeDadata, type FakeDadataMode } from './helpers/fake-dadata';

let fake: FakeDadata;
const local = new LocalAddressProvider();
let warnings: { data: unknown; message: string }[] = [];
const log = {
  warn: (data: object, message: string) => {
    warnings.push({ data, message });
  },
};

function client(options: Partial<DadataOptions> = {}): DadataAddressProvider {
  return new DadataAddressProvider({
    token: fake.token,
    url: fake.url,
    fallback: local,
    cache: new LruCache<TPlaceSuggestion[]>(1000, 24 * 60 * 60 * 1000),
    log,
    timeoutMs: 1_000,
    pauseAfterFailureMs: 0,
    ...options,
  });
}

beforeAll(async () => {
  fake = await startFakeDadata();
  local.warmUp();
  // The first fetch of a process loads the HTTP client: keep that out of the timed tests.
  await client({ timeoutMs: 10_000 }).suggest('Тольятти', 1);
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.mode = 'ok';
  fake.slowMs = 3_000;
  warnings = [];
});

describe('DaData client: the request', () => {
  it('POSTs suggest/address with the token, JSON and the city→settlement bounds in Russia', async () => {
    await client().suggest('Тольятти', 7);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/suggestions/api/4_1/rs/suggest/address');
    expect(request!.headers.authorization).toBe(`Token ${fake.token}`);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers.accept).toBe('application/json');
    expect(request!.body).toEqual({
      query: 'Тольятти',
      count: 7,
      from_bound: { value: 'city' },
      to_bound: { value: 'settlement' },
      locations: [{ country_iso_code: 'RU' }],
    });
  });

  it('tolerates a trailing slash in the configured URL', async () => {
    await client({ url: `${fake.url}/` }).suggest('Тольятти', 5);
    expect(fake.requests[0]!.path).toBe('/suggestions/api/4_1/rs/suggest/address');
  });
});

describe('DaData client: mapping the answer', () => {
  it('maps a city, with numbers for coordinates and the FIAS id, and skips a place without coordinates', async () => {
    const suggestions = await client().suggest('Тольятти', 10);
    expect(suggestions).toEqual([
      {
        value: 'Тольятти, Самарская область',
        settlement: 'Тольятти',
        region: 'Самарская область',
        regionIso: 'RU-SAM',
        lat: 53.5205348,
        lon: 49.3894028,
        placeId: '242e87c1-584d-4360-8c4c-aae2fe90048e',
      },
    ]);
  });

  it('shows a settlement with its type and district', async () => {
    const [place] = await client().suggest('Алексеевка', 10);
    expect(place).toMatchObject({
      value: 'пгт Алексеевка, Кинельский р-н, Самарская область',
      settlement: 'Алексеевка',
      region: 'Самарская область',
      lat: 53.2376,
      lon: 50.4253,
    });
  });

  it('does not repeat a federal city as its own region', async () => {
    const [place] = await client().suggest('Москва', 10);
    expect(place).toMatchObject({
      value: 'Москва',
      settlement: 'Москва',
      region: 'Москва',
      regionIso: 'RU-MOW',
    });
  });

  it('labels regions like the bundled list, by ISO code or else from DaData’s parts', async () => {
    const [crimea] = await client().suggest('Бахчисарай', 10);
    expect(crimea).toMatchObject({ value: 'Бахчисарай, Республика Крым', regionIso: 'UA-43' });
    const [donetsk] = await client().suggest('Донецк', 10);
    expect(donetsk).toMatchObject({
      value: 'Донецк, Донецкая Народная Республика',
      region: 'Донецкая Народная Республика',
      regionIso: null,
    });
  });

  it('answers an empty list when DaData finds nothing', async () => {
    expect(await client().suggest('Ыыыыы', 10)).toEqual([]);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('DaData client: cache', () => {
  it('asks DaData once for the same query, whatever its case, «ё» or spacing', async () => {
    const provider = client();
    const first = await provider.suggest('Тольятти', 5);
    const second = await provider.suggest('  тольятти ', 5);
    expect(second).toEqual(first);
    expect(fake.requests).toHaveLength(1);
  });

  it('keeps different counts apart', async () => {
    const provider = client();
    await provider.suggest('Тольятти', 5);
    await provider.suggest('Тольятти', 6);
    expect(fake.requests).toHaveLength(2);
  });

  it('asks again once an entry has expired', async () => {
    let now = 1_000_000;
    const provider = client({ cache: new LruCache<TPlaceSuggestion[]>(10, 60_000, () => now) });
    await provider.suggest('Тольятти', 5);
    now += 59_000;
    await provider.suggest('Тольятти', 5);
    expect(fake.requests).toHaveLength(1);
    now += 2_000;
    await provider.suggest('Тольятти', 5);
    expect(fake.requests).toHaveLength(2);
  });
});

describe('DaData client: fallback to the bundled list', () => {
  const failures: [string, FakeDadataMode][] = [
    ['403 (daily quota exhausted)', 'quota'],
    ['429 (too many requests)', 'too-many'],
    ['500', 'error'],
    ['a timeout', 'slow'],
    ['an answer that is not JSON', 'garbage'],
  ];

  it.each(failures)(
    'answers from the bundled list on %s, logging a warning without the token',
    async (_case, mode) => {
      fake.mode = mode;
      const suggestions = await client().suggest('Тольятти', 5);
      expect(suggestions).toEqual(await local.suggest('Тольятти', 5));
      expect(suggestions[0]).toMatchObject({ value: 'Тольятти, Самарская область' });
      expect(suggestions[0]!.placeId).toMatch(/^geonames:\d+$/);
      expect(fake.requests).toHaveLength(1);
      expect(warnings).toHaveLength(1);
      expect(JSON.stringify(warnings)).not.toContain(fake.token);
    },
  );

  it('answers on a wrong token (403) from the bundled list', async () => {
    const suggestions = await client({ token: 'wrong-token' }).suggest('Пермь', 3);
    expect(suggestions[0]).toMatchObject({ value: 'Пермь, Пермский край' });
    expect(JSON.stringify(warnings)).not.toContain('wrong-token');
  });

  it('gives up waiting after the timeout', async () => {
    fake.mode = 'slow';
    fake.slowMs = 2_000;
    const started = Date.now();
    await client({ timeoutMs: 200 }).suggest('Тольятти', 5);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('does not cache a fallback answer: DaData is asked again once it recovers', async () => {
    const provider = client();
    fake.mode = 'error';
    await provider.suggest('Тольятти', 5);
    fake.mode = 'ok';
    const [place] = await provider.suggest('Тольятти', 5);
    expect(place!.placeId).toBe('242e87c1-584d-4360-8c4c-aae2fe90048e');
    expect(fake.requests).toHaveLength(2);
  });

  it('after a failure, skips DaData for a while so an outage does not slow every keystroke', async () => {
    let now = 5_000_000;
    const provider = client({ pauseAfterFailureMs: 30_000, now: () => now });
    fake.mode = 'error';
    await provider.suggest('Тольятти', 5);
    fake.mode = 'ok';
    await provider.suggest('Тольятти', 5);
    expect(fake.requests).toHaveLength(1);
    now += 31_000;
    await provider.suggest('Тольятти', 5);
    expect(fake.requests).toHaveLength(2);
  });
});
