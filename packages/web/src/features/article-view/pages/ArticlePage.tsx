import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useParams } from 'react-router';
import type { TArticle } from '@fura/domain/article-schemas';
import type { ArticleType } from '@fura/domain/articles';
import { ROUTES } from '@fura/domain/routes';
import { formatDate } from '../../../shared/format/date';
import { formatRoute } from '../../../shared/format/article';
import { useSession } from '../../../shared/session/session-query';
import { ArticleOwnerActions } from '../../../shared/ui/article/ArticleOwnerActions';
import { StatusBadge } from '../../../shared/ui/article/StatusBadge';
import { usePageTitle } from '../../../shared/ui/page-meta';
import { isNotFound, useArticle } from '../api/get-article';
import { ArticleAuthor } from '../components/ArticleAuthor';
import { ArticleNotFound } from '../components/ArticleNotFound';
import { CargoSection } from '../components/CargoSection';
import { PhotoGallery } from '../components/PhotoGallery';
import { RouteSection } from '../components/RouteSection';
import { Section } from '../components/Section';
import { TermsCard } from '../components/TermsCard';
import { VehicleSection } from '../components/VehicleSection';
import classes from '../components/ArticleView.module.css';

function hasCargoFacts(article: TArticle): boolean {
  return (
    article.cargoTypes.length > 0 ||
    article.weightKg !== null ||
    article.volumeM3 !== null ||
    article.places !== null ||
    article.lengthM !== null
  );
}

function ArticleView({ article, isAuthor }: { article: TArticle; isAuthor: boolean }) {
  const typeTitle = ROUTES[article.type].title;
  const dated =
    article.status === 2 && article.publishedAt
      ? `Размещено ${formatDate(article.publishedAt)}`
      : `Создано ${formatDate(article.createdAt)}`;
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 24, sm: 30 }} data-testid="article-title">
          <Text span inherit c="dimmed" fw={500}>
            {typeTitle}{' '}
          </Text>
          {formatRoute(article)}
        </Title>
        <Group gap="sm">
          <StatusBadge status={article.status} size="md" />
          <Text size="sm" c="dimmed">
            {dated}
          </Text>
        </Group>
        {isAuthor && <ArticleOwnerActions article={article} />}
      </Stack>
      <div className={classes.layout}>
        <Stack gap="md" className={classes.main}>
          <RouteSection article={article} />
          {article.car && <VehicleSection car={article.car} />}
          {(article.type === 'order' || hasCargoFacts(article)) && <CargoSection article={article} />}
          {article.cargoPhoto.length > 0 && (
            <Section title="Фотографии груза">
              <PhotoGallery photos={article.cargoPhoto} label="Фото груза" />
            </Section>
          )}
          {article.comment && (
            <Section title="Комментарий" testId="article-comment">
              <Text className={classes.comment}>{article.comment}</Text>
            </Section>
          )}
        </Stack>
        <div className={classes.terms}>
          <TermsCard article={article} />
        </div>
        <div className={classes.author}>
          <ArticleAuthor author={article.author} type={article.type} />
        </div>
      </div>
    </Stack>
  );
}

function ArticlePageSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Загрузка объявления" data-testid="article-skeleton">
      <Skeleton height={34} width="70%" />
      <Skeleton height={20} width={160} />
      <div className={classes.layout}>
        <Stack gap="md" className={classes.main}>
          <Skeleton height={180} />
          <Skeleton height={220} />
        </Stack>
        <Skeleton height={120} className={classes.terms} />
        <Skeleton height={160} className={classes.author} />
      </div>
    </Stack>
  );
}

/** /order/:id and /offer/:id: the full listing; its author also sees the status actions and the edit link. */
export function ArticlePage({ type }: { type: ArticleType }) {
  const { id = '' } = useParams();
  const { user } = useSession();
  const query = useArticle(type, id, user !== null);
  const article = query.data;
  usePageTitle(article ? `${ROUTES[type].title} ${formatRoute(article)}` : ROUTES[type].title);

  return (
    <Stack gap="md" maw={1100} data-testid="article-page">
      {article ? (
        <ArticleView article={article} isAuthor={user?._id === article.author._id} />
      ) : query.isPending ? (
        <ArticlePageSkeleton />
      ) : isNotFound(query.error) ? (
        <ArticleNotFound type={type} />
      ) : (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title="Не удалось загрузить объявление"
          data-testid="article-error"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{query.error?.message}</Text>
            <Button
              variant="light"
              color="red"
              size="sm"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => void query.refetch()}
            >
              Повторить
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
