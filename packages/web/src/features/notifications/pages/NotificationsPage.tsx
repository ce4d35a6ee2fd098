import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { IconChecks, IconSettings } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import {
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type NotificationType,
} from '@fura/domain/notifications';
import { ROUTES } from '@fura/domain/routes';
import { useReadAllNotifications } from '../../../shared/session/read-notifications';
import { useSession } from '../../../shared/session/session-query';
import { NotificationList } from '../components/NotificationList';

function typeOf(value: string | null): NotificationType {
  return NOTIFICATION_TYPES.find((type) => type === value) ?? 'all';
}

/** /notifications: tabs by type (in the URL as ?type=), unread marked, mark one or all read, load more. */
export function NotificationsPage() {
  const { session } = useSession();
  const readAll = useReadAllNotifications();
  const [params, setParams] = useSearchParams();
  const type = typeOf(params.get('type'));
  const unread = session?.notificationCounts ?? 0;

  return (
    <Stack gap="md" maw={820} data-testid="notifications-page">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {ROUTES.notifications.title}
        </Title>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconChecks size={18} aria-hidden />}
            disabled={unread === 0}
            loading={readAll.isPending}
            onClick={() => readAll.mutate()}
            data-testid="notifications-read-all"
          >
            Отметить все прочитанными
          </Button>
          <Button
            variant="subtle"
            color="gray"
            component={Link}
            to={ROUTES.notificationsSettings.path}
            leftSection={<IconSettings size={18} aria-hidden />}
          >
            Настройки
          </Button>
        </Group>
      </Group>
      <Tabs
        value={type}
        onChange={(value) => setParams(value && value !== 'all' ? { type: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {NOTIFICATION_TYPES.map((item) => (
            <Tabs.Tab key={item} value={item} data-testid={`notifications-tab-${item}`}>
              {NOTIFICATION_TYPE_LABELS[item]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {NOTIFICATION_TYPES.map((item) => (
          <Tabs.Panel key={item} value={item} pt="md">
            <NotificationList type={item} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
