import { describe, expect, it } from 'vitest';

// The domain has no Node types: its sources are read through Vite's glob import.
declare global {
  interface ImportMeta {
    glob(pattern: string, options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
  }
}

const SOURCES = import.meta.glob('../src/*.ts', { query: '?raw', import: 'default', eager: true });

/** Each domain file and the domain files it imports (`import type` too: a cycle of types is still a tangle). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [path, text] of Object.entries(SOURCES)) {
    const targets = [...text.matchAll(/from '\.\/([\w-]+)'/g)].map((match) => `${match[1]}.ts`);
    graph.set(path.replace('../src/', ''), targets);
  }
  return graph;
}

/** The first import cycle found, as the chain of files, or null. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const done = new Set<string>();
  const visit = (file: string, chain: string[]): string[] | null => {
    const start = chain.indexOf(file);
    if (start >= 0) return [...chain.slice(start), file];
    if (done.has(file)) return null;
    for (const target of graph.get(file) ?? []) {
      const cycle = visit(target, [...chain, file]);
      if (cycle) return cycle;
    }
    done.add(file);
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file, []);
    if (cycle) return cycle;
  }
  return null;
}

describe('packages/domain imports', () => {
  it('every import names a domain file that exists', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(30);
    for (const [file, targets] of graph) {
      for (const target of targets) expect(graph.has(target), `${file} → ${target}`).toBe(true);
    }
  });

  it('form no cycle', () => {
    expect(findCycle(importGraph())).toBeNull();
  });

  it('the cycle finder finds one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(findCycle(graph)).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
  });
});
