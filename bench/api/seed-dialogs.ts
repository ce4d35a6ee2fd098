import type { SqlRunner } from '../search/generate';
import { BENCH_EMAIL_DOMAIN } from './seed-users';

const MESSAGE_TEXTS = [
  'Здравствуйте! Груз ещё актуален?',
  'Да, актуален. Когда сможете подать машину?',
  'Завтра к 9 утра буду на погрузке',
  'Хорошо, пропуск закажу. Номер машины пришлите, пожалуйста',
  'А 123 ВС 77, водитель Сергей',
  'Загрузились, выезжаем',
  'Стоим на границе области, к вечеру будем',
  'Выгрузились, документы отправил почтой',
  'Спасибо, оплату провели',
  'Можно ли догруз 2 тонны?',
  'Цена окончательная или обсуждается?',
  'Перезвоните, пожалуйста, когда будет минутка',
];

/**
 * Dialogs as the app makes them, the pair sorted (user_a < user_b): an order dialog for every deal (its author and
 * executor), and a quarter as many user dialogs between random pairs.
 */
async function insertDialogs(db: SqlRunner, userDialogs: number): Promise<void> {
  await db.query(
    `insert into dialogs (kind, article_id, user_a, user_b, created_at)
     select 'order', a.id, least(a.author_id, e.user_id), greatest(a.author_id, e.user_id), e.created_at
       from article_executors e join articles a on a.id = e.article_id`,
  );
  await db.query(
    `with k as materialized (
       select array_agg(id order by id) as ids, count(*)::int as n from users where email like '%' || $2 and not is_ban
     ), p as (
       select k.ids[1 + floor(random() * k.n)::int] as a, k.ids[1 + floor(random() * k.n)::int] as b
         from k, generate_series(1, $1::int) offset 0
     )
     insert into dialogs (kind, user_a, user_b, created_at)
     select 'user', least(a, b), greatest(a, b), now() - random() * interval '120 days' from p where a <> b
     on conflict do nothing`,
    [userDialogs, BENCH_EMAIL_DOMAIN],
  );
  await db.query(
    `insert into dialog_members (dialog_id, user_id)
     select id, user_a from dialogs union all select id, user_b from dialogs
     on conflict do nothing`,
  );
}

/**
 * `count` messages spread at random over the dialogs, from either side, over the last 60 days; those of the last
 * three days are unread. Then what the send path maintains: each dialog's last message and each side's unread count.
 */
async function insertMessages(db: SqlRunner, count: number): Promise<void> {
  await db.query(
    `with d as materialized (
       select array_agg(id order by id) as ids, array_agg(user_a order by id) as ua,
              array_agg(user_b order by id) as ub, count(*)::int as n
         from dialogs
     ), s as (
       select 1 + floor(random() * d.n)::int as i, random() as r_sender, random() as r_text, random() as r_time
         from d, generate_series(1, $1::int) offset 0
     )
     insert into messages (dialog_id, sender_id, text, created_at, read_at)
     select d.ids[i], case when r_sender < 0.5 then d.ua[i] else d.ub[i] end,
            ($2::text[])[1 + floor(r_text * array_length($2::text[], 1))::int],
            now() - r_time * interval '60 days',
            case when r_time > 0.05 then now() - r_time * interval '60 days' + interval '1 hour' end
       from s, d`,
    [count, MESSAGE_TEXTS],
  );
  await db.query(
    `update dialogs d set last_message_id = m.id, last_message_at = m.created_at
       from (select distinct on (dialog_id) dialog_id, id, created_at
               from messages order by dialog_id, created_at desc, id desc) m
      where m.dialog_id = d.id`,
  );
  await db.query(
    `update dialog_members dm set unread_count = c.n
       from (select m.dialog_id, dm2.user_id, count(*)::int as n
               from messages m
               join dialog_members dm2 on dm2.dialog_id = m.dialog_id and dm2.user_id <> m.sender_id
              where m.read_at is null group by 1, 2) c
      where dm.dialog_id = c.dialog_id and dm.user_id = c.user_id`,
  );
  await db.query(`update dialog_members set last_read_at = now() - interval '3 days'`);
}

export async function seedDialogs(db: SqlRunner, messages: number, userDialogs: number): Promise<void> {
  await insertDialogs(db, userDialogs);
  await insertMessages(db, messages);
}
