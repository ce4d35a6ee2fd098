import { Skeleton, Stack } from '@mantine/core';
import { useSession } from '../../../shared/session/session-query';
import { LoadError } from '../../../shared/ui/ListStates';
import { useLandingTexts } from '../../../shared/api/get-landing';
import { RoleLandingView } from '../components/RoleLandingView';
import type { LandingRole } from '../role-calls';

function LandingSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Загрузка страницы" data-testid="role-landing-loading">
      <Skeleton height={260} radius="lg" />
      <Skeleton height={32} width={260} />
      <Skeleton height={140} />
      <Skeleton height={32} width={260} />
      <Skeleton height={200} />
    </Stack>
  );
}

/** /cargo and /carrier (public): the landing page of each side of the exchange, texts from the database. */
export function RoleLandingPage({ role }: { role: LandingRole }) {
  const { user } = useSession();
  const query = useLandingTexts();
  if (query.data)
    return <RoleLandingView role={role} texts={query.data[role]} userType={user?.type ?? null} />;
  if (query.isPending) return <LandingSkeleton />;
  return (
    <LoadError
      title="Не удалось загрузить страницу"
      message={query.error.message}
      onRetry={() => void query.refetch()}
      testId="role-landing-error"
    />
  );
}
