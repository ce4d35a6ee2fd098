import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZNoticeListRequest,
  ZNoticeListResponse,
  ZNoticeSendRequest,
  ZNoticeSendResponse,
} from '@fura/domain/admin-notices';
import type { AppDeps } from '../../../app-deps';
import { requireAdmin } from '../../../http/auth';
import { deliverNotice } from './deliver-notices';
import { listNotices, presentOneNotice } from './list-notices';
import { sendNotice } from './send-notice';

/** /api/admin/notices/* (issue 12): send a system notice, watch its delivery. Under the `/api` prefix. */
export function registerAdminNoticesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Deliveries started by this instance's requests; closing waits for them (the job resumes any cut short).
  const running = new Set<Promise<void>>();
  app.addHook('preClose', async () => {
    await Promise.allSettled([...running]);
  });

  function startDelivery(noticeId: string): void {
    const delivery = deliverNotice(deps, noticeId)
      .catch((error: unknown) => deps.log.error({ err: error, noticeId }, 'system notice delivery failed'))
      .finally(() => running.delete(delivery));
    running.add(delivery);
  }

  api.post(
    '/admin/notices/send',
    { schema: { body: ZNoticeSendRequest, response: { 200: ZNoticeSendResponse } } },
    async (request) => {
      const { user: admin } = await requireAdmin(deps.db, request);
      const notice = await sendNotice(deps, admin, request.body);
      const presented = await presentOneNotice(deps.db, notice);
      // Not awaited: the admin gets his answer now and watches `sent` grow in the list.
      if (notice.status === 'sending') startDelivery(notice.id);
      return { error: false as const, notice: presented };
    },
  );

  api.post(
    '/admin/notices/list',
    { schema: { body: ZNoticeListRequest, response: { 200: ZNoticeListResponse } } },
    async (request) => {
      await requireAdmin(deps.db, request);
      return { error: false as const, ...(await listNotices(deps.db, request.body.page)) };
    },
  );
}
