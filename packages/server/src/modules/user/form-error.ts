import type { FastifyReply } from 'fastify';
import { issuesToErrors } from '@fura/domain/errors';
import type { z } from 'zod';
import { AppError } from '../../http/errors';

/** A 400 built from zod issues, with `param` as the field path (e.g. `passObj.password`, `name.first`). */
export function validationError(issues: readonly z.core.$ZodIssue[]): AppError {
  return new AppError(400, issuesToErrors(issues));
}

/**
 * The profile forms' failure shape (SPEC §7, §8): `error` carries the first Russian message for the form,
 * `errors` the full list with field paths.
 */
export function sendFormError(reply: FastifyReply, error: AppError): FastifyReply {
  return reply
    .status(error.statusCode)
    .send({ error: error.errors[0]?.msg ?? error.message, errors: error.errors });
}
