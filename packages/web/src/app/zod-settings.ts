/**
 * Zod reads its settings from `globalThis.__zod_globalConfig` (and keeps an object found there). Set here, imported
 * first by the entry, before any schema exists: `jitless` skips zod's `new Function('')` probe, which our CSP refuses
 * and Chrome reports as an issue on every page with a form (issue 16). The browser's forms are small; no fast path
 * is missed. Imports nothing from zod, so the first load does not grow.
 */
const settings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
settings.__zod_globalConfig = { ...settings.__zod_globalConfig, jitless: true };
