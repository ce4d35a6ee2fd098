import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '../src/shared/forms/zod-resolver';

const SRC = join(__dirname, '../src');

describe('zod’s Russian messages come with the forms', () => {
  it('are set once the forms’ resolver is loaded', () => {
    const result = z.string().min(3).safeParse('ab');
    expect(result.error?.issues[0]?.message).toMatch(/[А-Яа-я]/);
  });

  it('every form takes zodResolver from shared/forms, which sets them', () => {
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.tsx?$/.test(file),
    );
    const direct = files.filter(
      (file) =>
        !file.startsWith(join('shared', 'forms')) &&
        readFileSync(join(SRC, file), 'utf8').includes("from '@hookform/resolvers/zod'"),
    );
    expect(direct.map((file) => relative(SRC, join(SRC, file)))).toEqual([]);
  });
});
