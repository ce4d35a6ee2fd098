import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { NOT_FOUND_MESSAGE, NOT_FOUND_TITLE } from '@fura/domain/titles';
import { usePageTitle } from './page-meta';

/**
 * Unknown path, a private screen of the other role (SPEC §2, §6), or a slug the server does not know (CMS pages,
 * questions: `hint` says what was not found).
 */
export function NotFoundPage({ hint }: { hint?: string }) {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <Stack align="center" gap="md" py={48} px="md" data-testid="not-found">
      <Text fz={72} fw={800} c="brand.4" lh={1} aria-hidden>
        404
      </Text>
      <Title order={1} ta="center">
        {NOT_FOUND_TITLE}
      </Title>
      <Text c="dimmed" ta="center" maw={480}>
        {hint ?? NOT_FOUND_MESSAGE}
      </Text>
      <Button component={Link} to="/">
        На главную
      </Button>
    </Stack>
  );
}
