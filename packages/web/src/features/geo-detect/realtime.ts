import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArticleStatus } from '@fura/domain/articles';
import { getSocket } from '../../shared/socket/socket';
import { useSocketEvent } from '../../shared/socket/use-socket-event';
import { GEO_LIST_QUERY_KEY } from './api/query-keys';
import { applyPosition } from './geo-cache';

const onTheWay = (status: ArticleStatus) => status === ArticleStatus.OnTheWay;

/**
 * /geo-detect live (SPEC §4 geo list): a carrier's position moves its marker and extends the shown track; a listing
 * joining or leaving «в пути» (3 → 4, 4 → anything) reloads the list, as does a reconnect (events may be missed).
 */
export function useGeoRealtime(): void {
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: GEO_LIST_QUERY_KEY });

  useEffect(() => {
    const manager = getSocket().io;
    const onReconnect = () => void client.invalidateQueries({ queryKey: GEO_LIST_QUERY_KEY });
    manager.on('reconnect', onReconnect);
    return () => {
      manager.off('reconnect', onReconnect);
    };
  }, [client]);

  useSocketEvent('setLocation', (payload) => applyPosition(client, payload));
  useSocketEvent('updateStatusMyArticle', ({ oldStatus, status }) => {
    if (oldStatus !== status && (onTheWay(oldStatus) || onTheWay(status))) reload();
  });
  // A carrier removed or set on a listing on the way changes whose position it shows.
  useSocketEvent('deleteExecutor', ({ status }) => onTheWay(status) && reload());
  useSocketEvent('setExecutor', ({ status }) => onTheWay(status) && reload());
}
