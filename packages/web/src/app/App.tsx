import { useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import 'dayjs/locale/ru';
import { AppStart } from './AppStart';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router/router';
import { theme } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <Notifications position="top-right" zIndex={400} />
          <AppStart>
            <RouterProvider router={router} />
          </AppStart>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
