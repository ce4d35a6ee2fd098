import { Button } from '@mantine/core';
import { IconTruckReturn } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TArticle } from '@fura/domain/article-schemas';
import { isReturnLoadDeal } from '@fura/domain/return-load';

/** «Найти обратный груз» for the carrier of a deal in work or just delivered (issue 26, domain/return-load.ts). */
export function ReturnLoadLink({ article, selfId }: { article: TArticle; selfId: string }) {
  if (!isReturnLoadDeal(article, selfId, new Date())) return null;
  return (
    <Button
      component={Link}
      to={`/return-load?deal=${encodeURIComponent(article._id)}`}
      variant="light"
      size="sm"
      leftSection={<IconTruckReturn size={16} aria-hidden />}
      data-testid="deal-return-load"
    >
      Найти обратный груз
    </Button>
  );
}
