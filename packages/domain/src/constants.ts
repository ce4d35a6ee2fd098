/** Business constants and limits. SPEC §9. */

export const PRODUCT_NAME = 'Фура';
export const TITLE_SEPARATOR = ' | ';

export const ARTICLES_PER_PAGE = 6;
export const NOTIFICATIONS_PER_PAGE = 10;
export const DIALOGS_PER_PAGE = 20;
export const REVIEWS_PER_PAGE = 10;

export const TYPING_INDICATOR_MS = 2500;
export const AUDIO_RESUME_INTERVAL_MS = 3000;
export const NOTIFICATION_SOUND_VOLUME = 0.1;
export const WAVEFORM_POINTS = 300;

export const TARIFF_WARNING_DAYS = 3;
export const TARIFF_REMINDER_DAYS = 2;

export const BELL_COUNTER_CAP = 10;
export const POPUP_UNREAD_NOTIFICATIONS = 4;
export const SIDE_NAV_CLICK_MAX_WIDTH = 800;

export const COOKIE_ACCEPT_NAME = 'cookieAccepted';
export const COOKIE_ACCEPT_MAX_AGE_SECONDS = 864000;
export const COOKIE_NOTICE_ANIMATION_MS = 500;

export const POSITION_MAX_AGE_MS = 10000;
export const POSITION_HIGH_ACCURACY = true;
export const POSITION_TIME_GUARD_MS = 300000;

export const COPYRIGHT_START_YEAR = 2017;
export const CALLBACK_PHONE_LENGTH = 11;

/** Name of the session cookie and of the bearer token field (SPEC §3 `apiToken`). */
export const API_TOKEN_COOKIE = 'apiToken';

export const DEMO_TARIFF_DAYS = 7;
export const PASSWORD_MIN_LENGTH = 8;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** A deal's parties see each other's phone and e-mail until this many days after it is completed or cancelled. */
export const DEAL_CONTACTS_DAYS_AFTER_CLOSE = 7;
