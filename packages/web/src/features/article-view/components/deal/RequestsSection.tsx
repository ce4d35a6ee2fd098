import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import type { TArticle } from '@fura/domain/article-schemas';
import { canPickExecutor, MAX_EXECUTORS } from '@fura/domain/deal-rules';
import { useSetExecutor } from '../../api/set-executor';
import { WriteMessageButton } from '../../../../shared/dialogs/WriteMessageButton';
import { DEAL_TEXTS, requestsEmptyText } from '../../deal-texts';
import { executorIdsOf } from '../../deal-viewer';
import { Section } from '../Section';
import { RequestCard } from './RequestCard';

/**
 * The author's «Заявки (N)»: every request, with «Выбрать исполнителем» while the listing takes executors — not for a
 * carrier whose tariff is inactive (marked «Тариф перевозчика неактивен»: the server would refuse him).
 */
export function RequestsSection({ article }: { article: TArticle }) {
  const pick = useSetExecutor();
  const executorIds = executorIdsOf(article);
  const canPick = canPickExecutor(article.status) && executorIds.length < MAX_EXECUTORS[article.type];
  const pendingId = pick.isPending ? pick.variables.executorId : null;

  return (
    <Section title={`${DEAL_TEXTS.requestsTitle} (${article.requests.length})`} testId="deal-requests">
      {article.requests.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="deal-requests-empty">
          {requestsEmptyText(article.type)}
        </Text>
      ) : (
        <Stack gap="sm">
          {article.requests.map((request) => {
            const userId = request.user._id;
            const isExecutor = executorIds.includes(userId);
            const noTariff = request.carrierTariffInactive;
            return (
              <RequestCard
                key={request.requestId}
                request={request}
                badges={
                  <>
                    {isExecutor && (
                      <Badge color="orange" variant="light" size="sm">
                        {DEAL_TEXTS.executorBadge}
                      </Badge>
                    )}
                    {noTariff && (
                      <Badge color="red" variant="light" size="sm" data-testid="request-tariff-inactive">
                        {DEAL_TEXTS.tariffInactive}
                      </Badge>
                    )}
                  </>
                }
                actions={
                  <>
                    {!isExecutor && !noTariff && canPick && (
                      <Button
                        size="sm"
                        leftSection={<IconUserCheck size={16} aria-hidden />}
                        loading={pendingId === userId}
                        disabled={pick.isPending && pendingId !== userId}
                        onClick={() => pick.mutate({ article, executorId: userId })}
                        data-testid="deal-pick-executor"
                      >
                        {DEAL_TEXTS.pickExecutor}
                      </Button>
                    )}
                    <WriteMessageButton size="sm" kind="order" articleId={article._id} userId={userId} />
                  </>
                }
              />
            );
          })}
        </Stack>
      )}
    </Section>
  );
}
