import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../mail/escape-html';
import { SEARCH_UNSUBSCRIBE_PATH } from '../../mail/templates/saved-search-digest';
import type { AppDeps } from '../../app-deps';
import { standalonePage, UNSUBSCRIBE_PAGE_CSP } from '../notification/unsubscribe-page';
import { searchOfToken, unsubscribeSearch } from './unsubscribe';

interface Route {
  Params: { token: string };
}

const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;
const MY_SEARCHES = '<p><a href="/my-searches">Мои поиски</a></p>';

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('Content-Security-Policy', UNSUBSCRIBE_PAGE_CSP)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

const notFoundPage = () =>
  standalonePage(
    'Ссылка недействительна',
    `<p>Ссылка набрана с ошибкой, больше не действует или поиск уже удалён. Письма поисков настраиваются в «Моих поисках».</p>${MY_SEARCHES}`,
  );

/**
 * The unsubscribe link of saved-search letters, no login: GET shows a form (mail scanners open links), POST — the
 * form or a mail client's RFC 8058 one-click (`List-Unsubscribe=One-Click`) — turns that search's e-mail off.
 */
export function registerSearchUnsubscribeRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Own scope: the form-encoded body parser must not reach the JSON API (it would open it to cross-site forms).
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, parsed) => parsed(null, body),
    );
    const handle = (change: boolean) => async (request: FastifyRequest<Route>, reply: FastifyReply) => {
      const { token } = request.params;
      const search = TOKEN.test(token) ? await searchOfToken(deps.db, token) : null;
      if (!search) return sendPage(reply, 404, notFoundPage());
      const what = `письма поиска «${escapeHtml(search.name)}»`;
      if (!change) {
        const action = `${SEARCH_UNSUBSCRIBE_PATH}${encodeURIComponent(token)}`;
        return sendPage(
          reply,
          200,
          standalonePage(
            'Отписаться от писем',
            [
              `<p>Больше не присылать ${what}?</p>`,
              '<p>Поиск останется в «Моих поисках», уведомления на сайте — тоже.</p>',
              `<form method="post" action="${escapeHtml(action)}"><button type="submit">Отписаться</button></form>`,
            ].join(''),
          ),
        );
      }
      await unsubscribeSearch(deps.db, search.id);
      return sendPage(
        reply,
        200,
        standalonePage('Вы отписались', `<p>Мы больше не будем присылать ${what}.</p>${MY_SEARCHES}`),
      );
    };
    scope.get<Route>('/saved-search/unsubscribe/:token', handle(false));
    scope.post<Route>('/saved-search/unsubscribe/:token', handle(true));
    done();
  });
}
