import { Switch, Text } from '@mantine/core';
import {
  ALWAYS_ON_SITE_GROUPS,
  DEFAULT_PUSH,
  NOTIFICATION_SETTING_LABELS,
  type NotificationSettingGroup,
} from '@fura/domain/notification-settings';
import classes from './SettingRow.module.css';

export type Channel = 'site' | 'email' | 'push';

interface SettingRowProps {
  group: NotificationSettingGroup;
  value: { site: boolean; email: boolean; push?: boolean };
  onChange: (channel: Channel, on: boolean) => void;
  disabled: boolean;
}

/**
 * One kind of event with its switches: on the site, by e-mail, by push to the user's devices (issue 27); the site
 * switch of the account notices cannot be turned off.
 */
export function SettingRow({ group, value, onChange, disabled }: SettingRowProps) {
  const siteLocked = ALWAYS_ON_SITE_GROUPS.includes(group);
  const labelId = `notification-setting-${group}-label`;
  return (
    <div
      className={classes.row}
      role="group"
      aria-labelledby={labelId}
      data-testid={`notification-setting-${group}`}
    >
      <div className={classes.label}>
        <Text id={labelId} fw={600} size="sm">
          {NOTIFICATION_SETTING_LABELS[group]}
        </Text>
        {siteLocked && (
          <Text size="xs" c="dimmed">
            На сайте приходят всегда
          </Text>
        )}
      </div>
      <Switch
        className={`${classes.switch} ${siteLocked ? classes.locked : ''}`}
        size="md"
        label="На сайте"
        checked={siteLocked || value.site}
        disabled={disabled || siteLocked}
        onChange={(event) => onChange('site', event.currentTarget.checked)}
        data-testid={`notification-setting-${group}-site`}
      />
      <Switch
        className={classes.switch}
        size="md"
        label="По e-mail"
        checked={value.email}
        disabled={disabled}
        onChange={(event) => onChange('email', event.currentTarget.checked)}
        data-testid={`notification-setting-${group}-email`}
      />
      <Switch
        className={classes.switch}
        size="md"
        label="Push"
        checked={value.push ?? DEFAULT_PUSH[group]}
        disabled={disabled}
        onChange={(event) => onChange('push', event.currentTarget.checked)}
        data-testid={`notification-setting-${group}-push`}
      />
    </div>
  );
}
