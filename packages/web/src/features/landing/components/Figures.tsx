import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { TMainContent } from '@fura/domain/content';
import { figuresOf } from '../figures';

/** Live figures of the exchange: published orders and offers, carriers with a tariff, completed deals. */
export function Figures({ figures }: { figures: TMainContent['figures'] | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }} data-testid="main-figures">
      {figures
        ? figuresOf(figures).map((figure) => (
            <Paper
              key={figure.key}
              withBorder
              radius="md"
              p={{ base: 'sm', sm: 'lg' }}
              data-testid="main-figure"
            >
              <Text fz={{ base: 26, sm: 36 }} fw={800} c="brand.8" lh={1.1} data-testid="main-figure-value">
                {figure.value}
              </Text>
              <Text size="sm" data-testid="main-figure-label">
                {figure.label}
              </Text>
            </Paper>
          ))
        : [0, 1, 2, 3].map((index) => <Skeleton key={index} height={96} radius="md" />)}
    </SimpleGrid>
  );
}
