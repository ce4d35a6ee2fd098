import type { Plugin } from 'vite';

/** Where the build writes each route's files, for the server's page head (issue 14). */
export const ROUTE_PRELOAD_FILE = '.vite/route-preload.json';
/** Where it lists the routes the server renders, whose first JavaScript scripts/check-web-budget.mjs gates. */
const RENDERED_ROUTES_FILE = '.vite/rendered-routes.json';

/** The files (paths inside dist) a route needs beyond the entry's: its screen chunk, the chunks it imports, its CSS. */
export interface RouteFiles {
  js: string[];
  css: string[];
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The chunk and every chunk it imports statically, transitively. */
function staticClosure(start: ChunkLike, chunks: Map<string, ChunkLike>): ChunkLike[] {
  const seen = new Map<string, ChunkLike>();
  const queue = [start];
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = chunks.get(name);
      if (next) queue.push(next);
    }
  }
  return [...seen.values()];
}

function cssOf(chunks: ChunkLike[]): string[] {
  return chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
}

/**
 * Lists, for every route of `screenModules` (route name → its screen's module under src/), the JS and CSS files that
 * the route loads beyond the entry, so that the server can put `<link rel="modulepreload">` for them into the page
 * head: the screen's chunk then downloads beside the entry, not after it. A module found in no chunk fails the
 * build (the table is out of step with the screens). `renderedRoutes` (those the server renders) are written beside,
 * for the budget check.
 */
export function routePreloadPlugin(
  screenModules: Record<string, string>,
  renderedRoutes: readonly string[],
): Plugin {
  let root = '';
  return {
    name: 'fura-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) return;
      const entryFiles = staticClosure(entry, chunks);
      const entryJs = new Set(entryFiles.map((chunk) => chunk.fileName));
      const entryCss = new Set(cssOf(entryFiles));

      const routes: Record<string, RouteFiles> = {};
      for (const [route, module] of Object.entries(screenModules)) {
        const id = `${root}/src/${module}`;
        const home = [...chunks.values()].find((chunk) => chunk.moduleIds.includes(id));
        if (!home) this.error(`route ${route}: ${module} is in no chunk of the build`);
        const files = staticClosure(home, chunks);
        routes[route] = {
          js: files.map((chunk) => chunk.fileName).filter((file) => !entryJs.has(file)),
          css: [...new Set(cssOf(files))].filter((file) => !entryCss.has(file)),
        };
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOAD_FILE, source: JSON.stringify(routes, null, 2) });
      this.emitFile({
        type: 'asset',
        fileName: RENDERED_ROUTES_FILE,
        source: JSON.stringify(renderedRoutes),
      });
    },
  };
}
