import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { FAQ_TEXT as T } from '../content-texts';

/** «Выше» / «Ниже» for one item of an ordered list; `what` names the item for screen readers. */
export function MoveButtons({
  what,
  first,
  last,
  disabled,
  onMove,
  testId,
}: {
  what: string;
  first: boolean;
  last: boolean;
  disabled: boolean;
  onMove: (direction: -1 | 1) => void;
  testId: string;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size={36}
        disabled={first || disabled}
        onClick={() => onMove(-1)}
        aria-label={`${T.up}: ${what}`}
        data-testid={`${testId}-up`}
      >
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size={36}
        disabled={last || disabled}
        onClick={() => onMove(1)}
        aria-label={`${T.down}: ${what}`}
        data-testid={`${testId}-down`}
      >
        <IconArrowDown size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
