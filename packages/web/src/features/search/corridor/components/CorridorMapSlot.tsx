import { Component, Suspense, lazy, type ReactNode } from 'react';
import { Alert, Skeleton } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { RESULT_TEXT } from '../corridor-text';
import type { CorridorMapProps } from './CorridorMap';
import classes from './Corridor.module.css';

// Leaflet and its CSS load with the map's own chunk, after the list: never with the app's entry.
const CorridorMap = lazy(() => import('./CorridorMap'));

/** A map that fails to load (offline, a blocked chunk) leaves a note; the list beside it keeps working. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <Alert
          variant="light"
          color="gray"
          icon={<IconMapOff size={20} aria-hidden />}
          data-testid="corridor-map-failed"
        >
          {RESULT_TEXT.mapFailed}
        </Alert>
      );
    }
    return this.props.children;
  }
}

/** The lazy corridor map in its box, with a skeleton while Leaflet loads. */
export function CorridorMapSlot(props: CorridorMapProps) {
  return (
    <MapBoundary>
      <div className={classes.mapBox}>
        <Suspense fallback={<Skeleton height="100%" radius="md" aria-hidden />}>
          <CorridorMap {...props} />
        </Suspense>
      </div>
    </MapBoundary>
  );
}
