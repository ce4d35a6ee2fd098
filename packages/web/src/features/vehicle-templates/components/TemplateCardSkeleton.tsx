import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import classes from './TemplateCard.module.css';

/** The shape of a card while the list loads. */
export function TemplateCardSkeleton() {
  return (
    <Paper withBorder radius="md" className={classes.card} style={{ overflow: 'hidden' }} aria-hidden>
      <Skeleton className={classes.media} radius={0} />
      <Stack gap={8} p="sm" className={classes.body}>
        <Skeleton height={18} width="70%" />
        <Skeleton height={12} width="50%" />
        <Group gap={6}>
          <Skeleton height={24} width={64} />
          <Skeleton height={24} width={72} />
        </Group>
        <Skeleton height={12} width="60%" />
        <Skeleton height={34} width={120} mt={4} />
      </Stack>
    </Paper>
  );
}
