/**
 * What the service worker answers (issue 27). It keeps no API answer: /api/, /socket.io/ and /files/ are never
 * handled at all — not even a navigation to them (the mail's confirm and unsubscribe pages, a PDF), so the browser
 * fetches them as if there were no worker. Every other navigation goes to the network (the server writes each page's
 * head and session hint, so no page is answered from a cache) and falls back to the offline page when there is none.
 */

export const OFFLINE_PAGE = '/offline.html';

/** Matched against a URL's path and query. */
const NOT_HANDLED: readonly RegExp[] = [/^\/api\//, /^\/socket\.io\//, /^\/files\//];

export function handlesNavigation(pathAndQuery: string): boolean {
  return !NOT_HANDLED.some((pattern) => pattern.test(pathAndQuery));
}
