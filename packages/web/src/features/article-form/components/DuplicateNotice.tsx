import { Alert, Button } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ArticleType } from '@fura/domain/articles';
import type { TErrorItem } from '@fura/domain/errors';
import { ApiError } from '../../../shared/api/client';

/** The published twin a 409 names (issue 26): «Такой заказ уже опубликован» with its id, or null. */
export function duplicateOf(error: unknown): { msg: string; id: string } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const item: TErrorItem | undefined = error.errors.find((candidate) => candidate.id);
  return item?.id ? { msg: item.msg, id: item.id } : null;
}

/** Says the listing is already published and offers to open it; the form keeps everything typed. */
export function DuplicateNotice({
  type,
  duplicate,
}: {
  type: ArticleType;
  duplicate: { msg: string; id: string };
}) {
  return (
    <Alert color="yellow" title={duplicate.msg} data-testid="article-form-duplicate" data-form-error>
      <Button
        component={Link}
        to={`/${type}/${encodeURIComponent(duplicate.id)}`}
        variant="light"
        size="xs"
        mt={4}
        leftSection={<IconExternalLink size={16} aria-hidden />}
        data-testid="article-form-duplicate-link"
      >
        Открыть опубликованный
      </Button>
    </Alert>
  );
}
