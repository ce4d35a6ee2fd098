import { useId, useState } from 'react';
import { ActionIcon, Button, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { bellLabel } from '@fura/domain/bell';
import { POPUP_UNREAD_NOTIFICATIONS } from '@fura/domain/constants';
import type { NotificationPayload } from '@fura/domain/events';
import { notificationLink, notificationText } from '@fura/domain/notification-texts';
import { ConfirmAnswerButtons } from '../../shared/articles/ui/ConfirmAnswerButtons';
import { confirmQuestionOf } from '../../shared/notifications/confirm-question';
import { formatDateTime } from '../../shared/format/date';
import { useReadAllNotifications, useReadNotification } from '../../shared/session/read-notifications';
import { UnreadIndicator } from '../../shared/notifications/UnreadIndicator';
import { unreadLabel } from '../../shared/notifications/unread-label';
import { useSession } from '../../shared/session/session-query';
import { unreadNotifications } from '../../shared/session/unread-notifications';
import classes from './BellButton.module.css';

/** Header bell: unread counter (`10+` at 10 or more) and a popup of up to 4 unread with mark-all-read. */
export function BellButton() {
  const { session } = useSession();
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const navigate = useNavigate();
  const readAll = useReadAllNotifications();
  const readOne = useReadNotification();
  if (!session) return null;

  const label = bellLabel(session.notificationCounts);
  const unread = unreadNotifications(session).slice(0, POPUP_UNREAD_NOTIFICATIONS);

  const open = (notification: NotificationPayload) => {
    setOpened(false);
    readOne.mutate(notification._id);
    void navigate(notificationLink(notification));
  };

  // The Popover sits inside the counter's Indicator so that its target, and with it aria-haspopup/expanded/controls, is the
  // button itself; focus moves into the dialog on opening and back to the bell on Escape.
  return (
    <UnreadIndicator label={label} testId="bell-counter">
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={340}
        shadow="md"
        withArrow
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            color="gray"
            onClick={() => setOpened((value) => !value)}
            aria-label={unreadLabel('Уведомления', label)}
            data-testid="header-bell"
          >
            <IconBell size={24} stroke={1.7} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown data-testid="bell-popup" className={classes.dropdown} aria-labelledby={titleId}>
          <Stack gap="xs">
            <Text component="h2" fw={700} fz="md" m={0} id={titleId}>
              Уведомления
            </Text>
            {unread.length === 0 ? (
              <Text size="sm" c="dimmed" py="sm">
                Новых уведомлений нет
              </Text>
            ) : (
              unread.map((notification) => {
                const item = (
                  <UnstyledButton
                    key={notification._id}
                    className={classes.item}
                    onClick={() => open(notification)}
                    data-testid="bell-item"
                  >
                    <Text size="sm" fw={600} lineClamp={3}>
                      {notificationText(notification)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(notification.createdAt)}
                    </Text>
                  </UnstyledButton>
                );
                const asked = confirmQuestionOf(notification);
                // «ещё актуален?»: the answers beside the item, not inside its button (issue 26).
                return asked ? (
                  <Stack key={notification._id} gap={4}>
                    {item}
                    <ConfirmAnswerButtons
                      articleId={asked.articleId}
                      type={asked.type}
                      onAnswered={() => readOne.mutate(notification._id)}
                    />
                  </Stack>
                ) : (
                  item
                );
              })
            )}
            <Stack gap={6}>
              <Button
                size="sm"
                variant="light"
                leftSection={<IconChecks size={16} aria-hidden />}
                disabled={session.notificationCounts === 0}
                loading={readAll.isPending}
                onClick={() => readAll.mutate()}
                data-testid="bell-read-all"
              >
                Отметить все прочитанными
              </Button>
              <Button
                size="sm"
                variant="subtle"
                component={Link}
                to="/notifications"
                onClick={() => setOpened(false)}
              >
                Все уведомления
              </Button>
            </Stack>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </UnreadIndicator>
  );
}
