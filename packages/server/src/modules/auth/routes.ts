import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAuthResponse,
  ZForgotRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZResetRequest,
} from '@fura/domain/auth';
import { ZOk } from '@fura/domain/errors';
import type { AppDeps } from '../../app-deps';
import type { RateLimitRule } from '../../config';
import { clearSessionCookie, setSessionCookie } from '../../http/auth';
import { presentSessionUser } from '../user/present';
import { registerPasswordChangeRoute } from './password-change-route';
import { requestPasswordReset } from './forgot';
import { login } from './login';
import { logout } from './logout';
import { register, type AuthResult } from './register';
import { resetPassword } from './reset';

function rateLimit(rule: RateLimitRule) {
  return { rateLimit: { max: rule.max, timeWindow: rule.windowMs } };
}

function userAgent(request: FastifyRequest): string | null {
  return request.headers['user-agent'] ?? null;
}

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cookie = { secure: deps.config.cookieSecure };
  const { rateLimits } = deps.config;
  registerPasswordChangeRoute(app, deps);

  const signedIn = (reply: FastifyReply, result: AuthResult) => {
    setSessionCookie(reply, result.token, cookie);
    return { error: false as const, user: presentSessionUser(result.user), apiToken: result.token };
  };

  api.post(
    '/auth/register',
    {
      schema: { body: ZRegisterRequest, response: { 200: ZAuthResponse } },
      config: rateLimit(rateLimits.register),
    },
    async (request, reply) => signedIn(reply, await register(deps, request.body, userAgent(request))),
  );

  api.post(
    '/auth/login',
    {
      schema: { body: ZLoginRequest, response: { 200: ZAuthResponse } },
      config: rateLimit(rateLimits.login),
    },
    async (request, reply) => signedIn(reply, await login(deps, request.body, userAgent(request))),
  );

  api.post('/auth/logout', { schema: { response: { 200: ZOk } } }, async (request, reply) => {
    await logout(deps, request);
    clearSessionCookie(reply, cookie);
    return { error: false as const };
  });

  api.post(
    '/auth/forgot',
    { schema: { body: ZForgotRequest, response: { 200: ZOk } }, config: rateLimit(rateLimits.forgot) },
    async (request) => {
      await requestPasswordReset(deps, request.body);
      return { error: false as const };
    },
  );

  // Reset hashes a password (argon2 costs CPU), so it shares the login limit.
  api.post(
    '/auth/reset',
    { schema: { body: ZResetRequest, response: { 200: ZOk } }, config: rateLimit(rateLimits.login) },
    async (request) => {
      await resetPassword(deps, request.body);
      return { error: false as const };
    },
  );
}
