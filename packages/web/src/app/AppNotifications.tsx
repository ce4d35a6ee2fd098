import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';

/** The toasts' container (top right, above modals and the header). */
export function AppNotifications() {
  return <Notifications position="top-right" zIndex={400} />;
}
