import { Button, Group } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TLane } from '@fura/domain/lane-schemas';
import { ROUTES } from '@fura/domain/routes';
import { EmptyState } from '../../../shared/ui/ListStates';
import { LANE_TEXT } from '../lane-text';
import { laneSearchPath } from '../search-link';

/** A lane with completed deals and nothing open now: what to do next — publish an order, or look around it. */
export function LaneEmpty({ lane }: { lane: TLane }) {
  return (
    <EmptyState
      icon={<IconRoute size={30} />}
      title={LANE_TEXT.emptyTitle}
      hint={LANE_TEXT.emptyHint}
      testId="lane-empty"
      action={
        <Group gap="sm" justify="center">
          <Button component={Link} to={ROUTES.orderCreate.path}>
            {LANE_TEXT.createOrder}
          </Button>
          <Button component={Link} to={laneSearchPath('order', lane)} variant="light">
            {LANE_TEXT.sections.order.all(lane.from.name, lane.to.name)}
          </Button>
        </Group>
      }
    />
  );
}
