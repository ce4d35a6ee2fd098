import { Button, Group, Text } from '@mantine/core';
import { IconPackageExport, IconCircleCheck } from '@tabler/icons-react';
import type { TArticle } from '@fura/domain/article-schemas';
import { ArticleStatus } from '@fura/domain/articles';
import { formatDate } from '../../../../shared/format/date';
import { useSetDelivered } from '../../api/set-delivered';
import { deliveredAt } from '../../deal-viewer';
import { DEAL_TEXTS, deliveredLabel } from '../../deal-texts';

/**
 * One executor's delivery (an order's carrier, an offer's cargo owner): «Доставлено dd.MM.yyyy» once marked,
 * «Груз доставлен» while the cargo is on the way.
 */
export function DeliveryMark({
  article,
  executorId,
  selfId,
}: {
  article: TArticle;
  executorId: string;
  selfId: string;
}) {
  const mark = useSetDelivered();
  const at = deliveredAt(article, executorId);
  if (at) {
    return (
      <Group gap={4} wrap="nowrap" data-testid="deal-delivered">
        <IconCircleCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />
        <Text size="sm" c="teal.9" fw={600}>
          {deliveredLabel(formatDate(at))}
        </Text>
      </Group>
    );
  }
  if (article.status !== ArticleStatus.OnTheWay) return null;
  return (
    <Button
      size="sm"
      color="teal"
      variant="light"
      leftSection={<IconPackageExport size={16} aria-hidden />}
      loading={mark.isPending}
      onClick={() => mark.mutate({ article, executorId, selfId })}
      data-testid="deal-mark-delivered"
    >
      {DEAL_TEXTS.delivered}
    </Button>
  );
}
