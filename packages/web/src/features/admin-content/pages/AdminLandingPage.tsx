import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { LoadError } from '../../../shared/ui/ListStates';
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
      {query.isPending && (
        <Stack gap="md" aria-busy="true" aria-label="Загрузка" data-testid="landing-loading">
          <Skeleton height={160} radius="md" />
          <Skeleton height={420} radius="md" />
        </Stack>
      )}
      {query.isError && (
        <LoadError
          title={T.loadError}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          testId="landing-load-error"
        />
      )}
      {query.data && (
        <>
          <AppLinksForm apps={query.data.apps} />
          <LandingTextsForm landing={query.data.landing} />
        </>
      )}
    </Stack>
  );
}
