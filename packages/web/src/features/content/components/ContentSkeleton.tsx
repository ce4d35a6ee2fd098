import { Skeleton, Stack } from '@mantine/core';

/** A text page loading: a title and a few paragraphs. */
export function ContentSkeleton({ label, testId }: { label: string; testId: string }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label={label} data-testid={testId}>
      <Skeleton height={34} width="60%" />
      <Skeleton height={16} width={140} />
      <Skeleton height={16} />
      <Skeleton height={16} />
      <Skeleton height={16} width="85%" />
      <Skeleton height={16} width="70%" />
    </Stack>
  );
}
