import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TArticle } from '@fura/domain/article-schemas';
import type { TSetDeliveredRequest, TSetDeliveredResponse } from '@fura/domain/deal-schemas';
import { apiPost } from '../../../shared/api/client';
import { getSocketId } from '../../../shared/socket/socket';
import { showErrorToast, showSuccessToast } from '../../../shared/ui/toast';
import { patchArticlePage, stopLocationSending, withDelivered } from './deal-cache';

export interface DeliveredVariables {
  article: TArticle;
  /** The carrier whose delivery is marked. */
  carrierId: string;
  /** The caller, to know whether the answer's isDisableGeo is about him. */
  selfId: string;
}

/** POST /api/article/setDeliveredCargo `{ articleId, deliveredUser, socketId }` → `{ isDisableGeo, delivered }`. */
export function postSetDelivered({ article, carrierId }: DeliveredVariables): Promise<TSetDeliveredResponse> {
  const body: TSetDeliveredRequest = {
    articleId: article._id,
    deliveredUser: carrierId,
    socketId: getSocketId(),
  };
  return apiPost<TSetDeliveredResponse>('/api/article/setDeliveredCargo', body);
}

/** «Груз доставлен»: the mark is appended; the carrier's location sending stops when nothing else is on the way. */
export function useSetDelivered() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postSetDelivered,
    onSuccess: (answer, { article, carrierId, selfId }) => {
      patchArticlePage(client, article, (current) => withDelivered(current, answer.delivered));
      if (answer.isDisableGeo && carrierId === selfId) stopLocationSending(client);
      showSuccessToast('Доставка отмечена');
    },
    onError: showErrorToast,
  });
}
