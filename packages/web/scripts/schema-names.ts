import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `const ZName = …`, and any constant made from zod or from another schema: `const point = z.object(…)`. */
const SCHEMA_CONST = /^(?:export )?const (?:(Z\w+)\b[^=]*=|(\w+)\s*=\s*(?:z|Z\w+)\b)/gm;
/**
 * A function whose body is one `return` of a schema, `function freeText(…) { return z.string()… }`, or an arrow
 * function making one, `const range = (max: number) => z.number()…`.
 */
const SCHEMA_FUNCTION =
  /^(?:export )?(?:function (\w+)[^\n]*\{\n\s*return|const (\w+)\s*=\s*\([^)]*\)[^=\n]*=>)\s*(?:z|schema|Z\w*)\b/gm;

/**
 * The names of the zod schemas declared at the top of the modules under `dirs` (our convention: `const ZName =`).
 * Building a schema has no side effect, but a schema derived from another (`ZPosition.nullable()`,
 * `ZBase.extend({…})`) is a method call the bundler cannot know to be pure: listed as pure functions, such
 * schemas (and those made by a schema-returning helper like `freeText()`) are dropped with the rest when a page imports the module for a constant or a helper (issue 28).
 */
export function schemaNames(dirs: string[]): string[] {
  const names = new Set<string>();
  for (const dir of dirs) {
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file)) continue;
      const text = readFileSync(join(dir, file), 'utf8');
      for (const match of [...text.matchAll(SCHEMA_CONST), ...text.matchAll(SCHEMA_FUNCTION)]) {
        const name = match[1] ?? match[2];
        if (name) names.add(name);
      }
    }
  }
  return [...names].sort();
}
