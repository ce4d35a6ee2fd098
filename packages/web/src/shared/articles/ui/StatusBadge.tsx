import { Badge } from '@mantine/core';
import { ARTICLE_STATUS_COLORS, ARTICLE_STATUS_LABELS, type ArticleStatus } from '@fura/domain/articles';

/** A listing status in its colour, the same everywhere (DESIGN §8). */
export function StatusBadge({ status, size = 'sm' }: { status: ArticleStatus; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Badge
      color={ARTICLE_STATUS_COLORS[status]}
      variant="light"
      size={size}
      radius="sm"
      data-testid="status-badge"
      style={{ flexShrink: 0 }}
    >
      {ARTICLE_STATUS_LABELS[status]}
    </Badge>
  );
}
