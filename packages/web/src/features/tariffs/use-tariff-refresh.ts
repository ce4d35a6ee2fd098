import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AUTOPAY_QUERY_KEY, PAYMENTS_QUERY_KEY } from './api/query-keys';

/**
 * When the tariff changes under an open page (a payment finished in another tab: `setTariff`, or `dontTariff`), the
 * history and the card shown there are stale too: they are fetched again.
 */
export function useTariffRefresh(
  tariff: string | null | undefined,
  expiresAt: string | null | undefined,
): void {
  const queryClient = useQueryClient();
  const seen = useRef(`${tariff}|${expiresAt}`);
  useEffect(() => {
    const current = `${tariff}|${expiresAt}`;
    if (current === seen.current) return;
    seen.current = current;
    void queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: AUTOPAY_QUERY_KEY });
  }, [queryClient, tariff, expiresAt]);
}
