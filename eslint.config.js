import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// ---------------------------------------------------------------------------------------------------------------
// Import rules (docs/architecture.md, CONTRIBUTING.md): domain ← server, domain ← web; server and web never import
// each other; inside web shared → features → app, and no feature imports another.
//
// The path rules are ESLint's own no-restricted-imports, which matches the import string without resolving it. A
// relative path means something different at each folder depth (`../../x` from features/a/components/ is
// features/x, from features/a/components/deal/ it is features/a/x), so the blocks below are generated per folder and
// per depth from the folders that exist when ESLint starts: a new feature, or a deeper folder, is covered on the next
// run. In flat config the last block that sets a rule for a file wins, so every block carries all the patterns that
// apply to its files. Known gap: no-restricted-imports does not see `import()` expressions (only app/ lazy-loads
// across folders today); import-x/no-cycle does follow them.
// ---------------------------------------------------------------------------------------------------------------

const root = import.meta.dirname;
const WEB_FEATURES = 'packages/web/src/features';

/** How many folders below `dir` its deepest source file lies (0: all files directly in `dir`). */
function depthOf(dir) {
  let deepest = 0;
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== 'dist') {
      deepest = Math.max(deepest, 1 + depthOf(`${dir}/${entry.name}`));
    }
  }
  return deepest;
}

/** The source files exactly `depth` folders below `dir`. */
const filesAt = (dir, depth) => [`${dir}/${'*/'.repeat(depth)}*.{ts,tsx}`];

/** The start of a relative import that climbs exactly `n` folders (`../` n times, then a name). */
const up = (n) => `^(?:\\.\\./){${n}}(?!\\.\\./)`;

const pattern = (regex, message) => ({ regex, message, caseSensitive: true });

/** A block for each depth of `dir`, restricting its files with the patterns `at(depth)` returns. */
function restrictByDepth(dir, at) {
  return Array.from({ length: depthOf(dir) + 1 }, (_, depth) => ({
    files: filesAt(dir, depth),
    rules: { 'no-restricted-imports': ['error', { patterns: at(depth) }] },
  }));
}

// packages/server ↔ packages/web. `depth` is the file's depth inside its package: `up(depth + 1)` is packages/.
const NOT_WEB =
  'packages/server may not import packages/web: the server and the web app share code only through @fura/domain.';
const NOT_SERVER =
  'packages/web may not import packages/server: the web app and the server share code only through @fura/domain.';
const noWeb = (depth) => [
  pattern(`^@fura/web(?:/|$)`, NOT_WEB),
  pattern(`${up(depth + 1)}web(?:/|$)`, NOT_WEB),
  pattern(`(?:^|/)packages/web(?:/|$)`, NOT_WEB),
];
const noServer = (depth) => [
  pattern(`^@fura/server(?:/|$)`, NOT_SERVER),
  pattern(`${up(depth + 1)}server(?:/|$)`, NOT_SERVER),
  pattern(`(?:^|/)packages/server(?:/|$)`, NOT_SERVER),
];

// packages/domain: pure, imports no package of ours and nothing outside itself by a relative path.
const domainRules = (depth) => [
  pattern(
    `^@fura/`,
    '@fura/domain imports no package of ours: server and web import the domain, never the reverse.',
  ),
  pattern(
    `^(?:\\.\\./){${depth + 1}}`,
    'A relative import may not leave packages/domain: the domain is pure and imports nothing of ours.',
  ),
];

// packages/web/src/shared: below features/ and app/. `depth` is the file's depth inside shared/ (src/ is
// up(depth + 1)).
const NOT_UP_FROM_SHARED =
  'shared/ may not import features/ or app/: shared code is below them (shared → features → app).';
const sharedRules = (depth) => [
  ...noServer(depth + 2),
  pattern(`${up(depth + 1)}(?:features|app)(?:/|$)`, NOT_UP_FROM_SHARED),
  pattern(`(?:^|/)web/src/(?:features|app)(?:/|$)`, NOT_UP_FROM_SHARED),
];

