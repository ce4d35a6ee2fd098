import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowsExchange, IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ArticleType } from '@fura/domain/articles';
import { FILTER_TEXT, SEARCH_TEXT } from '../search-text';

/** A visitor searches freely; answering a listing and writing to its author need a login. */
export function SearchGuestNotice({ type }: { type: ArticleType }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="search-guest">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={36} radius="xl" variant="light" aria-hidden>
          <IconLogin size={20} />
        </ThemeIcon>
        <Stack gap="xs" style={{ flex: 1 }}>
          <Text size="sm">{SEARCH_TEXT[type].guest}</Text>
          <Group gap="xs">
            <Button component={Link} to="/login" size="sm" data-testid="search-login">
              {FILTER_TEXT.login}
            </Button>
            <Button component={Link} to="/register" size="sm" variant="light" data-testid="search-register">
              {FILTER_TEXT.register}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** A user of the other role: this search is not theirs; the other one is. */
export function SearchWrongRoleNotice({ type }: { type: ArticleType }) {
  const text = SEARCH_TEXT[type];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="search-wrong-role">
      <Stack align="center" gap="md" maw={560} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconArrowsExchange size={30} />
        </ThemeIcon>
        <Text ta="center" size="lg">
          {text.wrongRole}{' '}
          <Anchor component={Link} to={text.wrongRolePath} fw={600}>
            {text.wrongRoleLink}
          </Anchor>
        </Text>
        <Button component={Link} to={text.wrongRolePath} data-testid="search-switch">
          {`Открыть «${text.wrongRoleLink}»`}
        </Button>
      </Stack>
    </Paper>
  );
}
