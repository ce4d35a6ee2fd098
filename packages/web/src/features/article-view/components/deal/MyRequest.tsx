import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { TArticle } from '@fura/domain/article-schemas';
import type { TArticleRequest } from '@fura/domain/deal-items';
import { acceptsRequests } from '@fura/domain/deal-rules';
import { useDeleteRequest } from '../../api/delete-request';
import { DEAL_TEXTS } from '../../deal-texts';
import { ConfirmModal } from './ConfirmModal';
import { RequestForm } from './RequestForm';
import { RequestTerms } from './RequestCard';

/** The requester's own request: «Изменить» while the listing is published, «Отозвать заявку» at any time. */
export function MyRequest({ article, request }: { article: TArticle; request: TArticleRequest }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteRequest();
  const editable = acceptsRequests(article.status);

  if (editing && editable) {
    return <RequestForm article={article} request={request} onDone={() => setEditing(false)} />;
  }
  return (
    <Stack gap="sm" data-testid="my-request">
      <Text fw={700}>{DEAL_TEXTS.yourRequest}</Text>
      <RequestTerms request={request} />
      <Group gap="xs" wrap="wrap">
        {editable && (
          <Button
            size="sm"
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setEditing(true)}
            disabled={remove.isPending}
            data-testid="my-request-edit"
          >
            {DEAL_TEXTS.editRequest}
          </Button>
        )}
        <Button
          size="sm"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setConfirming(true)}
          loading={remove.isPending}
          data-testid="my-request-delete"
        >
          {DEAL_TEXTS.withdrawRequest}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title={DEAL_TEXTS.withdrawTitle}
        text={DEAL_TEXTS.withdrawText}
        confirmLabel={DEAL_TEXTS.withdrawRequest}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate({ article, requestId: request.requestId }, { onSettled: () => setConfirming(false) })
        }
        onClose={() => setConfirming(false)}
        testId="my-request-delete-confirm"
      />
    </Stack>
  );
}
