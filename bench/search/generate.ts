import { BODY_TYPES } from '@fura/domain/article-options';
import { BENCH_CITIES } from './cities';

/** Users are one per 100 listings, half cargo owners, half carriers. */
const LISTINGS_PER_USER = 100;
const CITY_SLOTS = 1000;
const CHUNK = 250_000;

/** What the generators need of a connection: `pg.Client` and PGlite both fit (bench:embedded seeds PGlite). */
export interface SqlRunner {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

export function log(message: string): void {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
}

async function createUsers(client: SqlRunner, count: number): Promise<void> {
  // Carriers: 85 % with a tariff running 1–30 days more, 10 % expired, 5 % never had one; 1 % of everyone banned.
  await client.query(
    `insert into users (type, email, phone, password_hash, first_name, last_name, tariff, tariff_expires_at, is_ban)
     select case when g % 2 = 0 then 'cargo' else 'carrier' end,
            'bench-' || g || '@bench.fura', '7' || lpad(g::text, 10, '0'), 'not-a-hash', 'Иван', 'Петров',
            case when g % 2 = 1 and r < 0.95 then 'demo' end,
            case when g % 2 = 0 then null
                 when r < 0.85 then now() + (1 + r * 30) * interval '1 day'
                 when r < 0.95 then now() - interval '1 day' end,
            random() < 0.01
       from (select g, random() as r from generate_series(1, $1::int) g offset 0) s`,
    [count],
  );
}

async function createCities(client: SqlRunner): Promise<void> {
  const total = BENCH_CITIES.reduce((sum, city) => sum + city.weight, 0);
  await client.query(
    `create table bench_cities (idx int primary key, name text, region text, lat float8, lon float8, slots int)`,
  );
  await client.query(
    `insert into bench_cities
     select * from unnest($1::int[], $2::text[], $3::text[], $4::float8[], $5::float8[], $6::int[])`,
    [
      BENCH_CITIES.map((_, index) => index + 1),
      BENCH_CITIES.map((city) => city.name),
      BENCH_CITIES.map((city) => city.region),
      BENCH_CITIES.map((city) => city.lat),
      BENCH_CITIES.map((city) => city.lon),
      BENCH_CITIES.map((city) => Math.max(1, Math.round((city.weight / total) * CITY_SLOTS))),
    ],
  );
}

/**
 * One chunk of listings, all in SQL (generate_series): 35 % published (loading in the next 60 days), the rest in the
 * other statuses; 85 % around a city weighted by population (±0.3° lat, ±0.5° lon), 15 % anywhere between 43–65° N
 * and 30–140° E; 10–15 % without weight, volume or budget; 30 % with "any body".
 */
const INSERT_LISTINGS = `
with k as materialized (
  select (select array_agg(id order by id) from users where type = 'cargo') as cargo,
         (select array_agg(id order by id) from users where type = 'carrier') as carriers,
         (select array_agg(c.idx order by c.idx) from bench_cities c, generate_series(1, c.slots)) as slots,
         (select array_agg(name order by idx) from bench_cities) as names,
         (select array_agg(region order by idx) from bench_cities) as regions,
         (select array_agg(lat order by idx) from bench_cities) as lats,
         (select array_agg(lon order by idx) from bench_cities) as lons,
         $2::text[] as bodies
), s as (
  select case when random() < 0.5 then 'order' else 'offer' end as type,
         random() as r_status, random() as r_author, random() as r_date, random() as r_pub,
         random() as r_far_from, random() as r_far_to, random() as r_lat1, random() as r_lon1,
         random() as r_lat2, random() as r_lon2, random() as r_city1, random() as r_city2,
         random() as r_cargo1, random() as r_cargo2, random() as r_weight, random() as r_volume,
         random() as r_budget, random() as r_bodyn, random() as r_body1, random() as r_body2
    from generate_series(1, $1::int) offset 0
), t as (
  select s.*, k.*,
         k.slots[1 + floor(s.r_city1 * array_length(k.slots, 1))::int] as cf,
         k.slots[1 + floor(s.r_city2 * array_length(k.slots, 1))::int] as ct,
         case when s.r_status < 0.35 then 2 when s.r_status < 0.5 then 1 when s.r_status < 0.6 then 3
              when s.r_status < 0.7 then 4 when s.r_status < 0.8 then 5 when s.r_status < 0.9 then 6 else 7 end
           as status
    from s, k offset 0
)
insert into articles (type, status, author_id, from_address, from_settlement, from_region, from_lat, from_lon,
  to_address, to_settlement, to_region, to_lat, to_lon, loading_date, cargo_types, weight_kg, volume_m3,
  body_types, budget_kopecks, payment_method, created_at, updated_at, published_at)
select type, status,
       case when type = 'order' then cargo[1 + floor(r_author * array_length(cargo, 1))::int]
            else carriers[1 + floor(r_author * array_length(carriers, 1))::int] end,
       names[cf] || ', улица Ленина, 1', names[cf], regions[cf],
       case when r_far_from < 0.15 then 43 + r_lat1 * 22 else lats[cf] + (r_lat1 - 0.5) * 0.6 end,
       case when r_far_from < 0.15 then 30 + r_lon1 * 110 else lons[cf] + (r_lon1 - 0.5) * 1.0 end,
       names[ct] || ', улица Мира, 2', names[ct], regions[ct],
       case when r_far_to < 0.15 then 43 + r_lat2 * 22 else lats[ct] + (r_lat2 - 0.5) * 0.6 end,
       case when r_far_to < 0.15 then 30 + r_lon2 * 110 else lons[ct] + (r_lon2 - 0.5) * 1.0 end,
       case when status = 2 then current_date + floor(r_date * 60)::int
            else current_date + floor(r_date * 240)::int - 180 end,
       case when r_cargo2 < 0.3 then array[1 + floor(r_cargo1 * 6), 1 + floor(r_cargo2 / 0.3 * 6)]::smallint[]
            else array[1 + floor(r_cargo1 * 6)]::smallint[] end,
       case when r_weight < 0.1 then null else 50 + floor((r_weight - 0.1) / 0.9 * 19950)::int end,
       case when r_volume < 0.1 then null else round((1 + (r_volume - 0.1) / 0.9 * 89)::numeric, 1)::real end,
       case when r_bodyn < 0.3 then '{}'::text[]
            when r_bodyn < 0.8 then array[bodies[1 + floor(r_body1 * array_length(bodies, 1))::int]]
            else array[bodies[1 + floor(r_body1 * array_length(bodies, 1))::int],
                       bodies[1 + floor(r_body2 * array_length(bodies, 1))::int]] end,
       case when r_budget < 0.15 then null else (5000 + floor((r_budget - 0.15) / 0.85 * 495000))::bigint * 100 end,
       'cash',
       now() - r_pub * interval '90 days', now() - r_pub * interval '60 days',
       case when status = 1 then null else now() - r_pub * interval '60 days' end
  from t`;

/**
 * Listings of the users already in the database (orders by cargo owners, offers by carriers). The search indexes are
 * dropped during the load and rebuilt from their own definitions afterwards (much faster than maintaining them row
 * by row), so a benchmark measures exactly the indexes our migrations create.
 */
export async function fillListings(client: SqlRunner, listings: number): Promise<void> {
  await createCities(client);
  const { rows } = await client.query(
    `select indexname, indexdef from pg_indexes
      where schemaname = 'public' and tablename = 'articles' and indexname <> 'articles_pkey'`,
  );
  const indexes = rows as { indexname: string; indexdef: string }[];
  for (const index of indexes) await client.query(`drop index "${index.indexname}"`);

  for (let done = 0; done < listings; done += CHUNK) {
    const size = Math.min(CHUNK, listings - done);
    await client.query(INSERT_LISTINGS, [size, [...BODY_TYPES]]);
    log(`listings: ${done + size} / ${listings}`);
  }
  for (const index of indexes) {
    await client.query(index.indexdef);
    log(`index ${index.indexname}`);
  }
  await client.query('drop table bench_cities');
}

/** Fills a freshly migrated database with `listings` listings and their authors (one per 100 listings). */
export async function generateListings(client: SqlRunner, listings: number): Promise<void> {
  await client.query('select setseed(0.42)');
  const users = Math.max(20, Math.ceil(listings / LISTINGS_PER_USER));
  log(`users: ${users}`);
  await createUsers(client, users);
  await fillListings(client, listings);
  await client.query('vacuum analyze articles');
  await client.query('vacuum analyze users');
  log('vacuum analyze done');
}
