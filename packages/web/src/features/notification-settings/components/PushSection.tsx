import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconBell,
  IconBellOff,
  IconCircleCheck,
  IconDeviceMobileOff,
  IconInfoCircle,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { routePath } from '@fura/domain/routes';
import type { TPushDevice } from '@fura/domain/push-schemas';
import { ApiError } from '../../../shared/api/client';
import { describeDevice, THIS_DEVICE } from '../../../shared/pwa/device-name';
import { LoadError } from '../../../shared/ui/ListStates';
import { showSuccessToast } from '../../../shared/ui/toast';
import { PUSH_QUERY_KEY, pushDevicesQuery, pushKeyQuery, subscribePush, unsubscribePush } from '../api/push';
import { browserPush, type BrowserPushState, type PushBrowser } from '../push/push-browser';
import { PushDeviceList } from './PushDeviceList';

export const PUSH_TEXTS = {
  title: 'Push-уведомления на устройствах',
  lead: 'Уведомления приходят на телефон или компьютер, даже когда сайт закрыт. О каких событиях — выбирают переключатели «Push» выше.',
  notConfigured: 'Push-уведомления на этом сервере не настроены',
  unsupported:
    'Этот браузер не умеет получать push-уведомления. Откройте сайт в Chrome, Яндекс Браузере, Edge или Firefox, а на iPhone — в приложении с экрана «Домой» (iOS 16.4 и новее).',
  iosHomeScreen:
    'На iPhone и iPad push-уведомления приходят только в приложение «Фура» с экрана «Домой» (iOS 16.4 и новее): в Safari нажмите «Поделиться» → «На экран "Домой"», откройте Фуру с экрана «Домой» и включите уведомления здесь.',
  denied: 'Уведомления для этого сайта запрещены в браузере.',
  deniedHow:
    'Чтобы разрешить: нажмите на значок слева от адреса сайта → «Настройки сайта» (или «Разрешения») → «Уведомления» → «Разрешить», затем обновите страницу. В установленном приложении на Android: настройки телефона → «Приложения» → «Фура» → «Уведомления».',
  dismissed:
    'Вы не разрешили уведомления. Нажмите «Включить на этом устройстве» ещё раз и выберите «Разрешить».',
  enable: 'Включить на этом устройстве',
  enabled: 'Push-уведомления включены на этом устройстве',
  disabled: 'Устройство отключено',
  failed: 'Не удалось включить уведомления. Попробуйте ещё раз',
} as const;

function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError || error instanceof Error) return error.message || fallback;
  return fallback;
}

function Note({
  color,
  icon,
  testId,
  children,
}: {
  color: string;
  icon: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Alert color={color} variant="light" icon={icon} data-testid={testId}>
      {children}
    </Alert>
  );
}

/**
 * «Push-уведомления на устройствах» (issue 27): this browser's state with «Включить на этом устройстве», and the
 * user's devices with «Отключить» each (this one named «Этот телефон» / «Этот компьютер»). `browser`: the Push API's
 * side (a fake in tests).
 */
