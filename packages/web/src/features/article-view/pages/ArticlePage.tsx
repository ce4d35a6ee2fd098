import { Suspense } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import type { ArticleType } from '@fura/domain/articles';
import { ROUTES } from '@fura/domain/routes';
import { LoadError } from '../../../shared/ui/ListStates';
import { useSession } from '../../../shared/session/session-query';
import { usePageTitle } from '../../../shared/ui/page-meta';
import { isNotFound, useArticle } from '../api/get-article';
import { ArticleNotFound } from '../components/ArticleNotFound';
import { ArticleView } from '../components/ArticleView';
import { dealViewerOf } from '../deal-viewer';
import { listingTitle } from '@fura/domain/listing-title';
import { ArticleRealtime } from '../components/logged-in-parts';
import classes from '../components/ArticleView.module.css';

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

/**
 * /order/:id and /offer/:id: the full listing with its deal for whoever looks at it (author, executor, requester,
 * guest), kept live by the deal's socket events.
 */
export function ArticlePage({ type }: { type: ArticleType }) {
  const { id = '' } = useParams();
  const { user } = useSession();
  const query = useArticle(type, id, user !== null);
  const article = query.data;
  usePageTitle(
    article
      ? listingTitle({
          fromSettlement: article.from.settlement,
          toSettlement: article.to.settlement,
          weightKg: article.weightKg,
          budgetKopecks: article.budgetKopecks,
        })
      : ROUTES[type].title,
  );

  return (
    <Stack gap="md" maw={1100} data-testid="article-page">
      {user && (
        <Suspense fallback={null}>
          <ArticleRealtime type={type} id={id} />
        </Suspense>
      )}
      {article ? (
        <ArticleView article={article} viewer={dealViewerOf(article, user, new Date())} />
      ) : query.isPending ? (
        <ArticlePageSkeleton />
      ) : isNotFound(query.error) ? (
        <ArticleNotFound type={type} />
      ) : (
        <LoadError
          title="Не удалось загрузить объявление"
          message={query.error?.message}
          onRetry={() => void query.refetch()}
          testId="article-error"
        />
      )}
    </Stack>
  );
}
