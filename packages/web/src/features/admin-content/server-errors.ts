import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../shared/api/client';
import { showErrorToasts } from '../../shared/ui/inputs/server-errors';

const FALLBACK = 'Не удалось сохранить. Попробуйте ещё раз';

/**
 * Puts each server message on its field (`param` mapped by `fieldOf`, null = not a field of this form) and shows the
 * rest as toasts. The form keeps what was typed: nothing is reset on a failed save.
 */
export function showSaveErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fieldOf: (param: string) => Path<TValues> | null,
): void {
  if (!(error instanceof ApiError)) {
    showErrorToasts([FALLBACK]);
    return;
  }
  const general: string[] = [];
  let focused = false;
  for (const item of error.errors) {
    const field = item.param ? fieldOf(item.param) : null;
    if (field) {
      setError(field, { message: item.msg }, { shouldFocus: !focused });
      focused = true;
    } else if (!general.includes(item.msg)) general.push(item.msg);
  }
  showErrorToasts(general.length || focused ? general : [error.message]);
}

/** A mapper for flat forms: the param is the field's own name. */
export function flatFields<TValues extends FieldValues>(names: readonly Path<TValues>[]) {
  return (param: string): Path<TValues> | null => names.find((name) => name === param) ?? null;
}
