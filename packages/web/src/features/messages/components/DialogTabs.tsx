import { Badge, Button } from '@mantine/core';
import { Link } from 'react-router';
import type { DialogListKind } from '@fura/domain/dialog-schemas';
import { unreadOfKind, unreadTotal } from '../../../shared/dialogs/session-counts';
import { formatCounter } from '../../../shared/format/number';
import { useSession } from '../../../shared/session/session-query';
import { TAB_LABELS, TAB_ORDER, tabPath } from '../messages-text';
import classes from './Messages.module.css';

/** /messages, /messages-by-order, /messages-users as tabs, each with its unread count (session dialogsCount). */
export function DialogTabs({ active }: { active: DialogListKind }) {
  const { session } = useSession();
  const groups = session?.dialogsCount ?? [];
  return (
    <nav aria-label="Диалоги" className={classes.tabs}>
      {TAB_ORDER.map((kind) => {
        const current = kind === active;
        const count = formatCounter(kind === 'all' ? unreadTotal(groups) : unreadOfKind(groups, kind));
        return (
          <Button
            key={kind}
            component={Link}
            to={tabPath(kind)}
            variant={current ? 'light' : 'subtle'}
            color={current ? 'brand' : 'gray'}
            size="sm"
            aria-current={current ? 'page' : undefined}
            className={classes.tab}
            data-testid={`dialog-tab-${kind}`}
            rightSection={
              count ? (
                <Badge
                  size="sm"
                  color="red"
                  circle={count.length < 2}
                  data-testid={`dialog-tab-count-${kind}`}
                >
                  {count}
                </Badge>
              ) : undefined
            }
          >
            {TAB_LABELS[kind]}
          </Button>
        );
      })}
    </nav>
  );
}
