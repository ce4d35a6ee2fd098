import { Button, Group, type MantineSize } from '@mantine/core';
import { IconArrowBackUp, IconCircleCheck } from '@tabler/icons-react';
import type { ArticleType } from '@fura/domain/articles';
import { CONFIRM_ACTION_LABELS, type ConfirmAction } from '@fura/domain/listing-freshness';
import { useConfirmAnswer } from '../use-confirm-answer';

/** «Да, актуален» and «Снять с публикации» for the author of a published listing (bell, listing page). */
export function ConfirmAnswerButtons({
  articleId,
  type,
  size = 'xs',
  onAnswered,
}: {
  articleId: string;
  type: ArticleType;
  size?: MantineSize;
  onAnswered?: (answer: ConfirmAction) => void;
}) {
  const answer = useConfirmAnswer();
  const send = (choice: ConfirmAction) =>
    answer.mutate({ articleId, type, answer: choice }, { onSuccess: () => onAnswered?.(choice) });
  const pending = (choice: ConfirmAction) => answer.isPending && answer.variables.answer === choice;
  return (
    <Group gap="xs" data-testid="confirm-answer">
      <Button
        size={size}
        leftSection={<IconCircleCheck size={16} aria-hidden />}
        loading={pending('confirm')}
        disabled={answer.isPending}
        onClick={() => send('confirm')}
        data-testid="confirm-current"
      >
        {CONFIRM_ACTION_LABELS.confirm[type]}
      </Button>
      <Button
        size={size}
        variant="default"
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        loading={pending('unpublish')}
        disabled={answer.isPending}
        onClick={() => send('unpublish')}
        data-testid="confirm-unpublish"
      >
        {CONFIRM_ACTION_LABELS.unpublish[type]}
      </Button>
    </Group>
  );
}
