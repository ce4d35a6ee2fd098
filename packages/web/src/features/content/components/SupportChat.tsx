import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMessageCircle, IconPhone } from '@tabler/icons-react';
import { formatPhone, phoneHref } from '../../../shared/format/phone';
import { useSettings } from '../../../shared/settings/settings-query';
import { useOpenSupport } from '../api/open-support';
import { useSupportWidget } from '../use-support-widget';

const CHAT_LABEL = 'Чат поддержки';

/** The third-party widget: loaded on click (or when the browser is idle), then it shows its own window. */
function WidgetChat({ src }: { src: string }) {
  const widget = useSupportWidget(src);
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        leftSection={<IconMessageCircle size={18} aria-hidden />}
        loading={widget.state === 'loading'}
        onClick={widget.load}
        data-testid="support-chat"
      >
        {CHAT_LABEL}
      </Button>
      <Text size="sm" c="gray.7" aria-live="polite" data-testid="support-chat-state">
        {widget.state === 'ready' ? 'Чат готов — его окно открыто в углу экрана.' : ''}
      </Text>
      {widget.error ? (
        <Alert color="red" variant="light" role="alert" data-testid="support-chat-error">
          {widget.error}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** No widget configured: the user's dialog with the site's support account, in the site's messages. */
function DialogChat() {
  const open = useOpenSupport();
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        leftSection={<IconMessageCircle size={18} aria-hidden />}
        loading={open.isPending}
        onClick={() => open.mutate()}
        data-testid="support-chat"
      >
        {CHAT_LABEL}
      </Button>
      {open.error ? (
        <Alert color="red" variant="light" role="alert" data-testid="support-chat-error">
          {open.error.message}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** «Чат поддержки» below the FAQ, and the support phone and e-mail from the settings. */
export function SupportChat() {
  const settings = useSettings();
  const src = settings?.supportWidgetSrc ?? null;
  const phone = settings?.settings.phone ?? '';
  const email = settings?.settings.email ?? '';
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="support-chat-title"
    >
      <Stack gap="sm">
        <Title order={2} fz={{ base: 20, sm: 24 }} id="support-chat-title">
          {CHAT_LABEL}
        </Title>
        <Text>Не нашли ответа? Напишите нам, и сотрудник поддержки ответит в чате.</Text>
        {src ? <WidgetChat src={src} /> : <DialogChat />}
        {phone || email ? (
          <Group gap="lg" mt="xs" data-testid="support-contacts">
            {phone ? (
              <Anchor href={phoneHref(phone)}>
                <Group gap={6} wrap="nowrap">
                  <IconPhone size={18} aria-hidden />
                  {formatPhone(phone)}
                </Group>
              </Anchor>
            ) : null}
            {email ? (
              <Anchor href={`mailto:${email}`}>
                <Group gap={6} wrap="nowrap">
                  <IconMail size={18} aria-hidden />
                  {email}
                </Group>
              </Anchor>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
