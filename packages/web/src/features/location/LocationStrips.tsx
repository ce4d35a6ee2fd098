import { Anchor, Group, Paper, Text } from '@mantine/core';
import { IconMapPin, IconMapPinOff } from '@tabler/icons-react';
import { useLocationSender } from './use-location-sender';

interface Props {
  /** The user's needSendLocation flag. */
  enabled: boolean;
  /** The instruction page link from site settings. */
  instructionLink: string;
}

/** SPEC §2 overlays: «data is being sent for tracking» while sending; «turn on geolocation» when access failed. */
export function LocationStrips({ enabled, instructionLink }: Props) {
  const state = useLocationSender(enabled);
  if (state === 'off') return null;
  if (state === 'sending') {
    return (
      <Paper radius={0} px="md" py={6} bg="violet.7" c="white" data-testid="location-sending">
        <Group gap="xs" justify="center" wrap="nowrap">
          <IconMapPin size={16} />
          <Text size="sm">Идёт передача данных для отслеживания</Text>
        </Group>
      </Paper>
    );
  }
  // Red 9, not 7: white text on it keeps the 4.5:1 contrast of WCAG AA (red 7 gives about 3.9:1).
  return (
    <Paper radius={0} px="md" py={6} bg="red.9" c="white" data-testid="location-error">
      <Group gap="xs" justify="center" wrap="wrap">
        <IconMapPinOff size={16} />
        <Text size="sm">Включите геолокацию в браузере</Text>
        <Anchor href={instructionLink} c="white" underline="always" size="sm" target="_blank" rel="noopener">
          Как это сделать?
        </Anchor>
      </Group>
    </Paper>
  );
}
