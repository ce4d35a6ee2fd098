import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TUserResponse } from '@fura/domain/user';
import { SESSION_QUERY_KEY } from '../session/session-query';
import { getSocket } from '../socket/socket';
import { withMyCountsMoved } from '../session/session-updates';
import { useSocketEvent } from '../socket/use-socket-event';
import { followCarrierLocation } from './carrier-location';
import { MY_ARTICLES_QUERY_KEY, applyMyArticleChange, cachedStatus } from './my-articles-cache';
import {
  TAKING_ARTICLES_QUERY_KEY,
  applyTakingArticleChange,
  moveTakingStatus,
} from './taking-articles-cache';
import { useDealRealtime } from './use-deal-realtime';

/**
 * The user's listings changed in another tab or by the other side of a deal: move them through the cached my-lists,
 * taking lists, listing pages and the session counts (so the side menu counts change even when no list is open).
 * Mounted once, at the app root.
 */
export function useMyArticlesRealtime(userId: string | null): void {
  const client = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    // Changes missed while the connection was down: reload the kept lists once it is back.
    const manager = getSocket().io;
    const reload = () => {
      void client.invalidateQueries({ queryKey: MY_ARTICLES_QUERY_KEY });
      void client.invalidateQueries({ queryKey: TAKING_ARTICLES_QUERY_KEY });
    };
    manager.on('reconnect', reload);
    return () => {
      manager.off('reconnect', reload);
    };
  }, [userId, client]);

  useSocketEvent('createMyArticle', ({ article }) => applyMyArticleChange(client, article, null));

  useSocketEvent('editMyArticle', ({ article }) =>
    applyMyArticleChange(client, article, cachedStatus(client, article.type, article._id) ?? article.status),
  );

  useSocketEvent('updateStatusMyArticle', (payload) => {
    if (payload.isTaking) {
      if (payload.article) applyTakingArticleChange(client, payload.article, payload.oldStatus);
      else moveTakingStatus(client, payload.type, payload.articleId, payload.oldStatus, payload.status);
      return;
    }
    if (payload.article) {
      applyMyArticleChange(client, payload.article, payload.oldStatus);
      return;
    }
    client.setQueryData<TUserResponse | null>(SESSION_QUERY_KEY, (session) =>
      session ? withMyCountsMoved(session, payload.oldStatus, payload.status) : session,
    );
    followCarrierLocation(client, payload.oldStatus, payload.status);
    void client.invalidateQueries({ queryKey: [...MY_ARTICLES_QUERY_KEY, payload.type] });
    void client.invalidateQueries({ queryKey: ['article', payload.type, payload.articleId] });
  });

  useDealRealtime(userId);
}
