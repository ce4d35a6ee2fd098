import { Button, Skeleton, Stack } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import { routePath } from '@fura/domain/routes';
import { EmptyState } from '../../../shared/ui/ListStates';
import { GEO_TEXT } from '../geo-text';

/** No listing on the way: what makes one appear here, and where to go. */
export function GeoEmpty() {
  return (
    <EmptyState
      testId="geo-empty"
      icon={<IconTruckDelivery size={30} />}
      title={GEO_TEXT.emptyTitle}
      hint={GEO_TEXT.emptyHint}
      action={
        <Button component={Link} to={routePath('myOrdersWorking')} variant="light">
          {GEO_TEXT.emptyAction}
        </Button>
      }
    />
  );
}

/** The map and list while the list loads (and the map while its code loads). */
export function GeoSkeleton({ className }: { className: string }) {
  return (
    <div className={className} data-testid="geo-loading" aria-busy="true">
      <Skeleton height="100%" mih={320} radius="md" />
      <Stack gap="sm">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={120} radius="md" />
        ))}
      </Stack>
    </div>
  );
}

export function MapSkeleton() {
  return <Skeleton height="100%" mih={320} radius="md" data-testid="geo-map-loading" />;
}
