import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileText, IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../shared/ui/ListStates';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { useAdminPage, useAdminPages } from '../api/pages-api';
import { PageEditor } from '../components/PageEditor';
import { PageList } from '../components/PageList';
import { CONTENT_TEXT as T } from '../content-texts';

function Loading({ testId }: { testId: string }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Загрузка" data-testid={testId}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={72} radius="md" />
      ))}
    </Stack>
  );
}

function BackLink() {
  return (
    <Anchor component={Link} to={{ search: '' }} data-testid="pages-back">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {T.allPages}
      </Group>
    </Anchor>
  );
}

function ExistingPage({ slug }: { slug: string }) {
  const query = useAdminPage(slug);
  return (
    <QueryStates
      query={query}
      loading={<Loading testId="page-loading" />}
      error={{ title: T.pageLoadError, testId: 'page-load-error' }}
    >
      {/* Keyed by the slug: a renamed or another page gets a fresh form. */}
      {(page) => <PageEditor key={page.slug} page={page} />}
    </QueryStates>
  );
}

function AllPages() {
  const query = useAdminPages();
  return (
    <QueryStates
      query={query}
      loading={<Loading testId="pages-loading" />}
      error={{ title: T.pagesLoadError, testId: 'pages-load-error' }}
      isEmpty={(pages) => pages.length === 0}
      empty={
        <EmptyState
          icon={<IconFileText size={28} />}
          title={T.pagesEmpty}
          hint={T.pagesEmptyHint}
          testId="pages-empty"
        />
      }
    >
      {(pages) => <PageList pages={pages} />}
    </QueryStates>
  );
}

/** «Страницы» (issue 13): the CMS pages; `?edit=slug` edits one, `?new=1` writes a new one. */
export function AdminPagesPage() {
  const [params] = useSearchParams();
  const editing = params.get('edit');
  const creating = params.get('new') !== null;

  let heading: string = T.pagesTitle;
  if (creating) heading = T.newPage;
  else if (editing) heading = `${T.pagesTitle}: /page/${editing}`;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          {heading}
        </Title>
        {!editing && !creating && (
          <Button
            component={Link}
            to={{ search: '?new=1' }}
            leftSection={<IconPlus size={18} aria-hidden />}
            data-testid="pages-new"
          >
            {T.newPage}
          </Button>
        )}
      </Group>
      {editing || creating ? <BackLink /> : <Text c="gray.7">{T.pagesLead}</Text>}
      {creating && <PageEditor page={null} />}
      {editing && !creating && <ExistingPage slug={editing} />}
      {!editing && !creating && <AllPages />}
    </Stack>
  );
}
