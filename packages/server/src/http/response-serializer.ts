import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Stringifies the answer as the handler made it. */
export const plainJsonSerializer: FastifySerializerCompiler<z.ZodType> = () => (data: unknown) =>
  JSON.stringify(data);

/**
 * How responses with a schema are written. With `validate` (development, tests) every answer is encoded through its
 * zod schema, so a presenter that leaks or misses a field fails there. Without it (production) presenters, which
 * whitelist their fields, are trusted and the answer is stringified once: the zod pass cost a parse of our own output
 * on every request (issue 14).
 */
export function responseSerializer(validate: boolean): FastifySerializerCompiler<z.ZodType> {
  return validate ? serializerCompiler : plainJsonSerializer;
}
