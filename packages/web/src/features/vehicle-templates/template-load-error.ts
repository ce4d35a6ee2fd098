import { ApiError } from '../../shared/api/client';
import type { QueryErrorView } from '../../shared/ui/QueryStates';

/** A failed load of templates: the server's reason, or a hint at the connection when no answer came. */
export function templateLoadError(title: string): QueryErrorView {
  return {
    title,
    testId: 'template-load-error',
    message: (error) => (error instanceof ApiError ? error.message : 'Проверьте подключение к интернету'),
  };
}
