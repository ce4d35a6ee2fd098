import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSearch, IconFileOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ArticleType } from '@fura/domain/articles';

export const ARTICLE_NOT_FOUND_TEXT = 'Объявление не найдено или снято с публикации';

/** A missing, unpublished or someone else's unpublished listing. */
export function ArticleNotFound({ type }: { type: ArticleType }) {
  const search =
    type === 'order'
      ? { to: '/search-order', label: 'Найти другие заказы' }
      : { to: '/search-offer', label: 'Найти другие предложения' };
  return (
    <Paper withBorder radius="md" p="xl" data-testid="article-not-found">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconFileOff size={30} />
        </ThemeIcon>
        <Title order={1} fz="xl" ta="center">
          {ARTICLE_NOT_FOUND_TEXT}
        </Title>
        <Text c="dimmed" ta="center" maw={420}>
          Возможно, автор убрал его в черновики или перевозка уже выполнена. Посмотрите похожие объявления в
          поиске.
        </Text>
        <Button component={Link} to={search.to} leftSection={<IconSearch size={18} aria-hidden />}>
          {search.label}
        </Button>
      </Stack>
    </Paper>
  );
}
