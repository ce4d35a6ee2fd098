import { ROUTES, type RouteDef } from '@fura/domain/routes';

/** What no crawler should walk beyond the route table: the API and the consignee's tracking links. */
const ALWAYS_DISALLOWED = ['/api/', '/track/'];

/**
 * The robots rule of a route: a path with parameters as its fixed prefix («/dialog/»), any other as itself. Robots
 * rules match by prefix, so a private path must never be the prefix of a public one (tested).
 */
export function disallowRule(path: string): string {
  const param = path.indexOf(':');
  return param === -1 ? path : path.slice(0, param);
}

/**
 * The entrances people look for by name («Фура вход», «Фура регистрация») are indexed like public pages (issue 16:
 * Lighthouse's SEO audit of /login); the password screens are not destinations, and a reset link carries a token.
 */
const INDEXED_AUTH_PATHS: ReadonlySet<string> = new Set([ROUTES.login.path, ROUTES.register.path]);

/** Routes a crawler has nothing to find on: private, the console and the password screens. */
export function isPrivateRoute(def: RouteDef): boolean {
  if (def.access.kind === 'auth') return !INDEXED_AUTH_PATHS.has(def.path);
  return def.access.kind === 'private' || def.access.kind === 'admin';
}

export function disallowedPaths(): string[] {
  const routes = Object.values(ROUTES) as RouteDef[];
  const fromTable = routes.filter(isPrivateRoute).map((def) => disallowRule(def.path));
  return [...new Set([...ALWAYS_DISALLOWED, ...fromTable])];
}

/** GET /robots.txt: every private route disallowed, the sitemap's absolute address. */
export function robotsTxt(publicUrl: string): string {
  const lines = ['User-agent: *', ...disallowedPaths().map((path) => `Disallow: ${path}`), ''];
  lines.push(`Sitemap: ${publicUrl}/sitemap.xml`, '');
  return lines.join('\n');
}
