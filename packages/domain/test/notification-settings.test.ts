import { describe, expect, it } from 'vitest';
import {
  ALWAYS_ON_SITE_GROUPS,
  NOTIFICATION_CODE_GROUPS,
  NOTIFICATION_SETTING_GROUPS,
  NOTIFICATION_SETTING_LABELS,
  ZNotificationSettings,
  ZUnsubscribeRequest,
  DEFAULT_PUSH,
  defaultNotificationSettings,
} from '../src/notification-settings';
import { NOTIFICATION_CODES } from '../src/notifications';

describe('notification setting groups', () => {
  it('every notification code belongs to a known group, and no group is empty', () => {
    expect(Object.keys(NOTIFICATION_CODE_GROUPS).sort()).toEqual([...NOTIFICATION_CODES].sort());
    for (const code of NOTIFICATION_CODES)
      expect(NOTIFICATION_SETTING_GROUPS).toContain(NOTIFICATION_CODE_GROUPS[code]);
    for (const group of NOTIFICATION_SETTING_GROUPS) {
      expect(Object.values(NOTIFICATION_CODE_GROUPS), group).toContain(group);
    }
  });

  it('deal codes land where the settings page says', () => {
    expect(NOTIFICATION_CODE_GROUPS.newRequest).toBe('requests');
    expect(NOTIFICATION_CODE_GROUPS.offeredOrder).toBe('requests');
    expect(NOTIFICATION_CODE_GROUPS.executorSet).toBe('deals');
    expect(NOTIFICATION_CODE_GROUPS.reviewSet).toBe('reviews');
    expect(NOTIFICATION_CODE_GROUPS.commentBan).toBe('account');
  });

  it('every group has a Russian label', () => {
    for (const group of NOTIFICATION_SETTING_GROUPS)
      expect(NOTIFICATION_SETTING_LABELS[group]).toMatch(/[А-Яа-яЁё]/);
  });

  it('account notices cannot be turned off on the site', () => {
    expect(ALWAYS_ON_SITE_GROUPS).toEqual(['account']);
  });
});

describe('defaultNotificationSettings', () => {
  it('turns everything on, on the site and by e-mail; push as DEFAULT_PUSH (issue 27)', () => {
    const settings = defaultNotificationSettings();
    expect(Object.keys(settings).sort()).toEqual([...NOTIFICATION_SETTING_GROUPS].sort());
    for (const group of NOTIFICATION_SETTING_GROUPS)
      expect(settings[group]).toEqual({ site: true, email: true, push: DEFAULT_PUSH[group] });
    expect(NOTIFICATION_SETTING_GROUPS.filter((group) => DEFAULT_PUSH[group])).toEqual([
      'requests',
      'deals',
      'reviews',
      'messages',
    ]);
    expect(ZNotificationSettings.parse(settings)).toEqual(settings);
  });

  it('returns fresh objects each call', () => {
    const first = defaultNotificationSettings();
    first.deals.site = false;
    expect(defaultNotificationSettings().deals.site).toBe(true);
  });
});

describe('ZNotificationSettings', () => {
  it.each(NOTIFICATION_SETTING_GROUPS)('rejects settings without the %s group', (group) => {
    const settings: Record<string, unknown> = { ...defaultNotificationSettings() };
    delete settings[group];
    expect(ZNotificationSettings.safeParse(settings).success).toBe(false);
  });

  it('rejects a channel that is missing or not a boolean', () => {
    expect(
      ZNotificationSettings.safeParse({ ...defaultNotificationSettings(), deals: { site: true } }).success,
    ).toBe(false);
    expect(
      ZNotificationSettings.safeParse({
        ...defaultNotificationSettings(),
        deals: { site: 'yes', email: true },
      }).success,
    ).toBe(false);
  });
});

describe('ZUnsubscribeRequest', () => {
  it('takes a token and an optional known group', () => {
    const token = 't'.repeat(16);
    expect(ZUnsubscribeRequest.parse({ token })).toEqual({ token });
    expect(ZUnsubscribeRequest.parse({ token, group: 'deals' })).toEqual({ token, group: 'deals' });
    expect(ZUnsubscribeRequest.safeParse({ token, group: 'other' }).success).toBe(false);
    expect(ZUnsubscribeRequest.safeParse({ token: 't'.repeat(15) }).success).toBe(false);
  });
});
