import { Group, Paper, Skeleton, Stack } from '@mantine/core';

/** A placeholder of the same height as an ArticleCard while listings load. */
export function ArticleCardSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" data-testid="article-card-skeleton" aria-hidden>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={20} width="60%" />
          <Skeleton height={14} width="90%" />
          <Skeleton height={14} width="45%" />
        </Stack>
        <Stack gap={6} align="flex-end" w={90}>
          <Skeleton height={20} width={90} />
          <Skeleton height={12} width={60} />
        </Stack>
      </Group>
    </Paper>
  );
}

/** `count` skeleton cards, announced once as loading. */
export function ArticleListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Stack
      gap="sm"
      role="status"
      aria-busy="true"
      aria-label="Загрузка объявлений"
      data-testid="article-list-skeleton"
    >
      {Array.from({ length: count }, (_, index) => (
        <ArticleCardSkeleton key={index} />
      ))}
    </Stack>
  );
}
