import { Alert, Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconClipboardList, IconPlus, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ArticleType } from '@fura/domain/articles';
import type { MyListGroup } from '../../../shared/articles/my-articles-cache';
import { CREATE_LINKS, emptyText } from '../my-articles-text';

/** An empty list says what to do next. */
export function EmptyList({ type, group }: { type: ArticleType; group: MyListGroup }) {
  const text = emptyText(type, group);
  const create = CREATE_LINKS[type];
  return (
    <Paper withBorder radius="md" p="xl" data-testid="my-articles-empty">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconClipboardList size={30} />
        </ThemeIcon>
        <Text size="lg" fw={600} ta="center">
          {text.title}
        </Text>
        <Text c="dimmed" ta="center" maw={420}>
          {text.hint}
        </Text>
        {text.withCreate && (
          <Button component={Link} to={create.to} leftSection={<IconPlus size={18} aria-hidden />}>
            {create.label}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** A failed load, with the reason and a retry. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title="Не удалось загрузить объявления"
      data-testid="my-articles-error"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button
          variant="light"
          color="red"
          size="sm"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRetry}
        >
          Повторить
        </Button>
      </Stack>
    </Alert>
  );
}
