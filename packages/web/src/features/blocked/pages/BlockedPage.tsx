import { Alert, Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { banUntilText } from '@fura/domain/admin-users';
import { routePath } from '@fura/domain/routes';
import { useSession } from '../../../shared/session/session-query';
import { BLOCKED_TEXTS as T } from '../blocked-texts';

/** /blocked (issue 12): why the profile is blocked, until when, what is closed meanwhile, and where to ask. */
export function BlockedPage() {
  const { user } = useSession();

  if (!user?.isBan) {
    return (
      <Stack gap="md" maw={720}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {T.title}
        </Title>
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} title={T.notBanned}>
          <Text size="sm">
            {T.notBannedHint}{' '}
            <Anchor component={Link} to={routePath('profileInfo')} inherit>
              {T.toProfile}
            </Anchor>
          </Text>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={720} data-testid="blocked-page">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {T.title}
      </Title>
      <Alert color="red" variant="light" icon={<IconBan aria-hidden />}>
        {T.lead}
      </Alert>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <div>
            <Text fw={600}>{T.reason}</Text>
            <Text data-testid="blocked-reason" style={{ whiteSpace: 'pre-line' }}>
              {user.banComment || T.noReason}
            </Text>
          </div>
          <div>
            <Text fw={600}>{T.until}</Text>
            <Text data-testid="blocked-until">
              {user.banUntil ? `до ${banUntilText(user.banUntil)}` : T.forever}
            </Text>
          </div>
        </Stack>
      </Paper>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {T.cannotTitle}
        </Title>
        <List data-testid="blocked-cannot">
          {T.cannot.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        <Title order={2} fz="lg" mt="sm">
          {T.canTitle}
        </Title>
        <Text>{T.can}</Text>
        {user.type === 'carrier' && <Text>{T.tariffFrozen}</Text>}
      </Stack>
      <Text>
        {T.support}{' '}
        <Anchor component={Link} to={routePath('support')} data-testid="blocked-support">
          {T.supportLink}
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
