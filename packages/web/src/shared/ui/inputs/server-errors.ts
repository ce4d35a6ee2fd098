import { ApiError } from '../../api/client';
import { showToast } from '../toast';

const FALLBACK_MESSAGE = 'Не удалось выполнить запрос. Попробуйте ещё раз';

export interface ServerErrorReport<Field extends string> {
  /** Messages that belong to a form field (the envelope's `param` mapped to the form's field name). */
  fieldErrors: { field: Field; msg: string }[];
  /** Messages for the whole form: the `error` text of SPEC §7 form answers and items without a known field. */
  general: string[];
}

/**
 * Splits a failed call into field messages and general ones. `fields` maps the server's `param`
 * (e.g. `name.first`, `passObj.oldPassword`) to the form's field name.
 */
export function readServerError<Field extends string>(
  error: unknown,
  fields: Readonly<Partial<Record<string, Field>>>,
): ServerErrorReport<Field> {
  if (!(error instanceof ApiError)) return { fieldErrors: [], general: [FALLBACK_MESSAGE] };
  const fieldErrors: { field: Field; msg: string }[] = [];
  const general: string[] = [];
  for (const item of error.errors) {
    const field = item.param === undefined ? undefined : fields[item.param];
    if (field !== undefined) fieldErrors.push({ field, msg: item.msg });
    else if (!general.includes(item.msg)) general.push(item.msg);
  }
  const formMessage = error.formMessage;
  if (
    formMessage &&
    !general.includes(formMessage) &&
    !fieldErrors.some((item) => item.msg === formMessage)
  ) {
    general.unshift(formMessage);
  }
  if (fieldErrors.length === 0 && general.length === 0) general.push(error.message);
  return { fieldErrors, general };
}

/** SPEC §8: each general message is shown as an error toast. */
export function showErrorToasts(messages: readonly string[]): void {
  for (const message of messages) showToast({ color: 'red', title: 'Ошибка', message });
}
