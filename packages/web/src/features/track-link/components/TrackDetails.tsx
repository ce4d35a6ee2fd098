import { Alert, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight } from '@tabler/icons-react';
import type { TPublicTrack } from '@fura/domain/geo-tracking';
import { formatAgo, formatDateTime } from '../../../shared/format/date';
import { useTimeZone } from '../../../shared/format/use-time-zone';
import { TRACK_TEXT, formatEta } from '../track-text';

function End({ label, settlement, testId }: { label: string; settlement: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="lg" data-testid={testId}>
        {settlement}
      </Text>
    </Stack>
  );
}

/** «Откуда → Куда». */
export function TrackRoute({ track }: { track: TPublicTrack }) {
  return (
    <Group gap="md" wrap="wrap" data-testid="track-route">
      <End label={TRACK_TEXT.from} settlement={track.from.settlement} testId="track-from" />
      <IconArrowRight size={20} aria-hidden />
      <End label={TRACK_TEXT.to} settlement={track.to.settlement} testId="track-to" />
    </Group>
  );
}

/**
 * «Адрес выгрузки изменён» with the moment (issue 29): the sender changed the deal's unloading address and the carrier
 * confirmed it on the way; «Куда» is the new place. In the page's clock (Moscow's until the page is taken over).
 */
export function TrackDestinationChanged({ changedAt }: { changedAt: string }) {
  const zone = useTimeZone();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      data-testid="track-to-changed"
    >
      {TRACK_TEXT.toChanged}{' '}
      <time dateTime={changedAt}>
        <strong>{formatDateTime(changedAt, zone)}</strong>
      </time>
    </Alert>
  );
}

/** The last position's time and the ETA, labelled «примерно», with how it is estimated. */
export function TrackFacts({ track, now }: { track: TPublicTrack; now: number }) {
  const zone = useTimeZone();
  const { position, eta } = track;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Paper withBorder radius="md" p="md" data-testid="track-position">
        {position ? (
          <Text>
            {TRACK_TEXT.lastPosition}:{' '}
            <time dateTime={position.at}>
              <strong>{formatAgo(position.at, now)}</strong> ({formatDateTime(position.at, zone)})
            </time>
          </Text>
        ) : (
          <Text>{TRACK_TEXT.noPosition}</Text>
        )}
      </Paper>
      <Paper withBorder radius="md" p="md" data-testid="track-eta">
        <Text fw={600}>{eta ? formatEta(eta) : TRACK_TEXT.noEta}</Text>
        <Text size="sm" c="dimmed" mt={4}>
          {TRACK_TEXT.etaNote}
        </Text>
      </Paper>
    </SimpleGrid>
  );
}
