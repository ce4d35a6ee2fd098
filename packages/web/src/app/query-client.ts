import { QueryClient } from '@tanstack/react-query';
import { serverDataStaleTime } from '../shared/api/server-state';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: serverDataStaleTime },
      mutations: { retry: false },
    },
  });
}
