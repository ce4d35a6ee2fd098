import { Grid, Loader, Paper, Stack, Title } from '@mantine/core';
import { ROUTES } from '@fura/domain/routes';
import { useSession } from '../../../shared/session/session-query';
import { AccountFacts } from '../components/AccountFacts';
import { CompanySection } from '../components/CompanySection';
import { PassportSection } from '../components/PassportSection';
import { ProfileInfoForm } from '../components/ProfileInfoForm';

export function ProfileInfoPage() {
  const { session, user } = useSession();
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {ROUTES.profileInfo.title}
      </Title>
      {user ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <ProfileInfoForm key={user._id} user={user} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <AccountFacts user={user} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }} order={3}>
            <PassportSection user={user} />
          </Grid.Col>
          {user.type !== 'admin' && (
            <Grid.Col span={{ base: 12, md: 8 }} order={4}>
              <CompanySection key={session?.company?.inn ?? 'none'} company={session?.company ?? null} />
            </Grid.Col>
          )}
        </Grid>
      ) : (
        <Loader aria-label="Загрузка" />
      )}
    </Stack>
  );
}
