import { Anchor, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TGeoItem } from '@fura/domain/geo-tracking';
import { routePath } from '@fura/domain/routes';
import { formatDateTime } from '../../../shared/format/date';
import { useRequestLocation } from '../api/request-location';
import { formatAgo } from '../../../shared/format/date';
import { GEO_TEXT } from '../geo-text';
import classes from './GeoList.module.css';
import { TrackingLinkControls } from './TrackingLinkControls';

interface Props {
  item: TGeoItem;
  selected: boolean;
  now: number;
  onSelect: (articleId: string) => void;
}

/** One listing on the way: who carries it, where, when his last position came, and what the owner can do. */
export function GeoListItem({ item, selected, now, onSelect }: Props) {
  const requestLocation = useRequestLocation();
  const { lastLocation } = item;
  const route = `${item.from.settlement} → ${item.to.settlement}`;

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      className={classes.item}
      data-selected={selected}
      data-testid="geo-item"
      data-article-id={item.articleId}
    >
      <UnstyledButton
        className={classes.select}
        aria-pressed={selected}
        onClick={() => onSelect(item.articleId)}
        data-testid="geo-item-select"
      >
        <Text fw={600}>{item.carrier.name}</Text>
        <Text size="sm">{route}</Text>
        <Text size="sm" c="dimmed" data-testid="geo-item-time">
          {lastLocation ? (
            <>
              {GEO_TEXT.lastPosition}:{' '}
              <time dateTime={lastLocation.at} title={formatDateTime(lastLocation.at)}>
                {formatAgo(lastLocation.at, now)}
              </time>
            </>
          ) : (
            GEO_TEXT.noPosition
          )}
        </Text>
        {selected && (
          <Text size="xs" c="violet.9" mt={4}>
            {GEO_TEXT.follow}
          </Text>
        )}
      </UnstyledButton>
      <Stack gap="xs" mt="xs">
        <Anchor component={Link} to={routePath(item.type, { id: item.articleId })} size="sm">
          {item.type === 'order' ? 'Открыть заказ' : 'Открыть предложение'}
        </Anchor>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            color="violet"
            leftSection={<IconCurrentLocation size={14} aria-hidden />}
            loading={requestLocation.isPending}
            onClick={() => requestLocation.mutate(item.articleId)}
            data-testid="geo-request-location"
          >
            {GEO_TEXT.requestLocation}
          </Button>
        </Group>
        <TrackingLinkControls item={item} />
      </Stack>
    </Paper>
  );
}
