import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileText, IconUserMinus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TArticle } from '@fura/domain/article-schemas';
import type { TDealUser } from '@fura/domain/deal-items';
import { canRemoveExecutor } from '@fura/domain/deal-rules';
import { routePath } from '@fura/domain/routes';
import { formatDate } from '../../../../shared/format/date';
import { useDeleteExecutor } from '../../api/delete-executor';
import { DEAL_TEXTS } from '../../deal-texts';
import { Section } from '../Section';
import { ConfirmModal } from './ConfirmModal';
import { DealUserLine, personName } from './DealUserLine';
import { DeliveryMark } from './DeliveryMark';
import { ReturnLoadLink } from './ReturnLoadLink';

/**
 * The author's «Исполнители»: who carries (or whose cargo goes), «Просит снять» when one asked to be removed,
 * «Снять» while executors may change, and each executor's delivery mark on the way (an offer's carrier marks each
 * cargo owner's load).
 */
export function ExecutorsSection({ article, selfId }: { article: TArticle; selfId: string }) {
  const remove = useDeleteExecutor();
  const [confirming, setConfirming] = useState<TDealUser | null>(null);
  const removable = canRemoveExecutor(article.status);

  const confirm = () => {
    if (!confirming) return;
    remove.mutate({ article, executorId: confirming._id }, { onSettled: () => setConfirming(null) });
  };

  return (
    <Section title={DEAL_TEXTS.executorsTitle} testId="deal-executors">
      <Stack gap="sm">
        {article.executors.map((executor) => (
          <Paper key={executor.user._id} withBorder radius="md" p="sm" data-testid="executor-item">
            <Stack gap="xs">
              <DealUserLine
                user={executor.user}
                badges={
                  executor.cancelRequestedAt ? (
                    <Badge color="red" variant="light" size="sm" data-testid="executor-asks-removal">
                      {DEAL_TEXTS.asksRemoval}
                    </Badge>
                  ) : null
                }
              />
              <Group gap="xs" wrap="wrap" justify="space-between">
                <Text size="xs" c="dimmed">
                  Выбран {formatDate(executor.createdAt)}
                </Text>
                <Group gap="xs" wrap="wrap">
                  <Button
                    component={Link}
                    to={routePath('deal', { articleId: article._id, executorId: executor.user._id })}
                    size="sm"
                    variant="light"
                    leftSection={<IconFileText size={16} aria-hidden />}
                    aria-label={`${DEAL_TEXTS.openDeal}: ${personName(executor.user)}`}
                    data-testid="executor-open-deal"
                  >
                    {DEAL_TEXTS.openDeal}
                  </Button>
                  <DeliveryMark article={article} executorId={executor.user._id} selfId={selfId} />
                  {removable && (
                    <Button
                      size="sm"
                      variant="subtle"
                      color="red"
                      leftSection={<IconUserMinus size={16} aria-hidden />}
                      onClick={() => setConfirming(executor.user)}
                      data-testid="executor-remove"
                    >
                      {DEAL_TEXTS.removeExecutor}
                    </Button>
                  )}
                </Group>
              </Group>
            </Stack>
          </Paper>
        ))}
        <ReturnLoadLink article={article} selfId={selfId} />
      </Stack>
      <ConfirmModal
        opened={confirming !== null}
        title={DEAL_TEXTS.removeExecutorTitle}
        text={
          confirming
            ? `${personName(confirming)} перестанет быть исполнителем. Его заявка останется в списке.`
            : ''
        }
        confirmLabel={DEAL_TEXTS.removeExecutor}
        loading={remove.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
        testId="executor-remove-confirm"
      />
    </Section>
  );
}
