import { Skeleton } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import type { DialogListKind } from '@fura/domain/dialog-schemas';
import { EmptyState } from '../../../shared/ui/ListStates';
import { EMPTY_TEXTS } from '../messages-text';
import classes from './Messages.module.css';

export function DialogListEmpty({ kind }: { kind: DialogListKind }) {
  const text = EMPTY_TEXTS[kind];
  return (
    <EmptyState
      icon={<IconMessages size={30} />}
      title={text.title}
      hint={text.hint}
      testId="dialogs-empty"
    />
  );
}

export function DialogListSkeleton() {
  return (
    <div className={classes.list} aria-busy="true" data-testid="dialogs-loading">
      {[0, 1, 2].map((index) => (
        <div key={index} className={classes.row}>
          <Skeleton circle height={48} />
          <div className={classes.rowBody}>
            <Skeleton height={14} width="50%" />
            <Skeleton height={10} width="30%" mt={6} />
            <Skeleton height={12} width="80%" mt={8} />
          </div>
        </div>
      ))}
    </div>
  );
}
