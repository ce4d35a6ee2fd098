import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface RouteEntry {
  method: HTTPMethods;
  url: string;
}

/** `├── /api/user (GET, HEAD)`: the tree drawing, the path segment, the methods of a route ending there. */
const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the app registered (HEAD left out: Fastify adds it to each GET), read from `printRoutes`: its tree
 * prints one node per line, four characters of drawing per level, and a child continues its parent's path.
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const path: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, drawing = '', segment = '', methods] = match;
    path.length = drawing.length / 4;
    path.push(segment);
    for (const method of methods?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method, url: path.join('') });
    }
  }
  // A change of the drawing would silently list nothing or wrong paths: each listed route must be one the app knows.
  for (const route of routes) {
    if (!app.hasRoute(route)) throw new Error(`route list misread: ${route.method} ${route.url}`);
  }
  if (routes.length === 0) throw new Error('route list misread: no routes');
  return routes;
}
