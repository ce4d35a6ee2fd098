import { dirname, resolve } from 'node:path';

/** What the bundler tells about a module while it groups modules into chunks (rolldown's ModuleInfo, in part). */
export interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { code: string | null; importedIds: string[]; dynamicallyImportedIds: string[] } | null;
}

const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
/** An import, or an export of names (`export { … }`, `export * from …`): all that a barrel is made of. */
const STATEMENT =
  /\b(?:import\s*(?:[^;'"]*?\s*from\s*)?['"][^'"]*['"]|export\s*(?:\*(?:\s*as\s+\w+)?|\{[^}]*\})(?:\s*from\s*['"][^'"]*['"])?)\s*;?/g;
const IMPORT_FROM = /\b(import|export)\s+(?:type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/g;
const LOCAL_EXPORTS = /\bexport\s*\{([^}]*)\}\s*(?!\s*from)(?=;|$|\n)/g;

function names(clause: string): { imported: string; local: string }[] {
  const result: { imported: string; local: string }[] = [];
  const namespace = /\*\s*as\s+(\w+)/.exec(clause)?.[1];
  if (namespace) result.push({ imported: '*', local: namespace });
  else if (clause.trim() === '*') result.push({ imported: '*', local: '*' });
  const braces = /\{([^}]*)\}/.exec(clause);
  const head = (braces ? clause.slice(0, braces.index) : clause).replace(/\*\s*as\s+\w+/, '');
  const defaultName = /^\s*(\w+)/.exec(head)?.[1];
  if (defaultName) result.push({ imported: 'default', local: defaultName });
  for (const part of (braces?.[1] ?? '').split(',')) {
    const [imported = '', local = imported] = part
      .replace(/^\s*type\s+/, '')
      .trim()
      .split(/\s+as\s+/);
    if (imported) result.push({ imported, local });
  }
  return result;
}

/** A module of a library made only of imports and re-exports (`@mantine/core`, `@tabler/icons-react`). */
function isBarrel(id: string, code: string | null): code is string {
  return (
    id.includes('node_modules') &&
    code !== null &&
    code
      .replace(COMMENTS, '')
      .replace(STATEMENT, '')
      .replace(/['"]use client['"];?/, '')
      .trim() === ''
  );
}

/** The module among `candidates` that `specifier`, written in `from`, names; undefined when none does. */
function resolveSpecifier(from: string, specifier: string, candidates: string[]): string | undefined {
  if (specifier.startsWith('.')) {
    const path = resolve(dirname(from), specifier);
    return candidates.find((id) => {
      const file = id.split('?')[0] ?? id;
      return file === path || file.startsWith(`${path}.`) || file.startsWith(`${path}/index.`);
    });
  }
  const pkg = specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : specifier.split('/')[0];
  return candidates.find((id) => id.includes(`/node_modules/${pkg}/`));
}

export interface BarrelExports {
  /** Exported name → the module (as written) and the name there it comes from (`*`: that whole module). */
  named: Map<string, { specifier: string; imported: string }>;
  /** `export * from …`: modules whose names it also exports. */
  stars: string[];
}

function readBarrel(code: string): BarrelExports {
  const locals = new Map<string, { specifier: string; imported: string }>();
  const named = new Map<string, { specifier: string; imported: string }>();
  const stars: string[] = [];
  for (const [, keyword = '', clause = '', specifier = ''] of code.matchAll(IMPORT_FROM)) {
    for (const { imported, local } of names(clause)) {
      if (keyword === 'import') locals.set(local, { specifier, imported });
      else if (imported === '*' && local === '*') stars.push(specifier);
      else named.set(local, { specifier, imported });
    }
  }
  for (const [, block = ''] of code.matchAll(LOCAL_EXPORTS)) {
    for (const { imported: local, local: exported } of names(`{${block}}`)) {
      const origin = locals.get(local);
      if (origin) named.set(exported, origin);
    }
  }
  return { named, stars };
}

/**
 * The modules a screen's first render executes: the screen and everything it imports statically, transitively —
 * but through a library's barrel only the modules of the names imported from it, not the whole library (the module
 * graph has `@mantine/core` importing every Mantine component). Dynamic imports are not followed.
 */
export function screenClosure(
  screen: string,
  graph: ModuleGraph,
  barrels = new Map<string, BarrelExports>(),
): Set<string> {
  const reached = new Set<string>();
  const wanted = new Map<string, Set<string>>();
  const queue: string[] = [screen];

  const want = (module: string, name: string) => {
    const seen = wanted.get(module) ?? new Set<string>();
    if (seen.has(name) || seen.has('*')) return;
    seen.add(name);
    wanted.set(module, seen);
    const info = graph.getModuleInfo(module);
    if (!info || name === '*' || !isBarrel(module, info.code)) {
      queue.push(module);
      return;
    }
    reached.add(module);
    const exports = barrels.get(module) ?? readBarrel(info.code);
    barrels.set(module, exports);
    const origin = exports.named.get(name);
    const targets = origin ? [origin.specifier] : exports.stars;
    for (const specifier of targets) {
      const target = resolveSpecifier(module, specifier, info.importedIds);
      if (target) want(target, origin ? origin.imported : name);
    }
  };

  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    const statements = info.code ? [...info.code.matchAll(IMPORT_FROM)] : [];
    for (const imported of info.importedIds) {
      const target = graph.getModuleInfo(imported);
      if (!target || !isBarrel(imported, target.code)) {
        queue.push(imported);
        continue;
      }
      const fromBarrel = statements.filter(
        ([, , , specifier = '']) => resolveSpecifier(id, specifier, [imported]) === imported,
      );
      if (fromBarrel.length === 0) want(imported, '*');
      for (const [, , clause = ''] of fromBarrel)
        for (const { imported: name } of names(clause)) want(imported, name);
    }
  }
  return reached;
}
