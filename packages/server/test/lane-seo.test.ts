import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laneSlug } from '@fura/domain/lane-slugs';
import { ZDemandJsonLd, ZLanePageJsonLd, ZOfferJsonLd } from '@fura/domain/structured-data-schema';
import { REPO_ROOT } from '../src/paths';
import { pageMeta } from '../src/site/seo/page-meta';
import { createCargo, createCarrier, insertExecutor } from './helpers/deals';
import { listingOn, uniquePlace } from './helpers/lanes';
import { startTestApp } from './helpers/test-app';

/** Issue 28: lane pages in the sitemap and their heads (title, canonical, noindex, JSON-LD); listings' JSON-LD. */
let t: Awaited<ReturnType<typeof startTestApp>>;
let webDist: string;
const SITE = 'https://fura.example';

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'fura-web-'));
  writeFileSync(
    join(webDist, 'index.html'),
    readFileSync(join(REPO_ROOT, 'packages/web/index.html'), 'utf8'),
  );
  t = await startTestApp({ config: { publicUrl: SITE, webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

interface Head {
  head: string;
  title: string | null;
  canonical: string | null;
  robots: string | null;
  /** Each JSON-LD block, parsed. */
  jsonLd: unknown[];
}

async function head(url: string): Promise<Head> {
  const res = await t.app.inject({ method: 'GET', url });
  const html = res.body.slice(0, res.body.indexOf('</head>'));
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return {
    head: html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null,
    canonical: /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1] ?? null,
    robots: /<meta name="robots" content="([^"]*)" \/>/.exec(html)?.[1] ?? null,
    jsonLd: scripts.map((match) => JSON.parse(match[1]!) as unknown),
  };
}

async function sitemapLocs(): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  return [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
}

