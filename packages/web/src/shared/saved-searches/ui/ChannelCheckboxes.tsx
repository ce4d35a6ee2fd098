import type { Ref } from 'react';
import { Checkbox, Group } from '@mantine/core';
import { SAVED_SEARCH_CHANNELS, type SavedSearchChannel } from '@fura/domain/saved-searches';
import { ALERT_TEXT, CHANNEL_LABELS } from '../texts';

const isChannel = (value: string): value is SavedSearchChannel =>
  (SAVED_SEARCH_CHANNELS as readonly string[]).includes(value);

/**
 * «Куда присылать новые»: the site, e-mail and push as three checkboxes in a group named by its label; the group's
 * error (none chosen, the server's message) and hint are tied to it. Fits FormField and plain state alike.
 */
export function ChannelCheckboxes({
  value,
  onChange,
  error,
  disabled = false,
  ref,
  testId,
}: {
  value: SavedSearchChannel[];
  onChange: (channels: SavedSearchChannel[]) => void;
  error?: string | undefined;
  disabled?: boolean | undefined;
  ref?: Ref<HTMLDivElement>;
  testId?: string;
}) {
  return (
    <Checkbox.Group
      ref={ref}
      label={ALERT_TEXT.channels}
      description={ALERT_TEXT.channelsHint}
      value={value}
      onChange={(next) =>
        onChange(SAVED_SEARCH_CHANNELS.filter((channel) => next.filter(isChannel).includes(channel)))
      }
      error={error}
      data-testid={testId}
    >
      <Group gap="md" mt={6}>
        {SAVED_SEARCH_CHANNELS.map((channel) => (
          <Checkbox
            key={channel}
            value={channel}
            label={CHANNEL_LABELS[channel]}
            disabled={disabled}
            data-testid={testId ? `${testId}-${channel}` : undefined}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
