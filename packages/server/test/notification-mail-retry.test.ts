import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../src/db/schema';
import { inTransaction } from '../src/db/transaction';
import { finishAttempt } from '../src/mail/outbox-claim';
import { deliverPendingMail } from '../src/mail/outbox-sender';
import { createNotification } from '../src/modules/notification/create';
import { createUser } from './helpers/factories';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp';
import { startTestApp } from './helpers/test-app';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let smtp: TestSmtpServer;
let downSmtpUrl: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Its own database: apps of other test files would otherwise claim this file's queued mail (PostgreSQL run).
  ctx = await startTestApp({
    config: { smtpUrl: smtp.url, publicUrl: 'https://fura.example' },
    ownDatabase: true,
  });
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  downSmtpUrl = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
// Each test starts with nothing due: rows left by another test would be sent (or failed) by this one's runs.
beforeEach(async () => {
  await deliverPendingMail(ctx.deps);
});

const deliverWith = (smtpUrl: string) =>
  deliverPendingMail({ ...ctx.deps, config: { ...ctx.deps.config, smtpUrl } });

/** A queued notification mail to a new user (on the socket bus itself: no delivery starts by itself). */
async function queuedMail() {
  const { user } = await createUser(ctx.deps.db);
  await inTransaction(ctx.deps.db, ctx.realtime.bus, (tx, events) =>
    createNotification(tx, events, { userId: user.id, code: 'unban' }),
  );
  const [row] = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
  if (!row) throw new Error('no mail queued');
  return row;
}

async function rowOf(id: string) {
  const [row] = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error('row gone');
  return row;
}

/** Sets the row's state as if its last claim was `minutesAgo` minutes ago. */
async function setState(id: string, status: string, attempts: number, minutesAgo: number) {
  await ctx.deps.db
    .update(mailOutbox)
    .set({ status, attempts, claimedAt: sql`now() - make_interval(mins => ${minutesAgo})` })
    .where(eq(mailOutbox.id, id));
}

const mailsTo = (to: string) => smtp.messages.filter((mail) => mail.to.includes(to));

describe('outbox retries', () => {
  it('a row a crashed sender left `sending` over 10 minutes ago is sent again; a fresh claim is left alone', async () => {
    const crashed = await queuedMail();
    const busy = await queuedMail();
    await setState(crashed.id, 'sending', 1, 11);
    await setState(busy.id, 'sending', 1, 5);
    await deliverPendingMail(ctx.deps);

    await smtp.waitForMail((mail) => mail.to.includes(crashed.to));
    expect(await rowOf(crashed.id)).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect(await rowOf(busy.id)).toMatchObject({ status: 'sending', attempts: 1, sentAt: null });
    expect(mailsTo(busy.to)).toEqual([]);
  });

  it('an SMTP failure puts the mail back in the queue with the error; it is retried after a delay', async () => {
    const row = await queuedMail();
    await deliverWith(downSmtpUrl);
    const failed = await rowOf(row.id);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
    expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.text).toContain('https://fura.example/'); // the links were made absolute once

    await deliverPendingMail(ctx.deps); // 1 minute has not passed: not yet
    expect(await rowOf(row.id)).toMatchObject({ status: 'queued', attempts: 1 });
    expect(mailsTo(row.to)).toEqual([]);

    await setState(row.id, 'queued', 1, 2);
    await deliverPendingMail(ctx.deps);
    await smtp.waitForMail((mail) => mail.to.includes(row.to));
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect(mailsTo(row.to)).toHaveLength(1);
  });

  it('gives up after 5 attempts: the fifth SMTP failure leaves the mail failed', async () => {
    const row = await queuedMail();
    await setState(row.id, 'queued', 4, 60);
    await deliverWith(downSmtpUrl);
    const failed = await rowOf(row.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 5, sentAt: null });
    expect(failed.error).toMatch(/ECONNREFUSED|connect/i);

    await setState(row.id, 'failed', 5, 600);
    await deliverPendingMail(ctx.deps);
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', attempts: 5 });
    expect(mailsTo(row.to)).toEqual([]);
  });

  it('gives up after 5 attempts: a fifth attempt that crashed is marked failed, not sent again', async () => {
    const row = await queuedMail();
    await setState(row.id, 'sending', 5, 11);
    await deliverPendingMail(ctx.deps);
    const failed = await rowOf(row.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 5, sentAt: null });
    expect(failed.error).toBe('отправка прерывалась, попытки исчерпаны');
    expect(mailsTo(row.to)).toEqual([]);
  });

  it('a sender whose claim was taken over does not overwrite the newer state', async () => {
    const row = await queuedMail();
    await setState(row.id, 'sending', 1, 11);
    const claimed = await rowOf(row.id);
    await deliverPendingMail(ctx.deps); // the "crashed" claim is taken over and sent
    await smtp.waitForMail((mail) => mail.to.includes(row.to));
    await finishAttempt(
      ctx.deps.db,
      { id: row.id, attempts: claimed.attempts },
      { status: 'queued', error: 'x' },
    );
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 2, error: null });
  });
});
