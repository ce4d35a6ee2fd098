import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TSettingsResponse } from '@fura/domain/settings';
import type { TUserResponse } from '@fura/domain/user';
import { SESSION_QUERY_KEY } from '../src/shared/session/session-query';
import { SETTINGS_QUERY_KEY } from '../src/shared/settings/settings-query';
import { theme } from '../src/app/theme';
import { makeSettings } from './fixtures';

/** A query client already holding the session (null = visitor) and the settings, as after app start. */
export function makeQueryClient(session: TUserResponse | null, settings: TSettingsResponse = makeSettings()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(SESSION_QUERY_KEY, session);
  client.setQueryData(SETTINGS_QUERY_KEY, settings);
  return client;
}

export function Providers({ client, children }: { client: QueryClient; children: ReactElement }) {
  return (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/** Renders a component inside Mantine, React Query (with the given session) and a memory router. */
export function renderWithSession(ui: ReactElement, session: TUserResponse | null, path = '/') {
  const client = makeQueryClient(session);
  const result = render(
    <Providers client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...result, client };
}
