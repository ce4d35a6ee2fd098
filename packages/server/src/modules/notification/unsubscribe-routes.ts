import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZUnsubscribeRequest, type NotificationSettingGroup } from '@fura/domain/notification-settings';
import type { AppDeps } from '../../app-deps';
import { UNSUBSCRIBE_PATH } from '../../mail/templates/notification';
import { unsubscribeFromMail } from './unsubscribe';
import { badGroupPage, confirmPage, donePage, notFoundPage, UNSUBSCRIBE_PAGE_CSP } from './unsubscribe-page';
import { userOfUnsubscribeToken } from './unsubscribe-token';

interface UnsubscribeRoute {
  Params: { token: string };
  Querystring: { group?: unknown };
}

type Parsed =
  | { ok: true; token: string; group: NotificationSettingGroup | undefined }
  | { ok: false; page: 'notFound' | 'badGroup' };

function parse(request: FastifyRequest<UnsubscribeRoute>): Parsed {
  const group = request.query.group;
  const parsed = ZUnsubscribeRequest.safeParse({ token: request.params.token, group });
  if (parsed.success) return { ok: true, token: parsed.data.token, group: parsed.data.group };
  const tokenOk = ZUnsubscribeRequest.shape.token.safeParse(request.params.token).success;
  return { ok: false, page: tokenOk ? 'badGroup' : 'notFound' };
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('Content-Security-Policy', UNSUBSCRIBE_PAGE_CSP)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The unsubscribe link of notification mails, no login: GET shows a form (mail scanners prefetch links), POST —
 * the form or a mail client's RFC 8058 one-click — turns e-mail off for the link's group (all groups without one).
 */
export function registerUnsubscribeRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Own scope: the form-encoded body parser must not reach the JSON API (it would open it to cross-site forms).
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, parsed) => parsed(null, body),
    );

    const handle =
      (change: boolean) => async (request: FastifyRequest<UnsubscribeRoute>, reply: FastifyReply) => {
        const input = parse(request);
        if (!input.ok)
          return sendPage(
            reply,
            input.page === 'badGroup' ? 400 : 404,
            input.page === 'badGroup' ? badGroupPage() : notFoundPage(),
          );
        const userId = await userOfUnsubscribeToken(deps.db, input.token);
        if (!userId) return sendPage(reply, 404, notFoundPage());
        if (!change) {
          const action = `${UNSUBSCRIBE_PATH}${encodeURIComponent(input.token)}${input.group ? `?group=${input.group}` : ''}`;
          return sendPage(reply, 200, confirmPage(action, input.group));
        }
        await unsubscribeFromMail(deps.db, userId, input.group);
        return sendPage(reply, 200, donePage(input.group));
      };

    scope.get<UnsubscribeRoute>('/notification/unsubscribe/:token', handle(false));
    scope.post<UnsubscribeRoute>('/notification/unsubscribe/:token', handle(true));
    done();
  });
}
