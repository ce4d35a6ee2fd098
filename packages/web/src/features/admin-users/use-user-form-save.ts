import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { readServerError } from '../../shared/ui/inputs/server-errors';
import { showSuccessToast } from '../../shared/ui/toast';

/**
 * The one save of the user card's forms (ban, notice). `save` sends the form; a refused one puts each server message
 * on its field (`serverFields`: the server's `param` → the form's field; `focusErrors` moves the focus there) and the
 * rest in `general`, for the form's alert, keeping what was typed; a sent one runs `onSaved` (reset the form) and
 * says `savedText`.
 */
export function useUserFormSave<TValues extends FieldValues>({
  setError,
  serverFields,
  focusErrors = false,
  savedText,
  onSaved,
}: {
  setError: UseFormSetError<TValues>;
  serverFields: Readonly<Partial<Record<string, Path<TValues>>>>;
  focusErrors?: boolean;
  savedText: string;
  onSaved: () => void;
}) {
  const [general, setGeneral] = useState<string[]>([]);

  const saveForm = async (save: () => Promise<unknown>): Promise<void> => {
    setGeneral([]);
    try {
      await save();
    } catch (error) {
      const report = readServerError(error, serverFields);
      for (const item of report.fieldErrors)
        setError(item.field, { message: item.msg }, { shouldFocus: focusErrors });
      setGeneral(report.general);
      return;
    }
    onSaved();
    showSuccessToast(savedText);
  };

  return { general, saveForm };
}
