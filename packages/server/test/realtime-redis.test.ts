import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TDialogResponse } from '@fura/domain/dialog-schemas';
import { pendingEvent } from '../src/events/event-bus';
import { inTransaction } from '../src/db/transaction';
import { createNotification } from '../src/modules/notification/create';
import { insertDialog, post, sendText } from './helpers/dialogs';
import { bearer, createUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';
import { closeAllSockets, connectSocket, expectNoEvent, listenForSockets, waitFor } from './helpers/sockets';

const redisUrl = process.env.REDIS_URL;

/** Two instances on one database, joined only by Redis: what runs behind a load balancer. */
describe.runIf(!!redisUrl)('two instances with the Redis adapter', () => {
  let a: Awaited<ReturnType<typeof startTestApp>>;
  let b: Awaited<ReturnType<typeof startTestApp>>;
  let urlA: string;
  let urlB: string;

  beforeAll(async () => {
    a = await startTestApp({ config: { redisUrl: redisUrl! } });
    b = await startTestApp({ config: { redisUrl: redisUrl! } });
    urlA = await listenForSockets(a.app);
    urlB = await listenForSockets(b.app);
  });
  afterEach(() => closeAllSockets());
  afterAll(async () => {
    closeAllSockets();
    await Promise.all([a?.close(), b?.close()]);
  });

  it('delivers an event published on instance A to a socket connected to instance B', async () => {
    const alice = await createUser(a.deps.db);
    const bob = await createUser(a.deps.db);
    const onB = await connectSocket(urlB, { token: alice.token });
    const bobOnB = await connectSocket(urlB, { token: bob.token });

    const received = waitFor(onB, 'sendNotification');
    const silent = expectNoEvent(bobOnB, 'sendNotification', 800);
    const created = await inTransaction(a.deps.db, a.deps.bus, (tx, events) =>
      createNotification(tx, events, { userId: alice.user.id, code: 'systemNotice' }),
    );
    expect((await received).notification).toEqual(created);
    await silent;
  });

  it('skips the calling tab on the other instance and reaches the user’s tab on this one', async () => {
    const alice = await createUser(a.deps.db);
    const callerOnB = await connectSocket(urlB, { token: alice.token });
    const tabOnA = await connectSocket(urlA, { cookieToken: alice.token });
    await inTransaction(a.deps.db, a.deps.bus, (tx, events) =>
      createNotification(tx, events, { userId: alice.user.id, code: 'systemNotice' }),
    );

    const received = waitFor(tabOnA, 'readNotificationAll');
    const silent = expectNoEvent(callerOnB, 'readNotificationAll', 800);
    // The HTTP call lands on instance A while the calling tab's socket lives on instance B.
    const response = await a.app.inject({
      method: 'POST',
      url: '/api/notification/read-all',
      headers: bearer(alice.token),
      payload: { socketId: callerOnB.id },
    });
    expect(response.statusCode).toBe(200);
    expect(await received).toEqual({});
    await silent;
  });

  it('relays typing from a socket on A to the other user on B', async () => {
    const alice = await createUser(a.deps.db);
    const bob = await createUser(a.deps.db);
    const aliceOnA = await connectSocket(urlA, { token: alice.token });
    const bobOnB = await connectSocket(urlB, { token: bob.token });
    await insertDialog(a.deps.db, alice.user.id, bob.user.id);
    const received = waitFor(bobOnB, 'typingDialog');
    aliceOnA.emit('typingDialog', { otherId: bob.user.id, userId: alice.user.id, isOrder: false });
    expect(await received).toEqual({ otherId: bob.user.id, userId: alice.user.id, isOrder: false });
  });

  it('reaches a socket on B that authenticated by the auth event', async () => {
    const alice = await createUser(a.deps.db);
    const guestOnB = await connectSocket(urlB);
    expect(await guestOnB.emitWithAck('auth', { token: alice.token })).toEqual({
      ok: true,
      userId: alice.user.id,
    });
    const received = waitFor(guestOnB, 'readNotification');
    a.deps.bus.publish([pendingEvent('readNotification', { id: 'x' }, [alice.user.id])]);
    expect(await received).toEqual({ id: 'x' });
  });

  it('a user connected to B is online for a request on A; messages and typing cross instances', async () => {
    const alice = await createUser(a.deps.db);
    const bob = await createUser(a.deps.db);
    const dialog = await insertDialog(a.deps.db, alice.user.id, bob.user.id);
    const view = async () =>
      (await post(a.app, 'dialog/get', alice.token, { dialogId: dialog.id })).json<TDialogResponse>().dialog;
    expect((await view()).user.online).toBe(false);

    const bobOnB = await connectSocket(urlB, { token: bob.token });
    expect((await view()).user.online).toBe(true);

    const message = waitFor(bobOnB, 'sendMessageDialog');
    expect((await sendText(a.app, alice.token, dialog.id, 'через Redis')).statusCode).toBe(200);
    expect((await message).dialog.user).toMatchObject({ _id: alice.user.id });

    const aliceOnA = await connectSocket(urlA, { token: alice.token });
    const typing = waitFor(bobOnB, 'typingDialog');
    aliceOnA.emit('typingDialog', { otherId: bob.user.id, userId: alice.user.id, isOrder: false });
    expect(await typing).toMatchObject({ userId: alice.user.id });
  });
});
