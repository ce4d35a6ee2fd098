import { ARTICLE_MESSAGES, type TArticle } from '@fura/domain/article-schemas';
import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { forbidden, notFound } from '../../http/errors';
import { pendingEvent } from '../../events/event-bus';
import { articleTypeOf } from '../listing/article-type';
import { assertNotBanned } from '../article/policy';
import { presentArticleForEach } from '../listing/present-for';
import { findAuthor, lockArticle } from '../listing/repo';
import { createNotification } from '../notification/create';
import { assertCanRequestCancel, isHiddenFrom } from './request-policy';
import { findExecutor, fioOf, markCancelRequested } from './request-repo';

export interface RequestCancelCommand {
  articleId: string;
  deliveredUser: string;
  socketId: string | null;
}

/**
 * setRequestCancel: an executor asks the author to remove him ("request to remove executor"). Marks his executor
 * row; the author gets a notification and his other views of the listing an `editMyArticle`.
 * Answers the listing as the executor sees it.
 */
export async function setRequestCancel(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  actor: UserRow,
  command: RequestCancelCommand,
  now: Date = new Date(),
): Promise<TArticle> {
  assertNotBanned(actor);
  if (command.deliveredUser !== actor.id) throw forbidden(DEAL_MESSAGES.notExecutor);
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const article = await lockArticle(tx, command.articleId);
    if (!article) throw notFound(ARTICLE_MESSAGES.notFound);
    const executor = await findExecutor(tx, article.id, actor.id);
    if (!executor && isHiddenFrom(article, actor.id)) throw notFound(ARTICLE_MESSAGES.notFound);
    assertCanRequestCancel(article, executor);
    await markCancelRequested(tx, article.id, actor.id, now);
    await createNotification(tx, events, {
      userId: article.authorId,
      code: 'requestRemoveExecutor',
      info: {
        articleType: articleTypeOf(article),
        articleId: article.id,
        articleStatus: article.status,
        userType: actor.type,
        userFio: fioOf(actor),
      },
    });
    const author = await findAuthor(tx, article.authorId);
    const views = await presentArticleForEach(tx, article, author, [article.authorId, actor.id]);
    const forAuthor = views.find((view) => view.viewerId === article.authorId);
    const forActor = views.find((view) => view.viewerId === actor.id);
    if (!forAuthor || !forActor) throw new Error('presentArticleForEach lost a viewer');
    events.push(
      pendingEvent('editMyArticle', { article: forAuthor.article }, [article.authorId], command.socketId),
    );
    return forActor.article;
  });
}
