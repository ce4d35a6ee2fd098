import type { SqlRunner } from '../search/generate';

/** E-mails of generated users end so; their session token is `fura-bench-<e-mail>` (see `benchToken`). */
export const BENCH_EMAIL_DOMAIN = '@fura-bench.ru';

export function benchToken(email: string): string {
  return `fura-bench-${email}`;
}

const MALE_NAMES = [
  'Александр',
  'Сергей',
  'Дмитрий',
  'Андрей',
  'Алексей',
  'Максим',
  'Иван',
  'Михаил',
  'Николай',
];
const FEMALE_NAMES = ['Елена', 'Ольга', 'Наталья', 'Татьяна', 'Анна', 'Марина', 'Ирина', 'Светлана'];
/** Male forms; the female form adds «а» (Иванов → Иванова). */
const SURNAMES = [
  'Иванов',
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Васильев',
  'Петров',
  'Соколов',
  'Михайлов',
  'Новиков',
  'Фёдоров',
  'Морозов',
  'Волков',
  'Алексеев',
  'Лебедев',
  'Семёнов',
  'Егоров',
  'Павлов',
  'Козлов',
  'Степанов',
  'Николаев',
  'Орлов',
  'Зайцев',
  'Соловьёв',
  'Борисов',
];

/**
 * Half cargo owners, half carriers; a fifth of them women; 85 % of carriers with a running tariff, 10 % expired, 5 %
 * none; 1 % of everyone banned; a third passport-verified; ratings 3.5–5 for those with reviews. Every user has the
 * same real argon2 hash (computed once: hashing 10,000 passwords would take minutes and nothing here logs in).
 */
async function insertUsers(db: SqlRunner, count: number, passwordHash: string): Promise<void> {
  await db.query(
    `insert into users (type, email, phone, password_hash, first_name, last_name, rating, reviews_count, tariff,
       tariff_expires_at, is_ban, is_passport_verified, passport_status, created_at, updated_at)
     select case when g % 2 = 0 then 'cargo' else 'carrier' end,
            'user' || g || $5, '79' || lpad(g::text, 9, '0'), $2,
            case when r_sex < 0.2 then ($4::text[])[1 + floor(r_first * array_length($4::text[], 1))::int]
                 else ($3::text[])[1 + floor(r_first * array_length($3::text[], 1))::int] end,
            ($6::text[])[1 + floor(r_last * array_length($6::text[], 1))::int] || case when r_sex < 0.2 then 'а' else '' end,
            case when r_reviews < 0.6 then round((3.5 + r_rating * 1.5)::numeric, 1)::real else 0 end,
            case when r_reviews < 0.6 then 1 + floor(r_reviews * 40)::int else 0 end,
            case when g % 2 = 1 and r_tariff < 0.95 then 'demo' end,
            case when g % 2 = 0 then null
                 when r_tariff < 0.85 then now() + (1 + r_tariff * 30) * interval '1 day'
                 when r_tariff < 0.95 then now() - interval '1 day' end,
            r_ban < 0.01, r_passport < 0.33, case when r_passport < 0.33 then 'verified' else 'none' end,
            now() - r_created * interval '365 days', now() - r_created * interval '100 days'
       from (select g, random() as r_sex, random() as r_first, random() as r_last, random() as r_reviews,
                    random() as r_rating, random() as r_tariff, random() as r_ban, random() as r_passport,
                    random() as r_created
               from generate_series(1, $1::int) g offset 0) s`,
    [count, passwordHash, MALE_NAMES, FEMALE_NAMES, BENCH_EMAIL_DOMAIN, SURNAMES],
  );
}

/** One live session per user, stored as the server stores them: the SHA-256 (hex) of the token. */
async function insertSessions(db: SqlRunner): Promise<void> {
  await db.query(
    `insert into sessions (user_id, token_hash, user_agent, created_at, last_used_at)
     select id, encode(sha256(convert_to('fura-bench-' || email, 'UTF8')), 'hex'), 'Mozilla/5.0 (Android 14)',
            now() - interval '1 day', now()
       from users where email like '%' || $1`,
    [BENCH_EMAIL_DOMAIN],
  );
}

/** About five notifications per user (new messages), 40 % unread: the header's counters read them. */
async function insertNotifications(db: SqlRunner): Promise<void> {
  await db.query(
    `insert into notifications (user_id, type, code, is_read, info, created_at)
     select u.id, 'system', 'newMessage', random() >= 0.4,
            jsonb_build_object('userFio', 'Сергей Петров'), now() - random() * interval '30 days'
       from users u, generate_series(1, 5) n
      where u.email like '%' || $1`,
    [BENCH_EMAIL_DOMAIN],
  );
}

export async function seedUsers(db: SqlRunner, count: number, passwordHash: string): Promise<void> {
  await insertUsers(db, count, passwordHash);
  await insertSessions(db);
  await insertNotifications(db);
}
