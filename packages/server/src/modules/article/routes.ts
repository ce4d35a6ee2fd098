import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerConfirmRoutes } from './confirm-routes';
import { registerArticleEditRoutes } from './edit-routes';
import { registerArticleReadRoutes } from './read-routes';
import { registerArticleStatusRoutes } from './status-routes';

/** Every /api/article/* route of this module (search lives in its own module). Under the `/api` prefix. */
export function registerArticleRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerArticleEditRoutes(app, deps);
  registerArticleStatusRoutes(app, deps);
  registerArticleReadRoutes(app, deps);
  registerConfirmRoutes(app, deps);
}
