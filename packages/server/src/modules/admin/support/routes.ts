import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps';

/** Stub: filled by issue 13. */
export function registerAdminSupportRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