export function PushSection({ browser = browserPush }: { browser?: PushBrowser }) {
  const client = useQueryClient();
  const key = useQuery(pushKeyQuery);
  const local = useQuery({ queryKey: [...PUSH_QUERY_KEY, 'browser'], queryFn: () => browser.state() });
  const endpoint = local.data?.endpoint ?? null;
  const devices = useQuery({ ...pushDevicesQuery(endpoint), enabled: Boolean(key.data) && local.isSuccess });
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const device = describeDevice(browser.userAgent, browser.touchPoints);
  const refresh = () => client.invalidateQueries({ queryKey: PUSH_QUERY_KEY });

  const enable = async (publicKey: string, state: BrowserPushState) => {
    setBusy('enable');
    setError(null);
    try {
      const permission =
        state.permission === 'default' ? await browser.requestPermission() : state.permission;
      if (permission !== 'granted') {
        if (permission === 'default') setError(PUSH_TEXTS.dismissed);
        return;
      }
      const subscription = await browser.subscribe(publicKey);
      await subscribePush({ subscription, deviceName: device.name });
      showSuccessToast(PUSH_TEXTS.enabled);
    } catch (failure) {
      setError(messageOf(failure, PUSH_TEXTS.failed));
    } finally {
      setBusy(null);
      await refresh();
    }
  };

  const disable = async (target: TPushDevice) => {
    setBusy(target.id);
    setError(null);
    try {
      if (target.current && endpoint) {
        await unsubscribePush({ endpoint });
        await browser.unsubscribe();
      } else {
        await unsubscribePush({ id: target.id });
      }
      showSuccessToast(PUSH_TEXTS.disabled);
    } catch (failure) {
      setError(messageOf(failure, PUSH_TEXTS.failed));
    } finally {
      setBusy(null);
      await refresh();
    }
  };

  let body: ReactNode;
  if (key.isPending || local.isPending) {
    body = <Skeleton height={44} aria-label="Загрузка" data-testid="push-loading" />;
  } else if (key.isError) {
    body = (
      <LoadError
        title="Не удалось узнать, доступны ли push-уведомления"
        message={key.error.message}
        onRetry={() => void key.refetch()}
        testId="push-load-error"
      />
    );
  } else if (!key.data) {
    body = (
      <Note color="gray" icon={<IconBellOff aria-hidden />} testId="push-not-configured">
        {PUSH_TEXTS.notConfigured}
      </Note>
    );
  } else {
    const publicKey = key.data;
    const state = local.data ?? { support: 'unsupported', permission: 'default', endpoint: null };
    const current = devices.data?.find((item) => item.current);
    body = (
      <Stack gap="md">
        {state.support === 'unsupported' && (
          <Note color="gray" icon={<IconDeviceMobileOff aria-hidden />} testId="push-unsupported">
            {PUSH_TEXTS.unsupported}
          </Note>
        )}
        {state.support === 'ios-home-screen' && (
          <Note color="blue" icon={<IconInfoCircle aria-hidden />} testId="push-ios">
            <Stack gap={6} align="flex-start">
              <span>{PUSH_TEXTS.iosHomeScreen}</span>
              <Anchor component={Link} to={routePath('downloadApp')} size="sm">
                Как установить приложение
              </Anchor>
            </Stack>
          </Note>
        )}
        {state.support === 'supported' && state.permission === 'denied' && (
          <Note color="yellow" icon={<IconBellOff aria-hidden />} testId="push-denied">
            <Text size="sm" fw={600}>
              {PUSH_TEXTS.denied}
            </Text>
            <Text size="sm">{PUSH_TEXTS.deniedHow}</Text>
          </Note>
        )}
        {state.support === 'supported' && state.permission !== 'denied' && current && (
          <Group gap="xs" wrap="nowrap" data-testid="push-enabled">
            <IconCircleCheck size={22} color="var(--mantine-color-green-8)" aria-hidden />
            <Text>{PUSH_TEXTS.enabled}</Text>
          </Group>
        )}
        {state.support === 'supported' && state.permission !== 'denied' && !current && devices.isSuccess && (
          <Group>
            <Button
              leftSection={<IconBell size={18} aria-hidden />}
              loading={busy === 'enable'}
              disabled={busy !== null}
              onClick={() => void enable(publicKey, state)}
              data-testid="push-enable"
            >
              {PUSH_TEXTS.enable}
            </Button>
          </Group>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="push-error">
            {error}
          </Alert>
        )}
        <PushDeviceList
          query={devices}
          thisDevice={THIS_DEVICE[device.kind]}
          busy={busy}
          onDisable={(item) => void disable(item)}
        />
      </Stack>
    );
  }

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby="push-section-title"
      data-testid="push-section"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz={{ base: 20, sm: 22 }} id="push-section-title">
            {PUSH_TEXTS.title}
          </Title>
          <Text c="dimmed" size="sm">
            {PUSH_TEXTS.lead}
          </Text>
        </Stack>
        {body}
      </Stack>
    </Paper>
  );
}
