import { Paper, Stack, Text, Title } from '@mantine/core';

/**
 * The card every auth screen sits in (the auth layout already gives a narrow centred column):
 * the screen title as h1, an optional lead, the form, and links under the card.
 */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            {lead ? (
              <Text c="dimmed" size="sm">
                {lead}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer ? (
        <Stack gap={4} align="center">
          {footer}
        </Stack>
      ) : null}
    </Stack>
  );
}
