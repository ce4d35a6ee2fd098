import { isIP } from 'node:net';
import { PUSH_MESSAGES } from '@fura/domain/push-schemas';
import type { Config } from '../../config';
import { badRequest } from '../../http/errors';

/**
 * The server will POST to a subscription's endpoint, so in production it must be a push service's address: https, a
 * host name (not an IP literal or localhost). Elsewhere http is allowed, for the tests' local fake push service.
 */
export function assertPushEndpoint(endpoint: string, config: Pick<Config, 'env'>): void {
  if (config.env !== 'production') return;
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol !== 'https:' || isIP(host) !== 0 || host === 'localhost' || host.endsWith('.localhost')) {
    throw badRequest(PUSH_MESSAGES.subscription, 'subscription.endpoint');
  }
}
