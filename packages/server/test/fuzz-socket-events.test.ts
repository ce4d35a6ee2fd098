import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TypingPayload } from '@fura/domain/events';
import { createCargo, createCarrier } from './helpers/deals';
import { insertDialog } from './helpers/dialogs';
import type { CreatedUser } from './helpers/factories';
import { BAD_TEXT, BIG_TEXT, DEEP_JSON } from './helpers/fuzz-requests';
import {
  closeAllSockets,
  connectSocket,
  expectNoEvent,
  listenForSockets,
  waitFor,
  type TestSocket,
} from './helpers/sockets';
import { startTestApp } from './helpers/test-app';

/** Socket events from a client: bad text, huge strings and deep nesting are ignored; the socket keeps working. */

let t: Awaited<ReturnType<typeof startTestApp>>;
let baseUrl: string;
let cargo: CreatedUser;
let carrier: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listenForSockets(t.app);
  cargo = await createCargo(t.deps.db);
  carrier = await createCarrier(t.deps.db);
  await insertDialog(t.deps.db, cargo.user.id, carrier.user.id);
});
afterAll(async () => {
  closeAllSockets();
  await t.close();
});

/** A Socket.IO event packet written as raw text (the client's encoder cannot walk 10,000 levels). */
function rawEvent(socket: TestSocket, event: string, json: string): void {
  (socket.io.engine as unknown as { write(data: string): void }).write(`2["${event}",${json}]`);
}

describe('socket events with bad input', () => {
  it('typingDialog with bad ids is dropped and auth with a bad token fails; both sockets stay usable', async () => {
    const sender = await connectSocket(baseUrl, { token: cargo.token });
    const receiver = await connectSocket(baseUrl, { token: carrier.token });
    const valid: TypingPayload = { otherId: carrier.user.id, userId: cargo.user.id, isOrder: false };
    const bad: unknown[] = [
      ...[...BAD_TEXT, BIG_TEXT[1]].flatMap((text) => [
        { ...valid, otherId: text },
        { ...valid, dialogId: text },
        { ...valid, userId: text },
        `${text}`,
      ]),
      [valid, valid],
    ];
    const nothing = expectNoEvent(receiver, 'typingDialog', 1000);
    for (const payload of bad)
      (sender as unknown as { emit(event: string, payload: unknown): void }).emit('typingDialog', payload);
    for (const json of DEEP_JSON) rawEvent(sender, 'typingDialog', json);
    rawEvent(sender, 'typingDialog', '{"otherId":"\\u0000","userId":"\\ud800","isOrder":false}');
    await nothing;

    for (const token of [...BAD_TEXT, 'x'.repeat(300)]) {
      const ack = await sender.timeout(3000).emitWithAck('auth', { token });
      expect(ack).toEqual({ ok: false, userId: null });
    }
    expect(sender.connected && receiver.connected).toBe(true);

    // The sender is a guest after the failed auth: log in again, and typing is relayed as before.
    await sender.timeout(3000).emitWithAck('auth', { token: cargo.token });
    const relayed = waitFor(receiver, 'typingDialog');
    sender.emit('typingDialog', valid);
    expect(await relayed).toEqual(valid);
  });
});
