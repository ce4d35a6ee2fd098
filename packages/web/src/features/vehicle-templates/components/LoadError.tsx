import { ApiError } from '../../../shared/api/client';
import { LoadError as SharedLoadError } from '../../../shared/ui/ListStates';

/** A failed load of templates with its reason and a retry button. */
export function LoadError({ error, onRetry, title }: { error: unknown; onRetry: () => void; title: string }) {
  const message = error instanceof ApiError ? error.message : 'Проверьте подключение к интернету';
  return <SharedLoadError title={title} message={message} onRetry={onRetry} testId="template-load-error" />;
}
