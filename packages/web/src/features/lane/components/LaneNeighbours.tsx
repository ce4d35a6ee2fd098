import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { listingsCountLabel } from '@fura/domain/lane-texts';
import type { TLaneLink } from '@fura/domain/lane-schemas';
import { routePath } from '@fura/domain/routes';
import { LANE_TEXT } from '../lane-text';

/** Lanes from the same departure or to the same destination, busiest first; nothing when there are none. */
export function LaneNeighbours({ neighbours }: { neighbours: TLaneLink[] }) {
  if (neighbours.length === 0) return null;
  return (
    <section aria-labelledby="lane-neighbours-title" data-testid="lane-neighbours">
      <Stack gap="xs">
        <Title order={2} fz={{ base: 20, sm: 24 }} id="lane-neighbours-title">
          {LANE_TEXT.neighbours}
        </Title>
        <List spacing={6} listStyleType="none" ml={0} pl={0}>
          {neighbours.map((link) => (
            <List.Item key={link.slug}>
              <Anchor component={Link} to={routePath('lane', { lane: link.slug })}>
                {link.from} — {link.to}
              </Anchor>{' '}
              <Text span size="sm" c="dimmed">
                · {listingsCountLabel(link.openCount)}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </section>
  );
}
