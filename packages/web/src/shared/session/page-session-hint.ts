/** Written by the server into every page (packages/server/src/site/seo/head.ts, `SESSION_HINT_META`). */
const SESSION_HINT_META = 'fura-session';

/** Null until first asked: read from the page once, then kept for the life of the tab. */
let knownGuest: boolean | null = null;

function pageSaysNoSessionCookie(): boolean {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SESSION_HINT_META}"]`);
  // No meta (the Vite dev server, /index.html itself): unknown, so the session is asked for as before.
  return meta?.content === '0';
}

/**
 * Whether this tab knows it has no session, so GET /api/user would only answer 401 (issue 16; docs/decisions.md).
 * True when the page was sent to a request without the `apiToken` cookie and nothing in this tab has signed in
 * since: only login and registration set the cookie, and both call `forgetGuestHint`. A session started in another
 * tab shows here after a reload.
 */
export function isKnownGuest(): boolean {
  knownGuest ??= pageSaysNoSessionCookie();
  return knownGuest;
}

/** The cookie may exist from now on (login, registration): the session is asked for on every check. */
export function forgetGuestHint(): void {
  knownGuest = false;
}
