import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userRoom } from '@fura/domain/events';
import { sessions } from '../src/db/schema';
import { inTransaction } from '../src/db/transaction';
import { pendingEvent } from '../src/events/event-bus';
import { insertDialog } from './helpers/dialogs';
import { createUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';
import { closeAllSockets, connectSocket, expectNoEvent, listenForSockets, waitFor } from './helpers/sockets';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let baseUrl: string;

beforeAll(async () => {
  ctx = await startTestApp();
  baseUrl = await listenForSockets(ctx.app);
});
afterEach(() => closeAllSockets());
afterAll(async () => {
  closeAllSockets();
  await ctx.close();
});

/** The rooms the server has put a socket in (its own id room included). */
async function roomsOf(socketId: string | undefined): Promise<string[]> {
  const sockets = await ctx.realtime.io.fetchSockets();
  const found = sockets.find((socket) => socket.id === socketId);
  if (!found) throw new Error(`socket ${socketId} not found on the server`);
  return [...found.rooms].filter((room) => room !== socketId);
}

function publishTo(userIds: string[], exceptSocketId: string | null = null, id = 'n-1'): void {
  ctx.deps.bus.publish([pendingEvent('readNotification', { id }, userIds, exceptSocketId)]);
}

describe('socket authentication', () => {
  it('authenticates by the handshake token and joins the user room', async () => {
    const { user, token } = await createUser(ctx.deps.db);
    const socket = await connectSocket(baseUrl, { token });
    expect(await roomsOf(socket.id)).toEqual([userRoom(user.id)]);
    const received = waitFor(socket, 'readNotification');
    publishTo([user.id]);
    expect(await received).toEqual({ id: 'n-1' });
  });

  it('authenticates by the apiToken cookie of the handshake', async () => {
    const { user, token } = await createUser(ctx.deps.db);
    const socket = await connectSocket(baseUrl, { cookieToken: token });
    expect(await roomsOf(socket.id)).toEqual([userRoom(user.id)]);
    const received = waitFor(socket, 'readNotificationAll');
    ctx.deps.bus.publish([pendingEvent('readNotificationAll', {}, [user.id])]);
    expect(await received).toEqual({});
  });

  it('authenticates a guest socket by the auth event and acknowledges with the user id', async () => {
    const { user, token } = await createUser(ctx.deps.db);
    const socket = await connectSocket(baseUrl);
    expect(await roomsOf(socket.id)).toEqual([]);
    publishTo([user.id]);
    await expectNoEvent(socket, 'readNotification');

    const ack = await socket.emitWithAck('auth', { token });
    expect(ack).toEqual({ ok: true, userId: user.id });
    expect(await roomsOf(socket.id)).toEqual([userRoom(user.id)]);
    const received = waitFor(socket, 'readNotification');
    publishTo([user.id], null, 'n-2');
    expect(await received).toEqual({ id: 'n-2' });
  });

  it('answers the auth event without an ack by an authResult event', async () => {
    const { user, token } = await createUser(ctx.deps.db);
    const socket = await connectSocket(baseUrl);
    const result = waitFor(socket, 'authResult');
    socket.emit('auth', { token });
    expect(await result).toEqual({ ok: true, userId: user.id });
  });

  it('keeps a socket with a bad or revoked token as a guest in no room', async () => {
    const { user, token } = await createUser(ctx.deps.db);
    await ctx.deps.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id));

    const bad = await connectSocket(baseUrl, { token: 'not-a-real-token' });
    const revoked = await connectSocket(baseUrl, { token });
    const revokedCookie = await connectSocket(baseUrl, { cookieToken: token });
    for (const socket of [bad, revoked, revokedCookie]) expect(await roomsOf(socket.id)).toEqual([]);

    publishTo([user.id]);
    await Promise.all(
      [bad, revoked, revokedCookie].map((socket) => expectNoEvent(socket, 'readNotification')),
    );
    expect(await revoked.emitWithAck('auth', { token })).toEqual({ ok: false, userId: null });
    expect(await bad.emitWithAck('auth', { token: 42 })).toEqual({
      ok: false,
      userId: null,
    });
  });

  it('moves the socket to the new user room on auth, and out of every room on a failed auth', async () => {
    const first = await createUser(ctx.deps.db);
    const second = await createUser(ctx.deps.db);
    const socket = await connectSocket(baseUrl, { token: first.token });

    expect(await socket.emitWithAck('auth', { token: second.token })).toEqual({
      ok: true,
      userId: second.user.id,
    });
    expect(await roomsOf(socket.id)).toEqual([userRoom(second.user.id)]);
    publishTo([first.user.id]);
    await expectNoEvent(socket, 'readNotification');

    expect(await socket.emitWithAck('auth', { token: 'wrong' })).toEqual({ ok: false, userId: null });
    expect(await roomsOf(socket.id)).toEqual([]);
  });

  it('refuses a browser handshake from another origin and accepts our own', async () => {
    const { token } = await createUser(ctx.deps.db);
    await expect(
      connectSocket(baseUrl, { token, headers: { origin: 'https://evil.example' } }),
    ).rejects.toThrow();
    const own = await connectSocket(baseUrl, { token, headers: { origin: baseUrl } });
    expect(own.connected).toBe(true);
  });
});

