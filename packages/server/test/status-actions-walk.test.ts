import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TArticle } from '@fura/domain/article-schemas';
import {
  ARTICLE_ACTIONS,
  ARTICLE_ACTION_PATHS,
  ARTICLE_ACTION_RULES,
  allowedStatusActions,
  type ArticleAction,
} from '@fura/domain/article-transitions';
import { MY_LIST_STATUSES, type ArticleStatus, type ArticleType } from '@fura/domain/articles';
import { isLoadingDatePast } from '@fura/domain/loading-date';
import { articles } from '../src/db/schema';
import { createArticle, moscowDate, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier, insertExecutor, insertRequest } from './helpers/deals';
import type { CreatedUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/**
 * Issue 24: every status button shown works, and none that would fail is shown. For each status (1–7, 10) and each
 * viewer (author, executor, requester, stranger, guest) the test reads the listing as that viewer gets it — on its
 * page (getUserArticle) and in the author's list (getMyArticles) — takes the buttons the web app shows for it (the
 * author: `allowedStatusActions` of the presented listing and his session; anyone else: none) and calls the real
 * endpoint of every verb: a shown one must succeed with the status the table names, any other must be refused
 * (4xx) and change nothing.
 */

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Scene {
  name: string;
  status: ArticleStatus;
  type: ArticleType;
  withExecutor: boolean;
  pastDate?: boolean;
  hidden?: boolean;
  bannedAuthor?: boolean;
}

const SCENES: Scene[] = [
  { name: 'draft', status: 1, type: 'order', withExecutor: false },
  { name: 'draft, loading date passed', status: 1, type: 'order', withExecutor: false, pastDate: true },
  { name: 'published order', status: 2, type: 'order', withExecutor: false },
  { name: 'published offer with an executor', status: 2, type: 'offer', withExecutor: true },
  { name: 'executor selected', status: 3, type: 'order', withExecutor: true },
  { name: 'on the way', status: 4, type: 'order', withExecutor: true },
  { name: 'completed', status: 5, type: 'order', withExecutor: true },
  { name: 'cancelled deal that was in work', status: 6, type: 'order', withExecutor: true },
  { name: 'cancelled while published', status: 6, type: 'order', withExecutor: false },
  { name: 'closed deal in the trash', status: 7, type: 'order', withExecutor: true },
  { name: 'trash', status: 7, type: 'order', withExecutor: false },
  { name: 'trash, hidden by an administrator', status: 7, type: 'order', withExecutor: false, hidden: true },
  { name: 'delivered', status: 10, type: 'offer', withExecutor: true },
  { name: 'published, author banned', status: 2, type: 'order', withExecutor: false, bannedAuthor: true },
];

const ROLES = ['author', 'executor', 'requester', 'stranger', 'guest'] as const;
type Role = (typeof ROLES)[number];

interface Cast {
  author: CreatedUser;
  executor: CreatedUser;
  requester: CreatedUser;
  stranger: CreatedUser;
}

/** The authors of orders are cargo owners and their requesters carriers; offers the other way round. */
async function castFor(scene: Scene): Promise<Cast> {
  const [own, other] = scene.type === 'order' ? [createCargo, createCarrier] : [createCarrier, createCargo];
  return {
    author: await own(t.deps.db, { isBan: scene.bannedAuthor === true }),
    executor: await other(t.deps.db),
    requester: await other(t.deps.db),
    stranger: await other(t.deps.db),
  };
}

async function listingOf(scene: Scene, cast: Cast): Promise<string> {
  const row = await createArticle(t.deps.db, cast.author.user.id, {
    type: scene.type,
    status: scene.status,
    loadingDate: moscowDate(scene.pastDate ? -1 : 1),
    statusBeforeHide: scene.hidden ? 2 : null,
  });
  await insertRequest(t.deps.db, row.id, cast.requester.user.id);
  if (scene.withExecutor) {
    await insertRequest(t.deps.db, row.id, cast.executor.user.id);
    await insertExecutor(t.deps.db, row.id, cast.executor.user.id);
  }
  return row.id;
}

function tokenOf(cast: Cast, role: Role): string | null {
  return role === 'guest' ? null : cast[role].token;
}

/** The listing as the viewer's page gets it (the guest endpoint for a guest); null when it is not shown to him. */
async function pageView(token: string | null, id: string, type: ArticleType): Promise<TArticle | null> {
  const res = await postArticleJson(t.app, token ? 'getUserArticle' : 'getArticle', token, { id, type });
  return res.statusCode === 200 ? res.json<{ article: TArticle }>().article : null;
}

/** The buttons the web app shows: the author's by the domain rule over what he was sent, nobody else's. */
function shownActions(role: Role, article: TArticle, cast: Cast): ArticleAction[] {
  if (role !== 'author') return [];
  return allowedStatusActions({
    status: article.status,
    executorsCount: article.executors.length,
    loadingDatePast: isLoadingDatePast(article.loadingDate, new Date()),
    hiddenByAdmin: article.hiddenByAdmin === true,
    actorBanned: cast.author.user.isBan,
  });
}

async function statusOf(id: string): Promise<number> {
  const [row] = await t.deps.db.select({ status: articles.status }).from(articles).where(eq(articles.id, id));
  return row!.status;
}

const act = (action: ArticleAction, token: string | null, articleId: string) =>
  postArticleJson(t.app, ARTICLE_ACTION_PATHS[action], token, { articleId, socketId: 'walk' });

describe('status buttons: shown = works', () => {
  it.each(SCENES)('$name (status $status)', async (scene) => {
    const cast = await castFor(scene);
    const shared = await listingOf(scene, cast);
    for (const role of ROLES) {
      if (role === 'executor' && !scene.withExecutor) continue;
      const token = tokenOf(cast, role);
      const seen = await pageView(token, shared, scene.type);
      const shown = seen ? shownActions(role, seen, cast) : [];
      if (role === 'author') {
        // The author's list card carries the same listing, so the same buttons (status 10 is in no list, SPEC §3).
        const list = await postArticleJson(t.app, 'getMyArticles', token, { type: 'my' });
        const card = list.json<{ articles: TArticle[] }>().articles.find((item) => item._id === shared);
        if (MY_LIST_STATUSES.includes(scene.status)) {
          expect(card && shownActions(role, card, cast), `${role}: list`).toEqual(shown);
        }
      }
      for (const action of ARTICLE_ACTIONS) {
        // A shown verb changes the listing: each one gets a fresh copy of the scene.
        const id = shown.includes(action) ? await listingOf(scene, cast) : shared;
        const res = await act(action, token, id);
        const label = `${scene.name} / ${role} / ${action}: ${res.body}`;
        if (shown.includes(action)) {
          expect(res.statusCode, label).toBe(200);
          expect(await statusOf(id), label).toBe(ARTICLE_ACTION_RULES[action].to);
        } else {
          expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, label).toBeLessThan(500);
          expect(await statusOf(id), label).toBe(scene.status);
        }
      }
    }
  });

  it('a cancelled deal that was in work offers no «Восстановить»: only the trash (and a copy)', async () => {
    const scene = SCENES.find((item) => item.name === 'cancelled deal that was in work')!;
    const cast = await castFor(scene);
    const id = await listingOf(scene, cast);
    const seen = await pageView(cast.author.token, id, scene.type);
    expect(shownActions('author', seen!, cast)).toEqual(['delete']);
    const copy = await postArticleJson(t.app, 'createArticle', cast.author.token, {
      articleId: id,
      socketId: 'walk',
    });
    expect(copy.statusCode).toBe(200);
    expect(copy.json<{ article: TArticle }>().article).toMatchObject({ status: 1, executors: [] });
  });
});
