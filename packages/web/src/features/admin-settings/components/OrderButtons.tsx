import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';

interface OrderButtonsProps {
  /** What the buttons act on, for their names: «пункт 2 раздела 1». */
  title: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** Up, down and delete for an entry of an ordered list (keyboard-reachable, named for screen readers). */
export function OrderButtons({ title, index, count, onMove, onRemove }: OrderButtonsProps) {
  return (
    <Group gap={4}>
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={`Поднять ${title}`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={`Опустить ${title}`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <IconArrowDown size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        aria-label={`Удалить ${title}`}
        onClick={() => onRemove(index)}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