describe('event delivery', () => {
  it('reaches every tab of the addressed user except the calling one, and no other user', async () => {
    const alice = await createUser(ctx.deps.db);
    const bob = await createUser(ctx.deps.db);
    const caller = await connectSocket(baseUrl, { token: alice.token });
    const otherTab = await connectSocket(baseUrl, { cookieToken: alice.token });
    const bobSocket = await connectSocket(baseUrl, { token: bob.token });
    const guest = await connectSocket(baseUrl);

    // Listen before publishing: an event that arrives before its listener would go unseen.
    const received = waitFor(otherTab, 'readNotification');
    const silent = Promise.all([
      expectNoEvent(caller, 'readNotification'),
      expectNoEvent(bobSocket, 'readNotification'),
      expectNoEvent(guest, 'readNotification'),
    ]);
    publishTo([alice.user.id], caller.id ?? null);
    expect(await received).toEqual({ id: 'n-1' });
    await silent;

    const both = Promise.all([waitFor(caller, 'readNotification'), waitFor(bobSocket, 'readNotification')]);
    publishTo([alice.user.id, bob.user.id], null, 'n-3');
    expect(await both).toEqual([{ id: 'n-3' }, { id: 'n-3' }]);
  });

  it('never broadcasts an event addressed to nobody', async () => {
    const alice = await createUser(ctx.deps.db);
    const socket = await connectSocket(baseUrl, { token: alice.token });
    const guest = await connectSocket(baseUrl);
    publishTo([]);
    await Promise.all([expectNoEvent(socket, 'readNotification'), expectNoEvent(guest, 'readNotification')]);
  });

  it('publishes events only after the transaction commits, and nothing when it rolls back', async () => {
    const alice = await createUser(ctx.deps.db);
    const socket = await connectSocket(baseUrl, { token: alice.token });

    const silent = expectNoEvent(socket, 'readNotificationAll');
    await expect(
      inTransaction(ctx.deps.db, ctx.deps.bus, async (tx, events) => {
        events.push(pendingEvent('readNotificationAll', {}, [alice.user.id]));
        await tx.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.userId, alice.user.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await silent;

    const received = waitFor(socket, 'readNotificationAll');
    await inTransaction(ctx.deps.db, ctx.deps.bus, async (_tx, events) => {
      events.push(pendingEvent('readNotificationAll', {}, [alice.user.id]));
      // Still inside the transaction: nothing may have left yet.
      await expectNoEvent(socket, 'readNotificationAll', 300);
    });
    expect(await received).toEqual({});
  });
});

describe('typing relay', () => {
  it('relays typingDialog to the other user only, when userId is the sender', async () => {
    const alice = await createUser(ctx.deps.db);
    const bob = await createUser(ctx.deps.db);
    const aliceSocket = await connectSocket(baseUrl, { token: alice.token });
    const aliceOtherTab = await connectSocket(baseUrl, { token: alice.token });
    const bobSocket = await connectSocket(baseUrl, { token: bob.token });
    // Typing is relayed only between users who share a dialog of that kind.
    await insertDialog(ctx.deps.db, alice.user.id, bob.user.id);

    const typing = { otherId: bob.user.id, userId: alice.user.id, isOrder: false };
    const received = waitFor(bobSocket, 'typingDialog');
    const silent = Promise.all([
      expectNoEvent(aliceOtherTab, 'typingDialog'),
      expectNoEvent(aliceSocket, 'typingDialog'),
    ]);
    aliceSocket.emit('typingDialog', typing);
    expect(await received).toEqual(typing);
    await silent;
  });

  it('drops typingDialog between users who share no dialog of that kind', async () => {
    const alice = await createUser(ctx.deps.db);
    const bob = await createUser(ctx.deps.db);
    const aliceSocket = await connectSocket(baseUrl, { token: alice.token });
    const bobSocket = await connectSocket(baseUrl, { token: bob.token });
    await insertDialog(ctx.deps.db, alice.user.id, bob.user.id);
    // They share a user dialog, not an order one.
    aliceSocket.emit('typingDialog', { otherId: bob.user.id, userId: alice.user.id, isOrder: true });
    await expectNoEvent(bobSocket, 'typingDialog', 500);
  });

  it('drops typingDialog with someone else’s userId, from a guest, or malformed', async () => {
    const alice = await createUser(ctx.deps.db);
    const bob = await createUser(ctx.deps.db);
    const mallory = await createUser(ctx.deps.db);
    const bobSocket = await connectSocket(baseUrl, { token: bob.token });
    const mallorySocket = await connectSocket(baseUrl, { token: mallory.token });
    const guest = await connectSocket(baseUrl);

    mallorySocket.emit('typingDialog', { otherId: bob.user.id, userId: alice.user.id, isOrder: false });
    guest.emit('typingDialog', { otherId: bob.user.id, userId: alice.user.id, isOrder: false });
    mallorySocket.emit('typingDialog', { otherId: bob.user.id, userId: mallory.user.id } as unknown as {
      otherId: string;
      userId: string;
      isOrder: boolean;
    });
    await expectNoEvent(bobSocket, 'typingDialog', 500);
  });
});

describe('shutdown', () => {
  it('closes the app while sockets are still connected, disconnecting them', async () => {
    const own = await startTestApp();
    const url = await listenForSockets(own.app);
    const { token } = await createUser(own.deps.db);
    const socket = await connectSocket(url, { token });
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await own.close();
    expect(await disconnected).toBe('io server disconnect');
    // Events published after shutdown are dropped quietly.
    expect(() => own.deps.bus.publish([pendingEvent('readNotificationAll', {}, ['someone'])])).not.toThrow();
  });
});