describe('lane pages for crawlers', () => {
  it('the sitemap lists lanes with open listings, not lanes with completed deals only or ambiguous ones', async () => {
    const db = t.deps.db;
    const cargo = await createCargo(db);
    const carrier = await createCarrier(db);
    const [a, b, c, d] = [uniquePlace(), uniquePlace(), uniquePlace(), uniquePlace()];
    await listingOn(db, cargo.user.id, a, b);
    await listingOn(db, carrier.user.id, c, d, { type: 'offer' });
    const done = await listingOn(db, cargo.user.id, b, a, { status: 5 });
    await insertExecutor(db, done.id, carrier.user.id);
    const banned = await createCargo(db, { isBan: true });
    await listingOn(db, banned.user.id, a, d);
    const [x, y] = [uniquePlace('Аист'), uniquePlace('Вал')];
    await listingOn(db, cargo.user.id, x, `Бор-${y}`);
    await listingOn(db, cargo.user.id, `${x}-Бор`, y);

    const locs = await sitemapLocs();
    expect(locs).toContain(`${SITE}/gruzoperevozki/${laneSlug(a, b)}`);
    expect(locs).toContain(`${SITE}/gruzoperevozki/${laneSlug(c, d)}`);
    for (const absent of [laneSlug(b, a), laneSlug(a, d), laneSlug(x, `Бор-${y}`)]) {
      expect(locs).not.toContain(`${SITE}/gruzoperevozki/${absent}`);
    }
  });

  it('a lane’s head: its title with the count, its canonical address, Open Graph and valid JSON-LD', async () => {
    const db = t.deps.db;
    const cargo = await createCargo(db);
    const carrier = await createCarrier(db);
    const [from, to] = [uniquePlace(), uniquePlace()];
    const orders = [
      await listingOn(db, cargo.user.id, from, to),
      await listingOn(db, cargo.user.id, from, to),
    ];
    const offer = await listingOn(db, carrier.user.id, from, to, { type: 'offer' });
    const slug = laneSlug(from, to);

    const got = await head(`/gruzoperevozki/${slug.toUpperCase()}`);
    expect(got.title).toBe(`Фура | Грузоперевозки ${from} — ${to}: 3 заказа и предложения`);
    expect(got.canonical).toBe(`${SITE}/gruzoperevozki/${slug}`);
    expect(got.robots).toBeNull();
    expect(got.head).toContain(`<meta property="og:url" content="${SITE}/gruzoperevozki/${slug}" />`);
    expect(got.jsonLd).toHaveLength(1);
    const [page, breadcrumbs, list] = ZLanePageJsonLd.parse(got.jsonLd[0])['@graph'];
    expect(page.url).toBe(`${SITE}/gruzoperevozki/${slug}`);
    expect(page.name).toBe(`Грузоперевозки ${from} — ${to}`);
    expect(breadcrumbs.itemListElement[0]?.item).toBe(`${SITE}/`);
    expect(list.itemListElement.map((item) => item.url).sort()).toEqual(
      [...orders.map((order) => `${SITE}/order/${order.id}`), `${SITE}/offer/${offer.id}`].sort(),
    );
  });

  it('JSON-LD in the served HTML is escaped: a name with </script> stays inside it and parses back', async () => {
    const db = t.deps.db;
    const cargo = await createCargo(db);
    const from = `${uniquePlace()} </script><script>alert(1)</script>`;
    const to = uniquePlace();
    await listingOn(db, cargo.user.id, from, to);
    const got = await head(`/gruzoperevozki/${laneSlug(from, to)}`);
    expect(got.head).not.toContain('<script>alert');
    expect(got.head).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    const [page] = ZLanePageJsonLd.parse(got.jsonLd[0])['@graph'];
    expect(page.name).toBe(`Грузоперевозки ${from} — ${to}`);
  });

  it('a lane with nothing open is noindex without JSON-LD; an unknown one is noindex and not found', async () => {
    const db = t.deps.db;
    const cargo = await createCargo(db);
    const carrier = await createCarrier(db);
    const [from, to] = [uniquePlace(), uniquePlace()];
    const done = await listingOn(db, cargo.user.id, from, to, { status: 5 });
    await insertExecutor(db, done.id, carrier.user.id);

    const empty = await head(`/gruzoperevozki/${laneSlug(from, to)}`);
    expect(empty.title).toBe(`Фура | Грузоперевозки ${from} — ${to}: 0 заказов и предложений`);
    expect(empty.robots).toBe('noindex');
    expect([empty.canonical, empty.jsonLd]).toEqual([null, []]);

    const unknown = await head('/gruzoperevozki/nowhere-nohow');
    expect(unknown.robots).toBe('noindex');
    expect(unknown.title).toBe('Фура | Страница не найдена');
    expect(unknown.jsonLd).toEqual([]);
    expect(await pageMeta(db, 'lane', { lane: 'nowhere-nohow' })).toMatchObject({
      notFound: true,
      canonicalPath: null,
    });
    expect((await pageMeta(db, 'lane', { lane: laneSlug(from, to) })).notFound).toBeUndefined();
  });
});

describe('listing pages’ structured data', () => {
  it('an order is a Demand and an offer an Offer of the freight service, at their own address', async () => {
    const db = t.deps.db;
    const cargo = await createCargo(db);
    const carrier = await createCarrier(db);
    const order = await listingOn(db, cargo.user.id, 'Москва', 'Тула', { budgetKopecks: 2_000_000 });
    const offer = await listingOn(db, carrier.user.id, 'Москва', 'Тула', {
      type: 'offer',
      budgetKopecks: null,
    });

    const demand = ZDemandJsonLd.parse((await head(`/order/${order.id}`)).jsonLd[0]);
    expect(demand.url).toBe(`${SITE}/order/${order.id}`);
    expect(demand.priceSpecification).toEqual({
      '@type': 'PriceSpecification',
      price: 20_000,
      priceCurrency: 'RUB',
    });
    expect(demand.availabilityStarts).toBe(order.loadingDate);
    expect(demand.itemOffered.description).toBe('Москва → Тула');

    const offered = ZOfferJsonLd.parse((await head(`/offer/${offer.id}`)).jsonLd[0]);
    expect(offered.url).toBe(`${SITE}/offer/${offer.id}`);
    expect(offered.priceSpecification).toBeUndefined();
  });

  it('a listing a guest may not see has none', async () => {
    const cargo = await createCargo(t.deps.db);
    const draft = await listingOn(t.deps.db, cargo.user.id, 'Москва', 'Тула', { status: 1 });
    const got = await head(`/order/${draft.id}`);
    expect(got.robots).toBe('noindex');
    expect(got.jsonLd).toEqual([]);
  });
});
