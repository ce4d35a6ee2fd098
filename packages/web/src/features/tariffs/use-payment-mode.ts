import type { TPaymentMode } from '@fura/domain/settings';
import { useSettings } from '../../shared/settings/settings-query';

/** How tariffs are paid on this site (issue 24), as the server tells it with the site settings. */
export function usePaymentMode(): TPaymentMode {
  return useSettings()?.payments ?? 'live';
}
