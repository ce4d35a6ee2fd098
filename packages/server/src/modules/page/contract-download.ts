import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/errors';
import { CONTRACT_FORMATS, contractDisposition, contractFileOf } from './contract-file';

const FILE_NOT_FOUND = 'Файл не найден';

/**
 * GET /api/page/contract/:name — the contract template for anyone (the side menu links it). Always a download of
 * the stored type, never rendered: `attachment`, no sniffing, no active content. A name is never reused, so the
 * answer may be cached for good.
 */
export function registerContractDownloadRoute(api: FastifyInstance, deps: Pick<AppDeps, 'storage'>): void {
  api.get<{ Params: { name: string } }>('/page/contract/:name', async (request, reply) => {
    const file = contractFileOf(request.params.name);
    const data = file ? await deps.storage.get(file.key) : null;
    if (!file || !data) throw notFound(FILE_NOT_FOUND);
    return reply
      .header('Content-Type', CONTRACT_FORMATS[file.format].mime)
      .header('Content-Disposition', contractDisposition(file.format))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(data);
  });
}
