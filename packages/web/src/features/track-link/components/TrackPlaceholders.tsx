import { Button, Skeleton, Stack } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { routePath } from '@fura/domain/routes';
import { EmptyState } from '../../../shared/ui/ListStates';
import { TRACK_TEXT } from '../track-text';

/** A dead link (unknown, revoked, expired, delivered): said plainly, with what the consignee can do. */
export function TrackNotFound() {
  return (
    <EmptyState
      testId="track-not-found"
      icon={<IconMapPinOff size={30} />}
      title={TRACK_TEXT.notFoundTitle}
      hint={TRACK_TEXT.notFoundText}
      action={
        <Button component={Link} to={routePath('main')} variant="light">
          {TRACK_TEXT.toMain}
        </Button>
      }
    />
  );
}

export function TrackSkeleton() {
  return (
    <Stack gap="md" data-testid="track-loading" aria-busy="true">
      <Skeleton height={28} width="60%" radius="sm" />
      <Skeleton height={360} radius="md" />
      <Skeleton height={90} radius="md" />
    </Stack>
  );
}

export function TrackMapSkeleton() {
  return <Skeleton height="100%" radius="md" data-testid="track-map-loading" />;
}
