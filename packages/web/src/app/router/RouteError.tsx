import { Button, Stack, Text, Title } from '@mantine/core';

/** A screen crashed while rendering: say so and offer a reload instead of a blank page. */
export function RouteError() {
  return (
    <Stack align="center" gap="md" py={64} px="md" role="alert">
      <Title order={1} ta="center">
        Что-то пошло не так
      </Title>
      <Text c="dimmed" ta="center" maw={480}>
        Страница не смогла загрузиться. Обновите её — обычно это помогает.
      </Text>
      <Button onClick={() => window.location.reload()}>Обновить страницу</Button>
    </Stack>
  );
}
