import { Container, Stack } from '@mantine/core';
import { useSession } from '../../shared/session/session-query';
import { LoadError } from '../../shared/ui/ListStates';
import { useLandingTexts } from '../../shared/api/get-landing';
import { useMainContent } from './api/get-main-content';
import { Benefits } from './components/Benefits';
import { Figures } from './components/Figures';
import { Hero } from './components/Hero';
import { LatestOrders } from './components/LatestOrders';
import { RoleCards } from './components/RoleCards';

/**
 * The main page: the value for both sides (texts from the database), live figures, the latest published orders and
 * the search entry for the user's role.
 */
export function MainPage() {
  const { user } = useSession();
  const userType = user?.type ?? null;
  const landing = useLandingTexts();
  const main = useMainContent();

  return (
    <div data-testid="main-page">
      <Hero texts={landing.data?.main} loading={landing.isPending} userType={userType} />
      <Container size="lg" py={48}>
        <Stack gap={56}>
          {main.isError ? (
            <LoadError
              title="Не удалось загрузить свежие заказы"
              message={main.error.message}
              onRetry={() => void main.refetch()}
              testId="main-content-error"
            />
          ) : (
            <>
              <Figures figures={main.data?.figures} />
              <LatestOrders orders={main.data?.latestOrders} guest={user === null} />
            </>
          )}
          <RoleCards userType={userType} />
          <Benefits />
        </Stack>
      </Container>
    </div>
  );
}
