/**
 * The path inside this app that `url` points to («/mytarif?payment=1» from «https://fura.example/mytarif?payment=1»
 * on that host), or null when it leads to another site.
 */
export function appPath(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.origin);
  } catch {
    return null;
  }
  if (parsed.origin !== window.location.origin) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