// packages/web/src/features/<name>: no other feature, no app/. `depth` is the file's depth inside the feature
// (features/ is up(depth + 1), src/ is up(depth + 2)).
const featureRules = (name) => (depth) => {
  const notOther = `features/${name} may not import another feature: put what both need in shared/, or let app/ compose them.`;
  const notApp = `features/${name} may not import app/: app/ composes the features, not the other way round.`;
  return [
    ...noServer(depth + 3),
    pattern(`${up(depth + 1)}(?!${name}(?:/|$))[^/]+`, notOther),
    pattern(`(?:^|/)features/(?!${name}(?:/|$))`, notOther),
    pattern(`${up(depth + 2)}app(?:/|$)`, notApp),
    pattern(`(?:^|/)web/src/app(?:/|$)`, notApp),
  ];
};

const features = fs
  .readdirSync(path.join(root, WEB_FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const importBoundaries = [
  ...restrictByDepth('packages/domain', domainRules),
  ...restrictByDepth('packages/server', noWeb),
  ...restrictByDepth('packages/web', noServer),
  ...restrictByDepth('packages/web/src/shared', sharedRules),
  ...features.flatMap((name) => restrictByDepth(`${WEB_FEATURES}/${name}`, featureRules(name))),
];

// packages/server/src in bands, bottom to top (docs/architecture.md, «The server's layers»): a folder imports only
// bands below its own. Inside modules/, a module imports only the modules before it in MODULE_ORDER. The rule is
// import-x/no-restricted-paths: it resolves each import, so a relative path's depth does not matter.
const SERVER = 'packages/server/src';
const SERVER_BANDS = [
  ['paths.ts', 'last-resort.ts', 'outage-log.ts', 'config.ts', 'serial-runner.ts'],
  ['events'],
  ['db'],
  ['integrations', 'storage', 'images', 'mail', 'realtime'],
  ['app-deps.ts'],
  ['http', 'audio'],
  ['modules'],
  ['site', 'socket', 'jobs', 'seed', 'cli'],
  ['app.ts', 'main.ts'],
];
const MODULE_ORDER = [
  'page',
  'address',
  'push',
  'notification',
  'content',
  'user',
  'company',
  'auth',
  'tariff',
  'files',
  'listing',
  'article',
  'vehicle-template',
  'search',
  'lane',
  'review',
  'deal',
  'dialog',
  'geo',
  'saved-search',
  'admin',
];

function serverLayers() {
  const zones = [];
  SERVER_BANDS.forEach((band, index) => {
    const above = SERVER_BANDS.slice(index + 1).flat();
    for (const folder of band) {
      if (above.length === 0) continue;
      zones.push({
        target: `${SERVER}/${folder}`,
        from: above.map((name) => `${SERVER}/${name}`),
        message: `server layers: ${folder} stands below what it imports here (docs/architecture.md, «The server's layers»).`,
      });
    }
  });
  MODULE_ORDER.forEach((name, index) => {
    const later = MODULE_ORDER.slice(index + 1);
    if (later.length === 0) return;
    zones.push({
      target: `${SERVER}/modules/${name}`,
      from: later.map((other) => `${SERVER}/modules/${other}`),
      message: `server layers: modules/${name} may import only the modules before it in MODULE_ORDER (eslint.config.js).`,
    });
  });
  return [
    {
      files: [`${SERVER}/**/*.ts`],
      plugins: { 'import-x': importX },
      settings: importSettings,
      rules: { 'import-x/no-restricted-paths': ['error', { zones, basePath: root }] },
    },
  ];
}

const importSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/resolver-next': [
    createTypeScriptImportResolver({
      project: ['packages/*/tsconfig.json'],
      alwaysTryTypes: false,
      noWarnOnMultipleProjects: true,
    }),
  ],
};

// Import cycles in the source folders. Type-only imports are ignored by the rule (they vanish at compile time);
// external packages are not followed.
const importCycles = {
  files: ['packages/*/src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: importSettings,
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'packages/server/drizzle/**',
      'e2e/screenshots/**',
      '**/*.config.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/test/**/*.ts', '**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  ...importBoundaries,
  ...serverLayers(),
  importCycles,
);
