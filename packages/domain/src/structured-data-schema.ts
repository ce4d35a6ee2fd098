import { z } from 'zod';
import { SCHEMA_CONTEXT } from './structured-data';

/**
 * What schema.org and Google's structured-data guidelines require of our JSON-LD (issue 28), as zod schemas: the
 * tests of the domain and of the server's page heads check the builders' output and the served HTML against them.
 * Absolute http(s) addresses; breadcrumbs and item lists numbered 1..n in order; a price a number with an ISO 4217
 * currency; dates ISO 8601.
 */

const ZAbsoluteUrl = z.string().regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, 'an absolute http(s) address');
const ZText = z.string().trim().min(1);
const ZIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** `position` 1, 2, … n in the order of the list (Google: positions of a list start at 1 and follow each other). */
function numbered<T extends z.ZodType<{ position: number }>>(item: T) {
  return z
    .array(item)
    .min(1)
    .refine(
      (items) => items.every((entry, index) => entry.position === index + 1),
      'positions 1..n in order',
    );
}

const ZBreadcrumbList = z.object({
  '@type': z.literal('BreadcrumbList'),
  '@id': ZAbsoluteUrl,
  itemListElement: numbered(
    z.object({ '@type': z.literal('ListItem'), position: z.number().int(), name: ZText, item: ZAbsoluteUrl }),
  ).refine((items) => items.length >= 2, 'a trail of at least two pages'),
});

const ZItemList = z
  .object({
    '@type': z.literal('ItemList'),
    '@id': ZAbsoluteUrl,
    name: ZText,
    numberOfItems: z.number().int().min(0),
    itemListElement: numbered(
      z.object({
        '@type': z.literal('ListItem'),
        position: z.number().int(),
        name: ZText,
        url: ZAbsoluteUrl,
      }),
    ),
  })
  .refine((list) => list.numberOfItems === list.itemListElement.length, 'numberOfItems counts the items');

const ZWebPage = z.object({
  '@type': z.literal('WebPage'),
  '@id': ZAbsoluteUrl,
  url: ZAbsoluteUrl,
  name: ZText,
  description: ZText,
  inLanguage: z.literal('ru-RU'),
  breadcrumb: z.object({ '@id': ZAbsoluteUrl }),
  mainEntity: z.object({ '@id': ZAbsoluteUrl }),
});

/** A lane page: the page, its breadcrumbs and its list, each the one the page's `@id` links name. */
export const ZLanePageJsonLd = z
  .object({
    '@context': z.literal(SCHEMA_CONTEXT),
    '@graph': z.tuple([ZWebPage, ZBreadcrumbList, ZItemList]),
  })
  .refine(({ '@graph': [page, breadcrumbs, list] }) => {
    const last = breadcrumbs.itemListElement.at(-1);
    return (
      page.breadcrumb['@id'] === breadcrumbs['@id'] &&
      page.mainEntity['@id'] === list['@id'] &&
      last?.item === page.url
    );
  }, 'the page links its breadcrumbs and list; the trail ends at the page');

const ZPlace = z.object({ '@type': z.literal('Place'), name: ZText });

const ZListingJsonLd = z.object({
  '@context': z.literal(SCHEMA_CONTEXT),
  '@id': ZAbsoluteUrl,
  url: ZAbsoluteUrl,
  name: ZText,
  description: ZText,
  availabilityStarts: ZIsoDate,
  areaServed: z.array(ZPlace).min(1),
  itemOffered: z.object({
    '@type': z.literal('Service'),
    name: ZText,
    serviceType: ZText,
    description: ZText,
    areaServed: z.array(ZPlace).min(1),
  }),
  priceSpecification: z
    .object({
      '@type': z.literal('PriceSpecification'),
      price: z.number().positive(),
      priceCurrency: z.string().regex(/^[A-Z]{3}$/),
    })
    .optional(),
});

/** An order's page: schema.org `Demand` of a freight service. */
export const ZDemandJsonLd = ZListingJsonLd.extend({ '@type': z.literal('Demand') });

/** An offer's page: schema.org `Offer` of a freight service. */
export const ZOfferJsonLd = ZListingJsonLd.extend({ '@type': z.literal('Offer') });
