import { Anchor, Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { FAQ_AUDIENCE_LABELS } from '@fura/domain/content';
import { ROUTES, routePath } from '@fura/domain/routes';
import { formatDate } from '../../../shared/format/date';
import { useTimeZone } from '../../../shared/format/use-time-zone';
import { LoadError } from '../../../shared/ui/ListStates';
import { Markdown } from '../../../shared/ui/Markdown';
import { usePageTitle } from '../../../shared/ui/page-meta';
import { useFaqQuestion } from '../api/get-question';
import { isNotFound } from '../api/retry';
import { NotFoundPage } from '../../../shared/ui/NotFoundPage';
import { ContentSkeleton } from '../components/ContentSkeleton';
import { OtherQuestions } from '../components/OtherQuestions';
import { CONTENT_TEXTS, updatedLabel } from '../content-texts';

type Inside = 'public' | 'private';

/** Links between questions stay in the layout the user is in. */
const QUESTION_PATHS: Record<Inside, (slug: string) => string> = {
  public: (slug) => routePath('questions', { slug }),
  private: (slug) => routePath('lkQuestions', { slug }),
};

const BACK: Record<Inside, { to: string; label: string }> = {
  public: { to: ROUTES.faq.path, label: CONTENT_TEXTS.backToFaq },
  private: { to: ROUTES.support.path, label: CONTENT_TEXTS.backToSupport },
};

/** /questions/:slug (public) and /lk/questions/:slug (private layout): one FAQ answer and its section's others. */
export function QuestionPage({ inside }: { inside: Inside }) {
  const zone = useTimeZone();
  const { slug = '' } = useParams();
  const query = useFaqQuestion(slug);
  const data = query.data;
  usePageTitle(data?.question.question ?? ROUTES.questions.title);
  const back = BACK[inside];

  if (!data && isNotFound(query.error)) return <NotFoundPage hint={CONTENT_TEXTS.questionNotFoundHint} />;
  return (
    <Stack gap="lg" maw={820} data-testid="question-page">
      <Anchor component={Link} to={back.to} size="sm" w="fit-content" data-testid="question-back">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {back.label}
        </Group>
      </Anchor>
      {data ? (
        <>
          <article>
            <Stack gap="xs" mb="md">
              <Group gap="xs">
                <Badge variant="light" tt="none" size="lg" data-testid="question-section">
                  {data.section.title}
                </Badge>
                <Text size="sm" c="gray.7">
                  {FAQ_AUDIENCE_LABELS[data.section.audience]}
                </Text>
              </Group>
              <Title order={1} fz={{ base: 24, sm: 30 }} data-testid="question-title">
                {data.question.question}
              </Title>
            </Stack>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <Markdown source={data.question.answer} />
              <Text size="sm" c="gray.7" mt="sm">
                {updatedLabel(formatDate(data.question.updatedAt, zone))}
              </Text>
            </Paper>
          </article>
          <Divider />
          <OtherQuestions
            sectionId={data.section.id}
            currentSlug={data.question.slug}
            questionPath={QUESTION_PATHS[inside]}
          />
        </>
      ) : query.isPending ? (
        <ContentSkeleton label="Загрузка вопроса" testId="question-loading" />
      ) : (
        <LoadError
          title={CONTENT_TEXTS.loadQuestionError}
          message={query.error?.message ?? ''}
          onRetry={() => void query.refetch()}
          testId="question-error"
        />
      )}
    </Stack>
  );
}
