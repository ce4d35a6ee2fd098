import { Paper, Stack, Text } from '@mantine/core';
import type { TArticle } from '@fura/domain/article-schemas';
import { PAYMENT_METHOD_LABELS } from '@fura/domain/article-options';
import { formatRubles } from '@fura/domain/money';
import { contractLabel } from '@fura/domain/users';

/** The budget in roubles with the payment method and the contract type wanted. */
export function TermsCard({ article }: { article: TArticle }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="article-terms">
      <Stack gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {article.type === 'order' ? 'Бюджет' : 'Стоимость'}
        </Text>
        <Text fz={28} fw={800} lh={1.2} data-testid="article-price">
          {formatRubles(article.budgetKopecks)}
        </Text>
        <Text size="sm">{PAYMENT_METHOD_LABELS[article.paymentMethod]}</Text>
        {article.contractType !== null && (
          <Text size="sm" c="dimmed">
            Договор: {contractLabel(article.contractType)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
