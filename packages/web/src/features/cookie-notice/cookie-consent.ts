import { COOKIE_ACCEPT_MAX_AGE_SECONDS, COOKIE_ACCEPT_NAME } from '@fura/domain/constants';

export function isCookieAccepted(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${COOKIE_ACCEPT_NAME}=`));
}

/** Remembers the consent for 10 days (864000 s, SPEC §9). */
export function acceptCookies(): void {
  document.cookie = `${COOKIE_ACCEPT_NAME}=1; max-age=${COOKIE_ACCEPT_MAX_AGE_SECONDS}; path=/; SameSite=Lax`;
}
