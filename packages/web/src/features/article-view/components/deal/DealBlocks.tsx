import { Paper, Stack } from '@mantine/core';
import type { TArticle } from '@fura/domain/article-schemas';
import { ArticleStatus } from '@fura/domain/articles';
import { OfferOrderButton } from '../../../../shared/articles/ui/OfferOrderButton';
import type { DialogTarget } from '../../../../shared/dialogs/dialog-paths';
import { WriteMessageButton } from '../../../../shared/dialogs/WriteMessageButton';
import type { DealViewer } from '../../deal-viewer';
import { ExecutorPanel } from './ExecutorPanel';
import { ExecutorsSection } from './ExecutorsSection';
import { requestPanelContent } from './RequestPanel';
import { RequestsSection } from './RequestsSection';
import { ReviewsSection } from './ReviewsSection';

/** The deal blocks at the top of the main column: reviews of a completed deal, the author's executors and requests. */
export function DealSections({ article, viewer }: { article: TArticle; viewer: DealViewer }) {
  if (viewer.kind === 'author') {
    const selfId = viewer.user._id;
    return (
      <>
        <ReviewsSection article={article} selfId={selfId} />
        {article.executors.length > 0 && <ExecutorsSection article={article} selfId={selfId} />}
        {(article.requests.length > 0 || article.status === ArticleStatus.Published) && (
          <RequestsSection article={article} />
        )}
      </>
    );
  }
  if (viewer.kind === 'executor') return <ReviewsSection article={article} selfId={viewer.user._id} />;
  return null;
}

/** «Предложить заказ» for a cargo owner on a carrier's published offer. */
function offersOrder(article: TArticle, viewer: DealViewer): boolean {
  return (
    viewer.kind !== 'guest' &&
    viewer.kind !== 'author' &&
    viewer.user.type === 'cargo' &&
    !viewer.user.isBan &&
    article.type === 'offer' &&
    article.status === ArticleStatus.Published
  );
}

/**
 * «Написать» to the author: about the listing for its deal's participants (executor, requester with a request),
 * otherwise a dialog between the two users.
 */
function writeTarget(article: TArticle, viewer: DealViewer): DialogTarget | null {
  if (viewer.kind === 'guest' || viewer.kind === 'author') return null;
  const participant = viewer.kind === 'executor' || (viewer.kind === 'requester' && viewer.request !== null);
  return participant
    ? { kind: 'order', articleId: article._id }
    : { kind: 'user', userId: article.author._id };
}

/** The deal card under the price: the executor's block, the request form or own request, the login prompt. */
export function DealPanel({ article, viewer }: { article: TArticle; viewer: DealViewer }) {
  const content =
    viewer.kind === 'executor' ? (
      <ExecutorPanel article={article} executor={viewer.executor} selfId={viewer.user._id} />
    ) : (
      requestPanelContent(article, viewer)
    );
  const offer = offersOrder(article, viewer);
  const write = writeTarget(article, viewer);
  if (!content && !offer && !write) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="deal-panel">
      <Stack gap="md">
        {content}
        {offer && <OfferOrderButton carrierId={article.author._id} />}
        {write && <WriteMessageButton {...write} fullWidth />}
      </Stack>
    </Paper>
  );
}
