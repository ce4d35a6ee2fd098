import { ActionIcon, Anchor, Indicator, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TDialog } from '@fura/domain/dialog-schemas';
import { routePath } from '@fura/domain/routes';
import { DealContactLinks } from '../../../shared/deals/DealContacts';
import { UserAvatar } from '../../../shared/deals/UserAvatar';
import { fullName } from '../../../shared/deals/review-format';
import { presenceText } from '../../../shared/dialogs/format';
import classes from './Dialog.module.css';

export const TYPING_TEXT = 'печатает…';

export function backPath(dialog: Pick<TDialog, 'kind'> | undefined): string {
  if (!dialog) return routePath('messages');
  return routePath(dialog.kind === 'order' ? 'messagesByOrder' : 'messagesUsers');
}

/**
 * Back to the list, the other user (avatar, name → his profile, online or last seen, typing), the listing, and his
 * phone and e-mail while the listing's deal between the two is open (the server decides).
 */
export function DialogHeader({ dialog, typing }: { dialog: TDialog; typing: boolean }) {
  const { user, order } = dialog;
  return (
    <div className={classes.header} data-testid="dialog-header">
      <ActionIcon
        component={Link}
        to={backPath(dialog)}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label="К списку диалогов"
        data-testid="dialog-back"
      >
        <IconArrowLeft size={22} />
      </ActionIcon>
      <Indicator color="teal" size={11} offset={4} position="bottom-end" withBorder disabled={!user.online}>
        <UserAvatar user={user} size={40} />
      </Indicator>
      <div className={classes.headerBody}>
        {/* The page's one heading: whom the dialog is with. */}
        <Title order={1} fz="md" fw={600} lh={1.4} className={classes.truncate}>
          <Anchor
            component={Link}
            to={routePath('user', { id: user._id })}
            inherit
            c="dark"
            data-testid="dialog-user"
          >
            {fullName(user)}
          </Anchor>
        </Title>
        {typing ? (
          <Text size="xs" c="brand.6" fs="italic" data-testid="typing-indicator" aria-live="polite">
            {TYPING_TEXT}
          </Text>
        ) : (
          <Text size="xs" c={user.online ? 'teal.9' : 'dimmed'} truncate="end" data-testid="dialog-presence">
            {presenceText(user)}
          </Text>
        )}
        {order && (
          <Anchor
            component={Link}
            to={routePath(order.type, { id: order._id })}
            size="xs"
            className={classes.truncate}
            data-testid="dialog-order-link"
          >
            {order.type === 'order' ? 'Заказ' : 'Предложение'}: {order.route}
          </Anchor>
        )}
        {dialog.contact && <DealContactLinks contact={dialog.contact} size="xs" />}
      </div>
    </div>
  );
}
