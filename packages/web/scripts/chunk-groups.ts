import type { Rolldown } from 'vite';
import { screenClosure, type BarrelExports } from './screen-closure.ts';

type Group = NonNullable<
  NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean>>['groups']
>[number];
type ChunkingContext = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1];

/** Below this much source, modules shared by a set of server-rendered screens go to the chunk of all of them. */
const MIN_SET_BYTES = 8_000;

const inModules = (...names: string[]) =>
  new RegExp(`node_modules[\\\\/](${names.map((name) => name.replace('/', '[\\\\/]')).join('|')})[\\\\/]`);

/** Our own source (the web app and the domain), where no barrel module re-exports a whole library. */
const OWN_SOURCE = /[\\/]packages[\\/](web|domain)[\\/]src[\\/]/;

/**
 * Names the chunk of a module that the first render of a server-rendered screen needs (our source and libraries
 * alike), or one of the parts such a screen (or every page, `parts`) loads lazily: one chunk per set of screens or
 * parts sharing modules (`public-1`, `public-2-lib`…), so that each of those pages, and each part, loads only what it
 * imports. The library modules (icons, Mantine's parts) of pages' sets smaller than `minSetBytes` of source go to the
 * chunk of every such page instead (`public-shared`), a few bytes more for some pages rather than a request more for
 * each; our own modules never do, they may import a big library. Null for the other modules. Computed once per
 * chunking pass.
 */
function publicChunkNamer(screens: readonly string[], parts: readonly string[], minSetBytes: number) {
  let pass: { context: ChunkingContext; names: Map<string, string> } | null = null;
  return (id: string, context: ChunkingContext): string | null => {
    if (pass?.context !== context) {
      const screensOf = new Map<string, string[]>();
      const barrels = new Map<string, BarrelExports>();
      // The screens, then the parts they load lazily (controls hydrated later, dialogs, a listing's logged-in
      // parts). A module is named by the screens that use it; one no screen uses, by the parts that do.
      const starts = [...screens, ...parts];
      const partsOf = new Map<string, string[]>();
      for (let index = 0; index < starts.length; index += 1) {
        const users = index < screens.length ? screensOf : partsOf;
        for (const module of screenClosure(starts[index] ?? '', context, barrels)) {
          users.set(module, [...(users.get(module) ?? []), String(index)]);
          if (!OWN_SOURCE.test(module)) continue;
          for (const lazy of context.getModuleInfo(module)?.dynamicallyImportedIds ?? []) {
            if (OWN_SOURCE.test(lazy) && !starts.includes(lazy)) starts.push(lazy);
          }
        }
      }
      for (const [module, parts] of partsOf) if (!screensOf.has(module)) screensOf.set(module, parts);
      const bytesOf = new Map<string, number>();
      for (const [module, sharing] of screensOf) {
        const key = `${module.includes('node_modules') ? 'lib' : 'own'}:${sharing.join(',')}`;
        bytesOf.set(key, (bytesOf.get(key) ?? 0) + (context.getModuleInfo(module)?.code?.length ?? 0));
      }
      const setNames = new Map<string, string>();
      const names = new Map<string, string>();
      for (const [module, sharing] of screensOf) {
        // Only what pages need at once: what lazy parts share stays with them.
        const small =
          module.includes('node_modules') &&
          sharing.length > 1 &&
          Number(sharing[0]) < screens.length &&
          (bytesOf.get(`lib:${sharing.join(',')}`) ?? 0) < minSetBytes;
        // A set's libraries apart from its own modules: a library never imports ours, so a chunk of libraries never
        // pulls in our modules (and what they import) for a screen that needs only the library.
        const library = module.includes('node_modules');
        const key = small ? 'shared' : `${library ? 'lib' : 'own'}:${sharing.join(',')}`;
        if (!setNames.has(key)) {
          setNames.set(key, small ? 'public-shared' : `public-${setNames.size + 1}${library ? '-lib' : ''}`);
        }
        names.set(module, setNames.get(key) ?? '');
      }
      pass = { context, names };
    }
    return pass.names.get(id) ?? null;
  };
}

/**
 * How the build groups modules into chunks (issues 14 and 28, decision 42). On a slow network every request costs a
 * round trip, so the private screens' shared code is in a few chunks by kind rather than ~200 tiny ones (one per set
 * of screens sharing a module). But a page rendered on the server (`renderedScreens`) must not download what only
 * other screens need: what it executes first is named by the pages that use it (publicChunkNamer), and so is what the
 * parts it loads later need; `everyPageParts` are the parts every page loads after the start.
 */
export function chunkGroups(renderedScreens: readonly string[], everyPageParts: readonly string[]): Group[] {
  const publicChunk = publicChunkNamer([...new Set(renderedScreens)], everyPageParts, MIN_SET_BYTES);
  const library = (name: string, test: RegExp): Group => ({
    name,
    test,
    minShareCount: 2,
    priority: 1,
    includeDependenciesRecursively: false,
  });
  return [
    { name: 'react', test: inModules('react', 'react-dom', 'react-router', 'scheduler'), priority: 3 },
    // Everything else the entry imports statically, in one chunk rather than dozens of small shared ones.
    { name: 'shell', tags: ['$initial'], priority: 2 },
    {
      name: (id, context) => publicChunk(id, context),
      priority: 1,
      includeDependenciesRecursively: false,
    },
    library('maps', inModules('leaflet', 'react-leaflet', '@react-leaflet')),
    library('forms', inModules('react-hook-form', '@hookform')),
    library('zod', inModules('zod')),
    library('dates', inModules('@mantine/dates')),
    library('dayjs', inModules('dayjs')),
    library(
      'socket',
      inModules('socket.io-client', 'socket.io-parser', 'engine.io-client', 'engine.io-parser', '@socket.io'),
    ),
    library(
      'markdown',
      /node_modules[\\/](react-markdown|remark-[^\\/]+|micromark[^\\/]*|mdast-[^\\/]+|hast-[^\\/]+|unist-[^\\/]+|unified|vfile[^\\/]*|property-information|space-separated-tokens|comma-separated-tokens|html-url-attributes|decode-named-character-reference|character-entities[^\\/]*|style-to-[^\\/]+|inline-style-parser|trim-lines|devlop|bail|trough|extend|is-plain-obj|zwitch|ccount|estree-util-[^\\/]+|@ungap)[\\/]/,
    ),
    // Mantine and its machinery, icons: what the server-rendered pages use is in their `public-…` chunks already.
    library(
      'ui',
      inModules(
        '@mantine/core',
        '@mantine/hooks',
        '@tabler/icons-react',
        '@floating-ui/react',
        '@floating-ui/react-dom',
        '@floating-ui/dom',
        '@floating-ui/core',
        '@floating-ui/utils',
        'react-number-format',
        'react-remove-scroll',
        'react-remove-scroll-bar',
        'react-style-singleton',
        'use-callback-ref',
        'use-sidecar',
        'tslib',
        'clsx',
      ),
    ),
    { name: 'common', test: OWN_SOURCE, minShareCount: 2, includeDependenciesRecursively: false },
  ];
}
