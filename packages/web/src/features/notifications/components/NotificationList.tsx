import { Paper, Skeleton, Stack } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { NotificationPayload } from '@fura/domain/events';
import { notificationLink } from '@fura/domain/notification-texts';
import type { NotificationType } from '@fura/domain/notifications';
import { EmptyState } from '../../../shared/ui/ListStates';
import { useReadNotification } from '../../../shared/session/read-notifications';
import { useNotifications } from '../api/get-notifications';
import { NotificationItem } from './NotificationItem';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton';
import { QueryStates } from '../../../shared/ui/QueryStates';

const EMPTY_HINT: Record<NotificationType, string> = {
  all: 'Здесь появятся заявки, смена статусов сделок, отзывы, сообщения и новости о тарифе.',
  offer: 'Здесь появятся заказы, которые вам предложат грузовладельцы.',
  order: 'Здесь появятся заявки, выбор исполнителя, смена статусов и отзывы по вашим сделкам.',
  system: 'Здесь появятся сообщения и уведомления о профиле.',
  tariff: 'Здесь появятся уведомления о тарифе и автоплатеже.',
};

/** A live notification prepended while pages shift on the server may come twice: show it once. */
function uniqueById(items: NotificationPayload[]): NotificationPayload[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item._id)) return false;
    seen.add(item._id);
    return true;
  });
}

function Skeletons() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Загрузка уведомлений" data-testid="notifications-skeleton">
      {[0, 1, 2, 3].map((index) => (
        <Paper key={index} withBorder radius="md" p="md" aria-hidden>
          <Skeleton height={16} width="80%" mb={8} />
          <Skeleton height={12} width="30%" />
        </Paper>
      ))}
    </Stack>
  );
}

/** One tab of /notifications: newest first, 10 per page with «Показать ещё»; a click marks read and opens. */
export function NotificationList({ type }: { type: NotificationType }) {
  const query = useNotifications(type);
  const read = useReadNotification();
  const navigate = useNavigate();
  const notifications = uniqueById(query.data?.pages.flatMap((page) => page.notifications) ?? []);

  const open = (notification: NotificationPayload) => {
    if (!notification.isRead) read.mutate(notification._id);
    const link = notificationLink(notification);
    if (link !== '/notifications') void navigate(link);
  };

  return (
    <QueryStates
      query={query}
      loading={<Skeletons />}
      error={{ title: 'Не удалось загрузить уведомления', testId: 'notifications-error' }}
      isEmpty={() => notifications.length === 0}
      empty={
        <EmptyState
          icon={<IconBellOff size={30} />}
          title="Уведомлений пока нет"
          hint={EMPTY_HINT[type]}
          testId="notifications-empty"
        />
      }
    >
      {() => (
        <Stack gap="sm" component="section" aria-label="Уведомления">
          {notifications.map((notification) => (
            <NotificationItem key={notification._id} notification={notification} onOpen={open} />
          ))}
          <LoadMoreButton query={query} testId="notifications-load-more" />
        </Stack>
      )}
    </QueryStates>
  );
}
