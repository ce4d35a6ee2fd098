import type { NotificationData } from '@mantine/notifications';
import { ApiError } from '../api/client';

const UNKNOWN_ERROR = 'Что-то пошло не так. Попробуйте ещё раз';

// The toasts' library is fetched with the first toast (the app fetches it anyway, after the start, for its
// container: AppNotifications), not with every screen that can show one — a public page's first load stays small
// (issue 28). One module, so one store: the container shows what is put here.
const library = () => import('@mantine/notifications');

/** Shows a toast (SPEC §8). */
export function showToast(data: NotificationData): void {
  void library().then(({ notifications }) => notifications.show(data));
}

export function hideToast(id: string): void {
  void library().then(({ notifications }) => notifications.hide(id));
}

/** SPEC §8: every `msg` of a failed answer is shown as an error toast. */
export function showErrorToast(error: unknown): void {
  const messages = error instanceof ApiError ? error.errors.map((item) => item.msg) : [UNKNOWN_ERROR];
  for (const message of messages.length ? messages : [UNKNOWN_ERROR]) {
    showToast({ color: 'red', title: 'Ошибка', message });
  }
}

export function showSuccessToast(message: string): void {
  showToast({ color: 'green', message });
}
