import { describe, expect, it } from 'vitest';
import { createCarrier } from './helpers/deals';
import { bearer, createUser } from './helpers/factories';
import { socketTestApp } from './helpers/socket-test-app';
import { connectSocket, expectNoEvent, waitFor } from './helpers/sockets';

/**
 * Issue 12: the ban and the unban reach the user's open tab at once (his sessions are revoked, but the tab is told
 * why before it finds out), with the notification; nobody else hears of it.
 */
const t = socketTestApp();

describe('setBan and cancelBan on the user’s open socket', () => {
  it('setBan with the duration, the reason and the end, then cancelBan with the tariff given back', async () => {
    const admin = await createUser(t.deps.db, { type: 'admin' });
    const carrier = await createCarrier(t.deps.db);
    const other = await createCarrier(t.deps.db);
    const socket = await connectSocket(t.baseUrl, { token: carrier.token });
    const otherSocket = await connectSocket(t.baseUrl, { token: other.token });

    const banned = waitFor(socket, 'setBan');
    const notified = waitFor(socket, 'sendNotification');
    const quiet = expectNoEvent(otherSocket, 'setBan');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/ban',
      headers: bearer(admin.token),
      payload: { userId: carrier.user.id, days: 2, comment: 'Грубость в чате' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const payload = await banned;
    expect(payload).toEqual({
      duration: 2,
      commentBan: 'Грубость в чате',
      banUntil: res.json().user.banUntil,
    });
    expect((await notified).notification).toMatchObject({
      code: 'commentBan',
      info: { duration: 2, commentBan: 'Грубость в чате' },
    });
    await quiet;

    const cancelled = waitFor(socket, 'cancelBan');
    const unban = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/unban',
      headers: bearer(admin.token),
      payload: { userId: carrier.user.id },
    });
    expect(unban.statusCode, unban.body).toBe(200);
    const restored = await cancelled;
    expect(restored.tariff).toBe('demo');
    // The demo week had about 7 days left at the ban: they are given back from the unban.
    const left = Date.parse(restored.expiriesTariffAt ?? '') - Date.now();
    expect(left).toBeGreaterThan(6.9 * 24 * 60 * 60 * 1000);
  });
});
