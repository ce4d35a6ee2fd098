import type { SqlRunner } from '../search/generate';

const REQUEST_TEXTS = [
  'Готов взять, машина свободна',
  'Могу забрать завтра утром',
  'Есть тент 20 т, возьму по вашей цене',
  'Возьму, оплата по факту выгрузки',
  'Свободен с понедельника, звоните',
  'Интересует, есть вопросы по погрузке',
];

/** Users who can take part in deals: arrays to pick from by a random index (`pick(array, r)`). */
const PARTIES = `k as materialized (
  select (select array_agg(id order by id) from users where type = 'cargo' and not is_ban) as cargo,
         (select array_agg(id order by id) from users
           where type = 'carrier' and not is_ban and tariff_expires_at > now()) as carriers,
         $1::text[] as texts
)`;
const pick = (array: string, random: string) =>
  `${array}[1 + floor(${random} * array_length(${array}, 1))::int]`;

/**
 * Deals: `count` listings in work (status 3 executor chosen, 4 on the way, 5 completed), each with the executor's
 * request and the executor (a carrier for an order, a cargo owner for an offer), as setExecutor leaves them. The
 * generated listings in those statuses beyond `count` become cancelled (6): a listing in work always has its executor.
 */
async function insertDeals(db: SqlRunner, count: number): Promise<void> {
  await db.query(
    `update articles set status = 6
      where id in (select id from articles where status in (3, 4, 5) order by random() offset $1)`,
    [count],
  );
  await db.query(
    `with ${PARTIES},
     d as (select a.*, random() as r_user, random() as r_text from articles a where status in (3, 4, 5) offset 0)
     insert into article_requests (article_id, user_id, text, price_kopecks, date, created_at, updated_at)
     select d.id, case when d.type = 'order' then ${pick('k.carriers', 'd.r_user')} else ${pick('k.cargo', 'd.r_user')} end,
            ${pick('k.texts', 'd.r_text')}, d.budget_kopecks, d.loading_date,
            d.published_at + interval '2 hours', d.published_at + interval '2 hours'
       from d, k`,
    [REQUEST_TEXTS],
  );
  await db.query(
    `insert into article_executors (article_id, user_id, created_at)
     select r.article_id, r.user_id, r.created_at + interval '1 hour'
       from article_requests r join articles a on a.id = r.article_id where a.status in (3, 4, 5)`,
  );
  await db.query(
    `insert into article_delivered (article_id, user_id, created_at)
     select e.article_id, e.user_id, e.created_at + interval '2 days'
       from article_executors e join articles a on a.id = e.article_id where a.status = 5 and a.type = 'order'`,
  );
}

/** Requests on published listings: a quarter of them get one to three from the other side (search shows counts). */
async function insertOpenRequests(db: SqlRunner): Promise<void> {
  await db.query(
    `with ${PARTIES},
     d as (select a.id, a.type, a.published_at, random() as r_user, random() as r_text, random() as r_price,
                  a.budget_kopecks
             from articles a, generate_series(1, 3) n
            where a.status = 2 and random() < 0.12 offset 0)
     insert into article_requests (article_id, user_id, text, price_kopecks, created_at, updated_at)
     select d.id, case when d.type = 'order' then ${pick('k.carriers', 'd.r_user')} else ${pick('k.cargo', 'd.r_user')} end,
            ${pick('k.texts', 'd.r_text')}, case when d.r_price < 0.5 then d.budget_kopecks end,
            d.published_at + interval '3 hours', d.published_at + interval '3 hours'
       from d, k
     on conflict do nothing`,
    [REQUEST_TEXTS],
  );
}

export async function seedDeals(db: SqlRunner, count: number): Promise<void> {
  await insertDeals(db, count);
  await insertOpenRequests(db);
}
