import type { FastifyBaseLogger } from 'fastify';
import type { TPaymentMode } from '@fura/domain/settings';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { DemoPaymentProvider } from './demo-provider';
import { NoPaymentProvider } from './no-provider';
import type { PaymentProvider } from './payment-provider';
import { YooKassaProvider } from './yookassa-provider';

/**
 * The provider config.paymentProvider names (PAYMENT_PROVIDER, or what the keys and NODE_ENV imply). In production the
 * test provider (free tariffs) and the absence of one are logged as warnings at start.
 */
export function createPaymentProvider(
  config: Pick<Config, 'env' | 'paymentProvider' | 'yookassa'>,
  db: Db,
  log: Pick<FastifyBaseLogger, 'warn'>,
): PaymentProvider {
  if (config.paymentProvider === 'yookassa') {
    if (!config.yookassa)
      throw new Error('PAYMENT_PROVIDER=yookassa needs YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY');
    return new YooKassaProvider(config.yookassa);
  }
  if (config.env === 'production') {
    log.warn(
      config.paymentProvider === 'test'
        ? 'PAYMENT_PROVIDER=test: тестовый режим оплаты, деньги не списываются, тарифы выдаются бесплатно'
        : 'оплата тарифов недоступна: не заданы YOOKASSA_SHOP_ID и YOOKASSA_SECRET_KEY (или PAYMENT_PROVIDER=test)',
    );
  }
  return config.paymentProvider === 'test' ? new DemoPaymentProvider(db) : new NoPaymentProvider();
}

/** What the web app is told (site settings): how tariffs are paid here. */
export function paymentModeOf(provider: Pick<PaymentProvider, 'name'>): TPaymentMode {
  if (provider.name === 'yookassa') return 'live';
  return provider.name === 'demo' ? 'test' : 'unavailable';
}
