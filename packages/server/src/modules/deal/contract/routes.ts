import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZContractIds,
  ZContractResponse,
  ZContractSignRequest,
  ZContractVerifyRequest,
  ZContractVerifyResponse,
} from '@fura/domain/deal-contract';
import type { AppDeps } from '../../../app-deps';
import { requireAuth } from '../../../http/auth';
import { contractFile } from './contract-file';
import { getContract } from './get-contract';
import { signContract } from './sign-contract';
import { verifyContract } from './verify-contract';

/** The public verify call's limit per address, as the tracking page's: enough for a person, not for a scan. */
export const CONTRACT_VERIFY_LIMIT = { max: 30, windowMs: 60_000 } as const;

/** `attachment` with an ASCII name for old clients and the Russian one (RFC 6266 / 5987) for the rest. */
function attachment(asciiName: string, fileName: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The «договор-заявка» of a deal (issue 29). Under the `/api` prefix. */
export function registerDealContractRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A guest gets 401 before the input is validated.
  const preValidation = async (request: FastifyRequest) => {
    await requireAuth(deps.db, request);
  };

  api.get(
    '/deal/contract.pdf',
    { preValidation, schema: { querystring: ZContractIds } },
    async (request, reply) => {
      const { user } = await requireAuth(deps.db, request);
      const file = await contractFile(deps, user, request.query);
      // Names, requisites and addresses: never kept by a shared cache, nor by the browser's.
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachment(file.asciiName, file.fileName))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(file.pdf);
    },
  );

  api.post(
    '/deal/contract/get',
    { preValidation, schema: { body: ZContractIds, response: { 200: ZContractResponse } } },
    async (request) => getContract(deps, (await requireAuth(deps.db, request)).user, request.body),
  );

  api.post(
    '/deal/contract/sign',
    { preValidation, schema: { body: ZContractSignRequest, response: { 200: ZContractResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      const { articleId, executorId, termsVersion, hash, socketId } = request.body;
      return signContract(deps, user, {
        articleId,
        executorId,
        termsVersion,
        hash,
        socketId: socketId ?? null,
        ip: request.ip,
      });
    },
  );

  api.post(
    '/deal/contract/verify',
    {
      config: { rateLimit: { max: CONTRACT_VERIFY_LIMIT.max, timeWindow: CONTRACT_VERIFY_LIMIT.windowMs } },
      schema: { body: ZContractVerifyRequest, response: { 200: ZContractVerifyResponse } },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return verifyContract(deps, request.body.hash);
    },
  );
}
