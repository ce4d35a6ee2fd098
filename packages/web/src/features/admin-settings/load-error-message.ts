import { ApiError } from '../../shared/api/client';

/** Why the settings or the plans did not load: the server's reason, or a plain «try again» when no answer came. */
export function loadErrorMessage(error: Error | null): string {
  return error instanceof ApiError ? error.message : 'Попробуйте ещё раз';
}
