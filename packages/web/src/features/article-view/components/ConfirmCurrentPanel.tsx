import { Paper, Stack, Text } from '@mantine/core';
import type { TArticle } from '@fura/domain/article-schemas';
import { CONFIRM_QUESTIONS, confirmedRecentlySince } from '@fura/domain/listing-freshness';
import { ConfirmAnswerButtons } from '../../../shared/articles/ui/ConfirmAnswerButtons';

/**
 * For the author of a published listing not confirmed within the last 24 hours (issue 26): «Заказ ещё актуален?»
 * with «Да, актуален» (it moves up in «Сначала новые» and into «подтверждено за 24 ч») and «Снять с публикации».
 */
export function ConfirmCurrentPanel({ article, now = new Date() }: { article: TArticle; now?: Date }) {
  if (article.status !== 2 || article.hiddenByAdmin) return null;
  const confirmedAt = article.confirmedAt ? Date.parse(article.confirmedAt) : Number.NaN;
  if (confirmedAt >= confirmedRecentlySince(now).getTime()) return null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="confirm-current-panel">
      <Stack gap="xs">
        <Text fw={600}>{CONFIRM_QUESTIONS[article.type]}</Text>
        <Text size="sm" c="dimmed">
          Подтвердите — {article.type === 'offer' ? 'предложение поднимется' : 'заказ поднимется'} в поиске
          «Сначала новые». Неактуальное лучше снять с публикации.
        </Text>
        <ConfirmAnswerButtons articleId={article._id} type={article.type} size="sm" />
      </Stack>
    </Paper>
  );
}
