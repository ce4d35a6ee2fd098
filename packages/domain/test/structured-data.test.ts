import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { jsonForScript } from '../src/script-json';
import {
  lanePageJsonLd,
  listingJsonLd,
  structuredData,
  type LanePageFacts,
  type ListingFacts,
} from '../src/structured-data';
import { ZDemandJsonLd, ZLanePageJsonLd, ZOfferJsonLd } from '../src/structured-data-schema';

const SITE = 'https://fura.example';

const lane: LanePageFacts = {
  path: '/gruzoperevozki/moskva-kazan',
  name: 'Грузоперевозки Москва — Казань',
  description: 'Открытые заказы и предложения по направлению Москва — Казань.',
  listings: [
    { path: '/order/o1', name: 'Москва → Казань, 5 т' },
    { path: '/order/o2', name: 'Москва → Казань' },
    { path: '/offer/f1', name: 'Москва → Казань, 20 000 ₽' },
  ],
};

const order: ListingFacts = {
  type: 'order',
  path: '/order/o1',
  name: 'Москва → Тула, 5 т, 20 000 ₽',
  description: 'Заказ на перевозку: Москва → Тула, загрузка 12.08.2026.',
  fromSettlement: 'Москва',
  toSettlement: 'Тула',
  budgetKopecks: 2_000_050,
  loadingDate: '2026-08-12',
};

describe('lanePageJsonLd', () => {
  it('a WebPage with its breadcrumbs and the ItemList of its listings, valid for schema.org and Google', () => {
    const data = lanePageJsonLd(`${SITE}/`, lane);
    expect(ZLanePageJsonLd.safeParse(data).error).toBeUndefined();
    const [page, breadcrumbs, list] = ZLanePageJsonLd.parse(data)['@graph'];
    expect(page.url).toBe(`${SITE}/gruzoperevozki/moskva-kazan`);
    expect(breadcrumbs.itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'Фура', `${SITE}/`],
      [2, 'Грузоперевозки Москва — Казань', page.url],
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Москва → Казань, 5 т', url: `${SITE}/order/o1` },
      { '@type': 'ListItem', position: 2, name: 'Москва → Казань', url: `${SITE}/order/o2` },
      { '@type': 'ListItem', position: 3, name: 'Москва → Казань, 20 000 ₽', url: `${SITE}/offer/f1` },
    ]);
    expect(list.numberOfItems).toBe(3);
  });

  it('the validation fails what Google refuses: positions out of order, relative addresses, no context', () => {
    const good = lanePageJsonLd(SITE, lane);
    const swapped = JSON.parse(JSON.stringify(good)) as {
      '@graph': { itemListElement: { position: number }[] }[];
    };
    const swappedList = swapped['@graph'][2]!;
    swappedList.itemListElement[0]!.position = 2;
    swappedList.itemListElement[1]!.position = 1;
    expect(ZLanePageJsonLd.safeParse(swapped).success).toBe(false);
    expect(ZLanePageJsonLd.safeParse(lanePageJsonLd('', lane)).success).toBe(false);
    expect(ZLanePageJsonLd.safeParse({ ...good, '@context': 'http://example.org' }).success).toBe(false);
    expect(ZLanePageJsonLd.safeParse(lanePageJsonLd(SITE, { ...lane, listings: [] })).success).toBe(false);
  });
});

describe('listingJsonLd', () => {
  it('an order is a Demand for the freight Service on its route, priced in roubles, from its loading date', () => {
    const data = listingJsonLd(SITE, order);
    const demand = ZDemandJsonLd.parse(data);
    expect(demand.url).toBe(`${SITE}/order/o1`);
    expect(demand.itemOffered).toMatchObject({ '@type': 'Service', name: 'Грузоперевозка' });
    expect(demand.itemOffered.description).toBe('Москва → Тула');
    expect(demand.areaServed.map((place) => place.name)).toEqual(['Москва', 'Тула']);
    expect(demand.priceSpecification).toEqual({
      '@type': 'PriceSpecification',
      price: 20_000.5,
      priceCurrency: 'RUB',
    });
    expect(demand.availabilityStarts).toBe('2026-08-12');
    expect(ZOfferJsonLd.safeParse(data).success).toBe(false);
  });

  it('an offer is an Offer of the Service; without a budget there is no price', () => {
    const data = structuredData(SITE, {
      kind: 'listing',
      listing: { ...order, type: 'offer', path: '/offer/f1', budgetKopecks: null },
    });
    const offer = ZOfferJsonLd.parse(data);
    expect(offer['@type']).toBe('Offer');
    expect(offer.url).toBe(`${SITE}/offer/f1`);
    expect('priceSpecification' in data).toBe(false);
  });
});

describe('jsonForScript', () => {
  it('no value can close the script, and the text parses back to the same data (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, description) => {
        const data = listingJsonLd(SITE, { ...order, name, description });
        const text = jsonForScript(data);
        expect(text).not.toMatch(/[<>&']/);
        expect(JSON.parse(text)).toEqual(data);
      }),
    );
    expect(jsonForScript({ name: '</script><script>alert(1)</script>' })).toBe(
      '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}',
    );
  });
});
