import { kopecksToRubles } from './money';
import { PRODUCT_NAME } from './constants';

/**
 * schema.org structured data (JSON-LD) of the public pages (issue 28): what a search engine reads a page to be — a
 * lane page a list of listings with its breadcrumbs, an order a demand for a freight service, an offer an offer of
 * one. Pure builders of plain JSON; the server puts the result into the page's head. Addresses are absolute:
 * `siteUrl` (PUBLIC_URL) plus the page's path.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonLd = { [key: string]: JsonValue };

export const SCHEMA_CONTEXT = 'https://schema.org';
/** What every listing offers or asks for. */
export const FREIGHT_SERVICE = 'Грузоперевозка';

export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

export interface LanePageFacts {
  /** `/gruzoperevozki/moskva-kazan` */
  path: string;
  /** «Грузоперевозки Москва — Казань» */
  name: string;
  description: string;
  /** The listings the page shows, in its order. */
  listings: readonly { path: string; name: string }[];
}

export interface ListingFacts {
  type: 'order' | 'offer';
  path: string;
  /** The listing's title (listing-title.ts): «Москва → Тула, 5 т, 20 000 ₽». */
  name: string;
  description: string;
  fromSettlement: string;
  toSettlement: string;
  budgetKopecks: number | null;
  /** YYYY-MM-DD */
  loadingDate: string;
}

/** What a page's head carries: the facts, built into JSON-LD when the page is rendered with the site's address. */
export type StructuredDataFacts =
  { kind: 'lane'; lane: LanePageFacts } | { kind: 'listing'; listing: ListingFacts };

/** A lane page: the page, its breadcrumbs (main page → lane) and the list of its listings, linked by `@id`. */
export function lanePageJsonLd(siteUrl: string, facts: LanePageFacts): JsonLd {
  const url = absoluteUrl(siteUrl, facts.path);
  const breadcrumbs = `${url}#breadcrumbs`;
  const listings = `${url}#listings`;
  return {
    '@context': SCHEMA_CONTEXT,
    '@graph': [
      {
        '@type': 'WebPage',
        '@id': url,
        url,
        name: facts.name,
        description: facts.description,
        inLanguage: 'ru-RU',
        breadcrumb: { '@id': breadcrumbs },
        mainEntity: { '@id': listings },
      },
      {
        '@type': 'BreadcrumbList',
        '@id': breadcrumbs,
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: PRODUCT_NAME, item: absoluteUrl(siteUrl, '/') },
          { '@type': 'ListItem', position: 2, name: facts.name, item: url },
        ],
      },
      {
        '@type': 'ItemList',
        '@id': listings,
        name: facts.name,
        numberOfItems: facts.listings.length,
        itemListElement: facts.listings.map((listing, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: listing.name,
          url: absoluteUrl(siteUrl, listing.path),
        })),
      },
    ],
  };
}

function places(facts: ListingFacts): JsonLd[] {
  return [facts.fromSettlement, facts.toSettlement]
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => ({ '@type': 'Place', name }));
}

/**
 * An order is a `Demand` (someone seeks a service), an offer an `Offer`; either of a freight `Service` between its
 * two settlements, from its loading date, with the budget as the price when there is one.
 */
export function listingJsonLd(siteUrl: string, facts: ListingFacts): JsonLd {
  const url = absoluteUrl(siteUrl, facts.path);
  const route = places(facts);
  const price: JsonLd =
    facts.budgetKopecks !== null && facts.budgetKopecks > 0
      ? {
          priceSpecification: {
            '@type': 'PriceSpecification',
            price: kopecksToRubles(facts.budgetKopecks),
            priceCurrency: 'RUB',
          },
        }
      : {};
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': facts.type === 'order' ? 'Demand' : 'Offer',
    '@id': url,
    url,
    name: facts.name,
    description: facts.description,
    availabilityStarts: facts.loadingDate,
    areaServed: route,
    itemOffered: {
      '@type': 'Service',
      name: FREIGHT_SERVICE,
      serviceType: FREIGHT_SERVICE,
      description: [facts.fromSettlement, facts.toSettlement].join(' → '),
      areaServed: route,
    },
    ...price,
  };
}

export function structuredData(siteUrl: string, facts: StructuredDataFacts): JsonLd {
  return facts.kind === 'lane' ? lanePageJsonLd(siteUrl, facts.lane) : listingJsonLd(siteUrl, facts.listing);
}
