import { useState } from 'react';
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileText, IconUserCheck, IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TArticle } from '@fura/domain/article-schemas';
import type { TExecutor } from '@fura/domain/deal-items';
import { canRemoveExecutor } from '@fura/domain/deal-rules';
import { routePath } from '@fura/domain/routes';
import { formatDate } from '../../../../shared/format/date';
import { useSetRequestCancel } from '../../api/set-request-cancel';
import { DEAL_TEXTS } from '../../deal-texts';
import { ConfirmModal } from './ConfirmModal';
import { DeliveryMark } from './DeliveryMark';
import { ReturnLoadLink } from './ReturnLoadLink';

/** The executor's block: «Вы исполнитель», the request to be removed, the delivery mark of his side of the deal. */
export function ExecutorPanel({
  article,
  executor,
  selfId,
}: {
  article: TArticle;
  executor: TExecutor;
  selfId: string;
}) {
  const ask = useSetRequestCancel();
  const [confirming, setConfirming] = useState(false);

  return (
    <Stack gap="sm" data-testid="executor-panel">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color="orange" variant="light" radius="xl" size={32} aria-hidden>
          <IconUserCheck size={18} />
        </ThemeIcon>
        <Stack gap={0}>
          <Text fw={700}>{DEAL_TEXTS.youAreExecutor}</Text>
          <Text size="xs" c="dimmed">
            Выбраны {formatDate(executor.createdAt)}
          </Text>
        </Stack>
      </Group>
      <div>
        <Button
          component={Link}
          to={routePath('deal', { articleId: article._id, executorId: selfId })}
          variant="light"
          leftSection={<IconFileText size={18} aria-hidden />}
          data-testid="executor-open-deal"
        >
          {DEAL_TEXTS.openDeal}
        </Button>
      </div>
      <DeliveryMark article={article} executorId={selfId} selfId={selfId} />
      <ReturnLoadLink article={article} selfId={selfId} />
      {executor.cancelRequestedAt ? (
        <Text size="sm" c="dimmed" data-testid="executor-removal-asked">
          {DEAL_TEXTS.askRemovalSent} {formatDate(executor.cancelRequestedAt)}
        </Text>
      ) : (
        canRemoveExecutor(article.status) && (
          <Button
            variant="subtle"
            color="red"
            size="sm"
            leftSection={<IconUserQuestion size={16} aria-hidden />}
            loading={ask.isPending}
            onClick={() => setConfirming(true)}
            data-testid="executor-ask-removal"
          >
            {DEAL_TEXTS.askRemoval}
          </Button>
        )
      )}
      <ConfirmModal
        opened={confirming}
        title={DEAL_TEXTS.askRemovalTitle}
        text={DEAL_TEXTS.askRemovalText}
        confirmLabel={DEAL_TEXTS.askRemoval}
        loading={ask.isPending}
        onConfirm={() => ask.mutate({ article, userId: selfId }, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
        testId="executor-ask-removal-confirm"
      />
    </Stack>
  );
}
