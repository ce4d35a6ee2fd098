import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** Shown while a screen's chunk loads: the outline of a page, announced to screen readers as «Загрузка…». */
export function ScreenSkeleton() {
  return (
    <Stack
      gap="md"
      p="md"
      maw={1200}
      mx="auto"
      role="status"
      aria-busy="true"
      aria-live="polite"
      data-testid="screen-skeleton"
    >
      <VisuallyHidden>Загрузка…</VisuallyHidden>
      <Skeleton height={32} width="55%" radius="sm" />
      <Skeleton height={16} radius="sm" />
      <Skeleton height={16} width="85%" radius="sm" />
      <Skeleton height={180} radius="md" />
    </Stack>
  );
}
