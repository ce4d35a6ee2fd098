import { ApiError } from '../../../shared/api/client';

/** A 4xx answer (404 for an unknown slug) is final; a network or server failure is tried once more. */
export function retryServerFailures(failures: number, error: Error): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1;
}

/** The server has no such page or question. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
