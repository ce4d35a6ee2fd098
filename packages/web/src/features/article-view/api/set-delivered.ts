import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TArticle } from '@fura/domain/article-schemas';
import type { TSetDeliveredRequest, TSetDeliveredResponse } from '@fura/domain/deal-schemas';
import { carrierOfMark } from '@fura/domain/delivery';
import { apiPost } from '../../../shared/api/client';
import { putDeliveredInLists } from '../../../shared/articles/delivered-in-lists';
import { getSocketId } from '../../../shared/socket/socket-id';
import { showErrorToast, showSuccessToast } from '../../../shared/ui/toast';
import { patchArticlePage, stopLocationSending, withDelivered } from './deal-cache';

export interface DeliveredVariables {
  article: TArticle;
  /** The executor the mark names: an order's carrier, or a cargo owner of an offer (domain/delivery.ts). */
  executorId: string;
  /** The caller, to know whether the answer's isDisableGeo is about him. */
  selfId: string;
}

/** POST /api/article/setDeliveredCargo `{ articleId, deliveredUser, socketId }` → `{ isDisableGeo, delivered }`. */
export function postSetDelivered({
  article,
  executorId,
}: DeliveredVariables): Promise<TSetDeliveredResponse> {
  const body: TSetDeliveredRequest = {
    articleId: article._id,
    deliveredUser: executorId,
    socketId: getSocketId(),
  };
  return apiPost<TSetDeliveredResponse>('/api/article/setDeliveredCargo', body);
}

/**
 * «Груз доставлен»: the mark is appended (page and lists); the carrier's location sending stops when nothing else of
 * his is on the way.
 */
export function useSetDelivered() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postSetDelivered,
    onSuccess: (answer, { article, executorId, selfId }) => {
      patchArticlePage(client, article, (current) => withDelivered(current, answer.delivered));
      putDeliveredInLists(client, article._id, answer.delivered);
      const carrierId = carrierOfMark({ type: article.type, authorId: article.author._id }, executorId);
      if (answer.isDisableGeo && carrierId === selfId) stopLocationSending(client);
      showSuccessToast('Доставка отмечена');
    },
    onError: showErrorToast,
  });
}
