import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { DemoPaymentProvider } from './demo-provider';
import type { PaymentProvider } from './payment-provider';
import { YooKassaProvider } from './yookassa-provider';

/** YooKassa when its shop is configured (YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY), the test provider otherwise. */
export function createPaymentProvider(config: Pick<Config, 'yookassa'>, db: Db): PaymentProvider {
  return config.yookassa ? new YooKassaProvider(config.yookassa) : new DemoPaymentProvider(db);
}
