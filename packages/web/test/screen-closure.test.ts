import { describe, expect, it } from 'vitest';
import { screenClosure, type ModuleGraph } from '../scripts/screen-closure';

/** A made-up module graph: code and static / dynamic imports by id, as the bundler reports them while chunking. */
function graph(modules: Record<string, { code: string; imports?: string[]; lazy?: string[] }>): ModuleGraph {
  return {
    getModuleInfo: (id) => {
      const module = modules[id];
      return module
        ? { code: module.code, importedIds: module.imports ?? [], dynamicallyImportedIds: module.lazy ?? [] }
        : null;
    },
  };
}

const UI = '/app/node_modules/@ui/core/esm';
const MODULES = {
  '/app/src/Page.tsx': {
    code: `import { Badge, Text as T } from '@ui/core';\nimport { helper } from './helper';\nconst Dialog = () => import('./Dialog');`,
    imports: [`${UI}/index.mjs`, '/app/src/helper.ts'],
    lazy: ['/app/src/Dialog.tsx'],
  },
  '/app/src/helper.ts': { code: 'export const helper = 1;' },
  '/app/src/Dialog.tsx': { code: `import { Modal } from '@ui/core';`, imports: [`${UI}/index.mjs`] },
  // A barrel in both styles: names imported then exported together, and re-exports.
  [`${UI}/index.mjs`]: {
    code: `'use client';\nimport { Badge } from "./Badge.mjs";\nimport { Modal } from "./Modal.mjs";\nexport { Text } from './Text.mjs';\nexport * from './more.mjs';\nexport { Badge, Modal };`,
    imports: [`${UI}/Badge.mjs`, `${UI}/Modal.mjs`, `${UI}/Text.mjs`, `${UI}/more.mjs`],
  },
  [`${UI}/Badge.mjs`]: {
    code: `import { box } from './box.mjs';\nexport const Badge = box;`,
    imports: [`${UI}/box.mjs`],
  },
  [`${UI}/box.mjs`]: { code: 'export const box = 1;' },
  [`${UI}/Text.mjs`]: { code: 'export const Text = 1;' },
  [`${UI}/Modal.mjs`]: { code: 'export const Modal = 1;' },
  [`${UI}/more.mjs`]: { code: 'export const Extra = 1;' },
};

describe('screenClosure', () => {
  it('follows a library barrel only through the names imported from it, and no dynamic import', () => {
    const reached = [...screenClosure('/app/src/Page.tsx', graph(MODULES))].sort();
    expect(reached).toEqual(
      [
        '/app/src/Page.tsx',
        '/app/src/helper.ts',
        `${UI}/index.mjs`,
        `${UI}/Badge.mjs`,
        `${UI}/box.mjs`,
        `${UI}/Text.mjs`,
      ].sort(),
    );
  });

  it('reaches a name the barrel exports from elsewhere (`export *`), and what a lazy part imports from its own start', () => {
    const modules = {
      ...MODULES,
      '/app/src/Dialog.tsx': { code: `import { Extra } from '@ui/core';`, imports: [`${UI}/index.mjs`] },
    };
    const reached = screenClosure('/app/src/Dialog.tsx', graph(modules));
    expect(reached.has(`${UI}/more.mjs`)).toBe(true);
    expect(reached.has(`${UI}/Badge.mjs`)).toBe(false);
    expect(reached.has(`${UI}/Modal.mjs`)).toBe(false);
  });

  it('follows the whole barrel when it cannot read what is imported from it', () => {
    const modules = {
      ...MODULES,
      '/app/src/Page.tsx': { code: `import * as ui from '@ui/core';`, imports: [`${UI}/index.mjs`] },
    };
    const reached = screenClosure('/app/src/Page.tsx', graph(modules));
    for (const name of ['Badge', 'Modal', 'Text', 'more'])
      expect(reached.has(`${UI}/${name}.mjs`)).toBe(true);
  });
});
