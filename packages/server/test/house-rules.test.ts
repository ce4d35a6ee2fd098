import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of eslint.config.js (docs/architecture.md, CONTRIBUTING.md) catch what they promise: each case
 * lints a line of code as if it stood in the named file, with the repository's own config. Only the import rules run
 * (no type information: the probe files do not exist on disk).
 */
const root = join(import.meta.dirname, '../../..');
const IMPORT_RULES = ['import-x/no-restricted-paths', 'no-restricted-imports', 'import-x/no-cycle'];
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => IMPORT_RULES.includes(ruleId),
});

async function importFindings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parser'}: ${message.message}`);
}

const use = (name: string, from: string) =>
  `import { ${name} } from '${from}';\nexport const probe = ${name};\n`;

describe('the house rules are checked by npm run lint', () => {
  it('the server: db/ imports no module, http/ nothing above it, a module no module after it', async () => {
    expect(
      await importFindings(
        'packages/server/src/db/zz-probe.ts',
        use('assertAuthor', '../modules/article/policy'),
      ),
    ).toEqual([expect.stringContaining('server layers: db stands below')]);
    expect(await importFindings('packages/server/src/http/zz-probe.ts', use('buildApp', '../app'))).toEqual([
      expect.stringContaining('server layers: http stands below'),
    ]);
    expect(
      await importFindings(
        'packages/server/src/modules/listing/zz-probe.ts',
        use('assertAuthor', '../article/policy'),
      ),
    ).toEqual([expect.stringContaining('server layers: modules/listing may import only')]);
  });

  it('what the layers allow passes: a command on the listing core, a module on the HTTP kit', async () => {
    expect(
      await importFindings(
        'packages/server/src/modules/deal/zz-probe.ts',
        use('findArticleWithAuthor', '../listing/repo'),
      ),
    ).toEqual([]);
    expect(
      await importFindings(
        'packages/server/src/modules/listing/zz-probe.ts',
        use('notFound', '../../http/errors'),
      ),
    ).toEqual([]);
  });

  it('an import circle fails, type-only imports aside', async () => {
    // db/ids.ts is imported by the listing repo: importing the repo back closes a circle.
    const findings = await importFindings(
      'packages/server/src/db/ids.ts',
      use('findArticleWithAuthor', '../modules/listing/repo'),
    );
    expect(findings).toEqual(expect.arrayContaining([expect.stringContaining('import-x/no-cycle')]));
  });

  it('the web: no feature imports another, shared imports no feature, nothing imports the server', async () => {
    expect(
      await importFindings(
        'packages/web/src/features/search/zz-probe.ts',
        use('LandingPage', '../landing/pages/LandingPage'),
      ),
    ).toEqual([expect.stringContaining('may not import another feature')]);
    expect(
      await importFindings(
        'packages/web/src/shared/ui/zz-probe.ts',
        use('SearchPage', '../../features/search/pages/SearchPage'),
      ),
    ).toEqual([expect.stringContaining('shared/ may not import features/')]);
    expect(
      await importFindings('packages/web/src/shared/zz-probe.ts', use('buildApp', '../../../server/src/app')),
    ).toEqual([expect.stringContaining('packages/web may not import packages/server')]);
  });

  it('the domain imports no package of ours', async () => {
    expect(
      await importFindings('packages/domain/src/zz-probe.ts', use('buildApp', '@fura/server/src/app')),
    ).toEqual([expect.stringContaining('@fura/domain imports no package of ours')]);
  });
});
