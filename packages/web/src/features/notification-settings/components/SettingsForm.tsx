import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  ALWAYS_ON_SITE_GROUPS,
  NOTIFICATION_SETTING_GROUPS,
  type NotificationSettingGroup,
  type TNotificationSettings,
} from '@fura/domain/notification-settings';
import { ApiError } from '../../../shared/api/client';
import { FormErrorAlert } from '../../../shared/ui/inputs/FormErrorAlert';
import { showSuccessToast } from '../../../shared/ui/toast';
import { useSaveNotificationSettings } from '../api/notification-settings';
import { SettingRow, type Channel } from './SettingRow';

const SAVED = 'Настройки сохранены';
const FAILED = 'Не удалось сохранить настройки. Попробуйте ещё раз';

function errorMessages(error: unknown): string[] {
  if (error instanceof ApiError) return error.errors.map((item) => item.msg);
  return [FAILED];
}

/** The switches of every group and «Сохранить». */
export function SettingsForm({ initial }: { initial: TNotificationSettings }) {
  const [settings, setSettings] = useState(initial);
  const [errors, setErrors] = useState<string[]>([]);
  const save = useSaveNotificationSettings();

  const change = (group: NotificationSettingGroup, channel: Channel, on: boolean) => {
    if (channel === 'site' && ALWAYS_ON_SITE_GROUPS.includes(group)) return;
    setSettings((current) => ({ ...current, [group]: { ...current[group], [channel]: on } }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    save.mutate(settings, {
      onSuccess: (answer) => {
        setSettings(answer.settings);
        showSuccessToast(SAVED);
      },
      onError: (error) => setErrors(errorMessages(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="notification-settings-form">
      <Stack gap="md">
        <FormErrorAlert messages={errors} testId="notification-settings-error" />
        <Paper withBorder radius="md" px={{ base: 'md', sm: 'lg' }} py={4}>
          {NOTIFICATION_SETTING_GROUPS.map((group) => (
            <SettingRow
              key={group}
              group={group}
              value={settings[group]}
              disabled={save.isPending}
              onChange={(channel, on) => change(group, channel, on)}
            />
          ))}
        </Paper>
        <Group>
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            data-testid="notification-settings-save"
          >
            Сохранить
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
