import { Badge, Indicator, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { TDialog, TMessage } from '@fura/domain/dialog-schemas';
import { UserAvatar } from '../../../shared/deals/UserAvatar';
import { fullName } from '../../../shared/deals/review-format';
import { dialogPath } from '../../../shared/dialogs/dialog-paths';
import { listTime, presenceText, voiceLabel } from '../../../shared/dialogs/format';
import { formatCounter } from '../../../shared/format/number';
import classes from './Messages.module.css';

/** The last message in one line: its text, or «Голосовое сообщение 0:12»; mine start with «Вы:». */
export function lastMessagePreview(message: TMessage | null, myId: string): string {
  if (!message) return 'Сообщений пока нет';
  const body = message.voiceSound
    ? voiceLabel(message.voiceSound.durationMs)
    : message.text.replace(/\s+/g, ' ').trim();
  return message.user._id === myId ? `Вы: ${body}` : body;
}

/** One dialog: the other user (avatar with the online dot, name, presence), the listing, the last message. */
export function DialogRow({ dialog, myId }: { dialog: TDialog; myId: string }) {
  const unread = formatCounter(dialog.noRead);
  return (
    <UnstyledButton
      component={Link}
      to={dialogPath(dialog)}
      className={classes.row}
      data-testid="dialog-row"
      data-dialog-id={dialog._id}
      data-unread={dialog.noRead > 0 ? 'true' : undefined}
    >
      <Indicator
        color="teal"
        size={12}
        offset={5}
        position="bottom-end"
        withBorder
        disabled={!dialog.user.online}
        aria-hidden
      >
        <UserAvatar user={dialog.user} size={48} />
      </Indicator>
      <div className={classes.rowBody}>
        <div className={classes.rowLine}>
          <Text fw={600} truncate="end" className={classes.grow}>
            {fullName(dialog.user)}
          </Text>
          <Text size="xs" c="dimmed" className={classes.noShrink} data-testid="dialog-time">
            {listTime(dialog.lastMessageAt)}
          </Text>
        </div>
        <Text size="xs" c={dialog.user.online ? 'teal.9' : 'dimmed'} truncate="end">
          {presenceText(dialog.user)}
        </Text>
        {dialog.order && (
          <Text size="sm" c="brand.7" truncate="end" data-testid="dialog-order">
            {dialog.order.type === 'order' ? 'Заказ' : 'Предложение'}: {dialog.order.route}
          </Text>
        )}
        <div className={classes.rowLine}>
          <Text
            size="sm"
            c={dialog.noRead > 0 ? undefined : 'dimmed'}
            fw={dialog.noRead > 0 ? 600 : undefined}
            truncate="end"
            className={classes.grow}
            data-testid="dialog-last-message"
          >
            {lastMessagePreview(dialog.lastMessage, myId)}
          </Text>
          {unread && (
            <Badge
              color="red"
              size="md"
              circle={unread.length < 2}
              className={classes.noShrink}
              data-testid="dialog-unread"
              aria-label={`Непрочитанных: ${unread}`}
            >
              {unread}
            </Badge>
          )}
        </div>
      </div>
    </UnstyledButton>
  );
}
