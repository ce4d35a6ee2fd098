import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

export const COMING_SOON_TEXT = 'Раздел скоро появится';

/** A screen that a later release fills: its real title and a short note. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconTools size={30} />
          </ThemeIcon>
          <Text size="lg" fw={600} ta="center">
            {COMING_SOON_TEXT}
          </Text>
          <Text c="dimmed" ta="center">
            Мы уже работаем над ним. Загляните чуть позже.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
