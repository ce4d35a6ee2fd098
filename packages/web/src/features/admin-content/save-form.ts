import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { showSuccessToast } from '../../shared/ui/toast';
import { showSaveErrors } from './server-errors';

/**
 * The content forms' one save: an untouched form only says so (`nothingChanged`: its text, or false to save anyway);
 * a refused save puts each server message on its field or in a toast and keeps what was typed; a saved one runs
 * `onSaved` with the answer (reset the form, close the dialog, follow a new address) and says «сохранено».
 */
export async function saveForm<TValues extends FieldValues, TAnswer>({
  save,
  setError,
  fieldOf,
  nothingChanged = false,
  savedText,
  onSaved,
}: {
  save: () => Promise<TAnswer>;
  setError: UseFormSetError<TValues>;
  fieldOf: Parameters<typeof showSaveErrors<TValues>>[2];
  nothingChanged?: string | false;
  savedText: string;
  onSaved?: (answer: TAnswer) => void;
}): Promise<void> {
  if (nothingChanged) {
    showSuccessToast(nothingChanged);
    return;
  }
  let answer: TAnswer;
  try {
    answer = await save();
  } catch (error) {
    showSaveErrors(error, setError, fieldOf);
    return;
  }
  onSaved?.(answer);
  showSuccessToast(savedText);
}
