import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { useAdminLanding } from '../api/landing-api';
import { AppLinksForm } from '../components/AppLinksForm';
import { LandingTextsForm } from '../components/LandingTextsForm';
import { LANDING_TEXT as T } from '../content-texts';

/** «Тексты и приложения» (issue 13): the landing texts and the store links, each part saved on its own. */
export function AdminLandingPage() {
  const query = useAdminLanding();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {T.title}
        </Title>
        <Text c="gray.7">{T.lead}</Text>
      </Stack>
      <QueryStates
        query={query}
        loading={
          <Stack gap="md" aria-busy="true" aria-label="Загрузка" data-testid="landing-loading">
            <Skeleton height={160} radius="md" />
            <Skeleton height={420} radius="md" />
          </Stack>
        }
        error={{ title: T.loadError, testId: 'landing-load-error' }}
      >
        {(content) => (
          <>
            <AppLinksForm apps={content.apps} />
            <LandingTextsForm landing={content.landing} />
          </>
        )}
      </QueryStates>
    </Stack>
  );
}
