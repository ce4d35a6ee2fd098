import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { ROUTES } from '@fura/domain/routes';
import { formatDate } from '../../../shared/format/date';
import { useTimeZone } from '../../../shared/format/use-time-zone';
import { LoadError } from '../../../shared/ui/ListStates';
import { Markdown } from '../../../shared/ui/Markdown';
import { usePageTitle } from '../../../shared/ui/page-meta';
import { isNotFound } from '../api/retry';
import { useCmsPage } from '../api/get-page';
import { NotFoundPage } from '../../../shared/ui/NotFoundPage';
import { ContentSkeleton } from '../components/ContentSkeleton';
import { CONTENT_TEXTS, updatedLabel } from '../content-texts';

/** /page/:slug (public): a page of the site (about, terms, privacy …) from the database. */
export function CmsPage() {
  const zone = useTimeZone();
  const { slug = '' } = useParams();
  const query = useCmsPage(slug);
  const page = query.data;
  usePageTitle(page?.title ?? ROUTES.page.title);

  if (!page && isNotFound(query.error)) return <NotFoundPage />;
  return (
    <Stack gap="md" maw={820} data-testid="cms-page">
      {page ? (
        <article>
          <Stack gap="xs" mb="lg">
            <Title order={1} fz={{ base: 26, sm: 32 }} data-testid="cms-page-title">
              {page.title}
            </Title>
            <Text size="sm" c="gray.7" data-testid="cms-page-updated">
              {updatedLabel(formatDate(page.updatedAt, zone))}
            </Text>
          </Stack>
          <Markdown source={page.body} />
        </article>
      ) : query.isPending ? (
        <ContentSkeleton label="Загрузка страницы" testId="cms-page-loading" />
      ) : (
        <LoadError
          title={CONTENT_TEXTS.loadPageError}
          message={query.error?.message ?? ''}
          onRetry={() => void query.refetch()}
          testId="cms-page-error"
        />
      )}
    </Stack>
  );
}
