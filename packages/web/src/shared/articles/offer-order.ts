import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import type { TGetMyArticlesResponse } from '@fura/domain/article-schemas';
import type { TOfferOrderRequest } from '@fura/domain/deal-schemas';
import { apiPost } from '../api/client';
import { hasMoreArticles, loadedCount } from './my-articles-cache';
import { getSocketId } from '../socket/socket-id';
import { showErrorToast, showSuccessToast } from '../ui/toast';

export const OFFER_ORDER_DONE = 'Заказ предложен перевозчику';

/** The cargo owner's published orders to choose from (not a kept list: loaded each time the choice opens). */
export const OFFER_ORDER_CHOICES_KEY = ['offer-order-choices'] as const;

export function usePublishedOrders(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: OFFER_ORDER_CHOICES_KEY,
    queryFn: ({ pageParam }) =>
      apiPost<TGetMyArticlesResponse>('/api/article/getMyArticles', {
        type: 'my',
        status: 2,
        offset: pageParam,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => {
      const data = { pages, pageParams: [] };
      return hasMoreArticles(data) ? loadedCount(data) : undefined;
    },
    enabled,
    staleTime: 0,
  });
}

interface OfferOrderAnswer {
  error: false;
  orderId: string;
  carrierId: string;
}

/** POST /api/article/offerOrder `{ orderId, carrierId, socketId }`; refusals show the server's Russian messages. */
export function useOfferOrder(onDone: (orderId: string) => void) {
  return useMutation({
    mutationFn: (body: Omit<TOfferOrderRequest, 'socketId'>) =>
      apiPost<OfferOrderAnswer>('/api/article/offerOrder', { ...body, socketId: getSocketId() }),
    onSuccess: (answer) => {
      showSuccessToast(OFFER_ORDER_DONE);
      onDone(answer.orderId);
    },
    onError: showErrorToast,
  });
}
