import { describe, expect, it } from 'vitest';
import * as C from '../src/constants';

describe('business constants (SPEC §9)', () => {
  it.each([
    ['ARTICLES_PER_PAGE', 6],
    ['NOTIFICATIONS_PER_PAGE', 10],
    ['DIALOGS_PER_PAGE', 20],
    ['REVIEWS_PER_PAGE', 10],
    ['TYPING_INDICATOR_MS', 2500],
    ['AUDIO_RESUME_INTERVAL_MS', 3000],
    ['NOTIFICATION_SOUND_VOLUME', 0.1],
    ['WAVEFORM_POINTS', 300],
    ['TARIFF_WARNING_DAYS', 3],
    ['TARIFF_REMINDER_DAYS', 2],
    ['BELL_COUNTER_CAP', 10],
    ['POPUP_UNREAD_NOTIFICATIONS', 4],
    ['SIDE_NAV_CLICK_MAX_WIDTH', 800],
    ['COOKIE_ACCEPT_MAX_AGE_SECONDS', 864000],
    ['POSITION_MAX_AGE_MS', 10000],
    ['POSITION_HIGH_ACCURACY', true],
    ['POSITION_TIME_GUARD_MS', 300000],
    ['COOKIE_NOTICE_ANIMATION_MS', 500],
    ['COPYRIGHT_START_YEAR', 2017],
    ['CALLBACK_PHONE_LENGTH', 11],
  ] as const)('%s is %o', (name, value) => {
    expect(C[name]).toBe(value);
  });

  it('the cookie lifetime is 10 days', () => {
    expect(C.COOKIE_ACCEPT_MAX_AGE_SECONDS).toBe(10 * 24 * 60 * 60);
  });

  it('the position guard is 5 minutes', () => {
    expect(C.POSITION_TIME_GUARD_MS).toBe(5 * 60 * 1000);
  });
});

describe('product constants', () => {
  it('the product is «Фура» and titles use « | »', () => {
    expect(C.PRODUCT_NAME).toBe('Фура');
    expect(C.TITLE_SEPARATOR).toBe(' | ');
  });

  it('the session cookie is apiToken (SPEC §3)', () => {
    expect(C.API_TOKEN_COOKIE).toBe('apiToken');
  });

  it('passwords are at least 8 characters and reset links live an hour', () => {
    expect(C.PASSWORD_MIN_LENGTH).toBe(8);
    expect(C.RESET_TOKEN_TTL_MS).toBe(3_600_000);
  });

  it('the demo tariff lasts a positive whole number of days', () => {
    expect(Number.isInteger(C.DEMO_TARIFF_DAYS)).toBe(true);
    expect(C.DEMO_TARIFF_DAYS).toBeGreaterThan(0);
  });
});
