import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TPushDevice } from '@fura/domain/push-schemas';
import { formatDate } from '../../../shared/format/date';
import { LoadError } from '../../../shared/ui/ListStates';
import classes from './PushDeviceList.module.css';

interface PushDeviceListProps {
  query: UseQueryResult<TPushDevice[]>;
  /** «Этот телефон» / «Этот планшет» / «Этот компьютер». */
  thisDevice: string;
  /** The id of the device being turned off (or 'enable'); every button waits meanwhile. */
  busy: string | null;
  onDisable: (device: TPushDevice) => void;
}

/** The user's devices that receive pushes, this one first, each with «Отключить». */
export function PushDeviceList({ query, thisDevice, busy, onDisable }: PushDeviceListProps) {
  if (query.isPending && query.fetchStatus === 'idle') return null;
  if (query.isPending) return <Skeleton height={56} aria-label="Загрузка устройств" />;
  if (query.isError) {
    return (
      <LoadError
        title="Не удалось загрузить устройства"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        testId="push-devices-error"
      />
    );
  }
  const devices = [...query.data].sort((a, b) => Number(b.current) - Number(a.current));
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Устройства с уведомлениями
      </Title>
      {devices.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="push-devices-empty">
          Push-уведомления пока не включены ни на одном устройстве.
        </Text>
      ) : (
        <ul className={classes.list} data-testid="push-devices">
          {devices.map((device) => {
            const name = device.current ? thisDevice : device.deviceName;
            return (
              <li key={device.id} className={classes.item} data-testid={`push-device-${device.id}`}>
                <div className={classes.text}>
                  <Text fw={600}>{name}</Text>
                  <Text size="sm" c="dimmed">
                    {device.current ? `${device.deviceName} · ` : ''}подключено {formatDate(device.createdAt)}
                  </Text>
                </div>
                <Group>
                  <Button
                    variant="light"
                    color="red"
                    size="sm"
                    loading={busy === device.id}
                    disabled={busy !== null}
                    aria-label={`Отключить уведомления: ${name}${device.current ? ` (${device.deviceName})` : ''}`}
                    onClick={() => onDisable(device)}
                    data-testid={`push-disable-${device.id}`}
                  >
                    Отключить
                  </Button>
                </Group>
              </li>
            );
          })}
        </ul>
      )}
    </Stack>
  );
}
