import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TAdminPagesResponse } from '@fura/domain/admin-content';
import { formatDateTime } from '../../../shared/format/date';
import { CONTENT_TEXT as T } from '../content-texts';

type PageItem = TAdminPagesResponse['pages'][number];

/** The pages: the title opens the editor, the address opens the page on the site, the date of the last change. */
export function PageList({ pages }: { pages: readonly PageItem[] }) {
  return (
    <Stack
      gap="xs"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={T.pagesTitle}
    >
      {pages.map((page) => (
        <Paper key={page.slug} component="li" withBorder radius="md" p="sm" data-testid="page-item">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
              <Anchor
                component={Link}
                to={{ search: `?edit=${encodeURIComponent(page.slug)}` }}
                fw={700}
                style={{ overflowWrap: 'anywhere' }}
                data-testid="page-edit-link"
              >
                {page.title}
              </Anchor>
              <Anchor component={Link} to={`/page/${page.slug}`} target="_blank" size="sm">
                /page/{page.slug}
              </Anchor>
            </Stack>
            <Text size="sm" c="gray.7">
              {T.updated(formatDateTime(page.updatedAt))}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
