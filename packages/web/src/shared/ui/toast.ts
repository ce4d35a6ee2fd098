import { notifications } from '@mantine/notifications';
import { ApiError } from '../api/client';

const UNKNOWN_ERROR = 'Что-то пошло не так. Попробуйте ещё раз';

/** SPEC §8: every `msg` of a failed answer is shown as an error toast. */
export function showErrorToast(error: unknown): void {
  const messages = error instanceof ApiError ? error.errors.map((item) => item.msg) : [UNKNOWN_ERROR];
  for (const message of messages.length ? messages : [UNKNOWN_ERROR]) {
    notifications.show({ color: 'red', title: 'Ошибка', message });
  }
}

export function showSuccessToast(message: string): void {
  notifications.show({ color: 'green', message });
}
