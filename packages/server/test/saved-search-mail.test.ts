import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, savedSearchAlerts, savedSearches } from '../src/db/schema';
import { sendDueSearchMail } from '../src/modules/saved-search/email-digest';
import { moscowDate } from './helpers/articles';
import { createUser } from './helpers/factories';
import { moscowKazanTent, publishOrder, saveSearch } from './helpers/saved-searches';
import { createCarrier } from './helpers/deals';
import { startTestApp } from './helpers/test-app';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp({ ownDatabase: true, config: { publicUrl: PUBLIC_URL } });
});
afterAll(() => ctx.close());

const HOUR = 3600_000;
const PUBLIC_URL = 'https://fura.example';
const outbox = (to: string) => ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const searchRow = async (id: string) =>
  (await ctx.deps.db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0]!;
const settled = async () => {
  await ctx.savedSearches.alerts.idle();
  await ctx.savedSearches.mail.idle();
};
let day = 1;
/** Orders differ by their loading date (the same order twice is a duplicate). */
const nextDate = () => moscowDate(day++);

/** «HH:MM» in Moscow, `shiftMs` from now. */
function moscowClock(shiftMs: number): string {
  return new Date(Date.now() + 3 * HOUR + shiftMs).toISOString().slice(11, 16);
}

describe('saved-search letters', () => {
  it('the first match mails at once with the one-click unsubscribe; the hour’s next ones wait for one digest', async () => {
    const carrier = await createCarrier(ctx.deps.db, { firstName: 'Пётр' });
    const owner = await createUser(ctx.deps.db, { type: 'cargo' });
    const { id } = await saveSearch(
      ctx.app,
      carrier.token,
      moscowKazanTent({ channels: ['site', 'email'], quietHours: null }),
    );
    const first = await publishOrder(ctx.app, owner.token, { loadingDate: nextDate() });
    await settled();
    const [letter, ...none] = await outbox(carrier.user.email);
    expect(none).toEqual([]);
    // Digits and units are spaced as listingTitle spaces them (thin and no-break spaces).
    expect(letter?.subject.replace(/\s/g, ' ')).toBe(
      'Фура: новый заказ по поиску «Москва → Казань, тент»: Москва → Казань, 1,5 т, 35 000 ₽',
    );
    expect(letter?.text).toContain('Здравствуйте, Пётр!');
    // Queued (site paths) or already sent (absolute on PUBLIC_URL): the sender runs after the letter's commit.
    expect(letter?.text).toMatch(new RegExp(`Открыть: (${PUBLIC_URL})?/order/${first}\n`));
    const unsubscribe =
      /<((?:https:\/\/fura\.example)?\/api\/saved-search\/unsubscribe\/[A-Za-z0-9_-]+)>/.exec(
        letter?.headers?.['List-Unsubscribe'] ?? '',
      )?.[1];
    expect(unsubscribe).toBeDefined();
    expect(letter?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(letter?.text).toContain(`Отписаться от этих писем: ${unsubscribe}`);
    const sentAt = (await searchRow(id)).lastEmailedAt!;

    const second = await publishOrder(ctx.app, owner.token, { loadingDate: nextDate() });
    const third = await publishOrder(ctx.app, owner.token, { loadingDate: nextDate() });
    await settled();
    expect(await outbox(carrier.user.email)).toHaveLength(1);
    expect((await searchRow(id)).emailDueAt?.getTime()).toBe(sentAt.getTime() + HOUR);
    expect(await sendDueSearchMail(ctx.deps, new Date(sentAt.getTime() + HOUR - 1000))).toBe(0);

    expect(await sendDueSearchMail(ctx.deps, new Date(sentAt.getTime() + HOUR))).toBe(1);
    const digest = (await outbox(carrier.user.email)).find((mail) => mail.id !== letter?.id);
    expect(digest?.subject).toBe('Фура: новые заказы (2) по поиску «Москва → Казань, тент»');
    // Queued (site paths) or already sent (absolute): the sender runs after the digest's commit.
    expect(digest?.text).toMatch(new RegExp(`Открыть: (${PUBLIC_URL})?/order/${second}\n`));
    expect(digest?.text).toMatch(new RegExp(`Открыть: (${PUBLIC_URL})?/order/${third}\n`));
    expect(digest?.text).not.toContain(first);
    expect(digest?.headers?.['List-Unsubscribe']).not.toBe(letter?.headers?.['List-Unsubscribe']);
    const pending = await ctx.deps.db
      .select()
      .from(savedSearchAlerts)
      .where(eq(savedSearchAlerts.searchId, id));
    expect(pending.every((alert) => !alert.emailPending)).toBe(true);
    expect((await searchRow(id)).emailDueAt).toBeNull();
  });

  it('quiet hours hold the letter until they end; the bell rings at once', async () => {
    const carrier = await createCarrier(ctx.deps.db);
    const owner = await createUser(ctx.deps.db, { type: 'cargo' });
    const quietHours = { from: moscowClock(-HOUR), to: moscowClock(2 * HOUR) };
    const { id } = await saveSearch(
      ctx.app,
      carrier.token,
      moscowKazanTent({ channels: ['site', 'email'], quietHours }),
    );
    await publishOrder(ctx.app, owner.token, { loadingDate: nextDate() });
    await settled();
    expect(await outbox(carrier.user.email)).toEqual([]);
    const due = (await searchRow(id)).emailDueAt!;
    expect(due.getTime()).toBeGreaterThan(Date.now() + HOUR);
    expect(due.getTime()).toBeLessThanOrEqual(Date.now() + 2 * HOUR);
    expect(new Date(due.getTime() + 3 * HOUR).toISOString().slice(11, 16)).toBe(quietHours.to);
    await sendDueSearchMail(ctx.deps, new Date(due.getTime() - 1000));
    expect(await outbox(carrier.user.email)).toEqual([]);
    await sendDueSearchMail(ctx.deps, due);
    expect(await outbox(carrier.user.email)).toHaveLength(1);
  });

  it('the one-click unsubscribe turns off that search’s letters only; GET only asks; a forged link is 404', async () => {
    const carrier = await createCarrier(ctx.deps.db);
    const owner = await createUser(ctx.deps.db, { type: 'cargo' });
    const body = moscowKazanTent({ channels: ['site', 'email'], quietHours: null });
    const { id } = await saveSearch(ctx.app, carrier.token, body);
    const other = await saveSearch(ctx.app, carrier.token, { ...body, name: 'Второй' });
    await publishOrder(ctx.app, owner.token, { loadingDate: nextDate() });
    await settled();
    const letters = await outbox(carrier.user.email);
    expect(letters).toHaveLength(2);
    const letter = letters.find((mail) => mail.subject.includes('Москва → Казань, тент'));
    const link = /<([^>]+)>/.exec(letter?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const path = new URL(link, PUBLIC_URL).pathname;

    const asked = await ctx.app.inject({ method: 'GET', url: path });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Больше не присылать письма поиска «Москва → Казань, тент»?');
    expect((await searchRow(id)).channels).toContain('email');

    const done = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await searchRow(id)).channels).toEqual(['site']);
    expect((await searchRow(other.id)).channels).toEqual(['site', 'email']);

    await publishOrder(ctx.app, owner.token, { loadingDate: nextDate() });
    await settled();
    await sendDueSearchMail(ctx.deps, new Date(Date.now() + 2 * HOUR));
    const after = await outbox(carrier.user.email);
    expect(after.filter((mail) => mail.subject.includes('«Москва → Казань, тент»'))).toHaveLength(1);

    for (const url of [
      '/api/saved-search/unsubscribe/forged-token-1234567890',
      '/api/saved-search/unsubscribe/%3Cscript%3E',
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url, payload: '' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Ссылка недействительна');
    }
  });
});
