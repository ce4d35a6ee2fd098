import type { ReactNode } from 'react';
import { Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandAndroid, IconBrandApple, IconDeviceDesktop } from '@tabler/icons-react';

function Platform({
  icon,
  title,
  steps,
  note,
  testId,
}: {
  icon: ReactNode;
  title: string;
  steps: string[];
  note?: string;
  testId: string;
}) {
  const headingId = `${testId}-title`;
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={2} fz={{ base: 20, sm: 22 }} id={headingId}>
            {title}
          </Title>
        </Group>
        <List type="ordered" spacing={6}>
          {steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** How to install the site as an app on Android, on an iPhone and on a computer (issue 27). */
export function InstallSteps() {
  return (
    <Stack gap="md">
      <Platform
        icon={<IconBrandAndroid size={24} />}
        title="На Android"
        testId="install-android"
        steps={[
          'Откройте сайт в Chrome.',
          'Нажмите меню ⋮ в правом верхнем углу.',
          'Выберите «Установить приложение» или «Добавить на главный экран» и подтвердите.',
          'Значок «Фура» появится на главном экране — открывайте приложение с него.',
        ]}
        note="Уведомления включаются в «Настройках уведомлений» — браузер спросит разрешение."
      />
      <Platform
        icon={<IconBrandApple size={24} />}
        title="На iPhone и iPad"
        testId="install-ios"
        steps={[
          'Откройте сайт в Safari.',
          'Нажмите «Поделиться» — квадрат со стрелкой вверх.',
          'Выберите «На экран "Домой"» и нажмите «Добавить».',
          'Откройте «Фуру» значком на экране «Домой».',
        ]}
        note="Push-уведомления на iPhone и iPad работают с iOS 16.4 и только в приложении, открытом с экрана «Домой»: включите их там в «Настройках уведомлений»."
      />
      <Platform
        icon={<IconDeviceDesktop size={24} />}
        title="На компьютере"
        testId="install-desktop"
        steps={[
          'Откройте сайт в Chrome, Яндекс Браузере или Edge.',
          'Нажмите значок установки в правой части адресной строки или выберите в меню «Установить приложение».',
        ]}
      />
    </Stack>
  );
}
