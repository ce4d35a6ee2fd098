import type { Db } from './connect';

/** Stub: filled by issue 13 (pages, FAQ, landing texts; idempotent, production too). */
export async function seedContent(_db: Db): Promise<void> {}
