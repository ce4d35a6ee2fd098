import { describe, expect, it } from 'vitest';
import {
  withAllNotificationsRead,
  withBan,
  withBanCancelled,
  withNewNotification,
  withNotificationRead,
  withTariff,
  withoutTariff,
} from '../src/shared/session/session-updates';
import { makeNotification, makeSession } from './fixtures';

describe('session updates from socket events', () => {
  it('prepends a new notification, keeps at most 4 and counts it', () => {
    const session = makeSession({
      notificationCounts: 4,
      onlyNoRead: ['1', '2', '3', '4'].map((id) => makeNotification(id)),
    });
    const next = withNewNotification(session, makeNotification('5'));
    expect(next.onlyNoRead.map((n) => n._id)).toEqual(['5', '1', '2', '3']);
    expect(next.notificationCounts).toBe(5);
  });

  it('ignores a notification it already has', () => {
    const session = makeSession({ notificationCounts: 1, onlyNoRead: [makeNotification('1')] });
    expect(withNewNotification(session, makeNotification('1'))).toBe(session);
  });

  it('removes a read notification and never counts below 0', () => {
    const session = makeSession({
      notificationCounts: 1,
      onlyNoRead: [makeNotification('1'), makeNotification('2')],
    });
    const once = withNotificationRead(session, '1');
    expect(once.onlyNoRead).toHaveLength(1);
    expect(once.notificationCounts).toBe(0);
    expect(withNotificationRead(once, '2').notificationCounts).toBe(0);
  });

  it('reads all', () => {
    const next = withAllNotificationsRead(
      makeSession({ notificationCounts: 7, onlyNoRead: [makeNotification('1')] }),
    );
    expect(next.notificationCounts).toBe(0);
    expect(next.onlyNoRead).toEqual([]);
  });

  it('bans, and unban restores the tariff', () => {
    const banned = withBan(makeSession({}, { type: 'carrier', tariff: null }));
    expect(banned.user.isBan).toBe(true);
    const back = withBanCancelled(banned, { tariff: 'PRO', expiriesTariffAt: '2026-05-01T00:00:00.000Z' });
    expect(back.user.isBan).toBe(false);
    expect(back.user.tariff).toBe('PRO');
    expect(back.user.expiriesTariffAt).toBe('2026-05-01T00:00:00.000Z');
  });

  it('sets the tariff with its expiry, and removes the tariff keeping the end date', () => {
    const set = withTariff(makeSession({}, { type: 'carrier' }), {
      tariff: 'DEMO',
      expiriesTariffAt: '2026-05-01T00:00:00.000Z',
    });
    expect(set.user.tariff).toBe('DEMO');
    const removed = withoutTariff(set);
    expect(removed.user.tariff).toBeNull();
    expect(removed.user.expiriesTariffAt).toBe('2026-05-01T00:00:00.000Z');
  });
});
