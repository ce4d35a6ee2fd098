import { useEffect, useState } from 'react';
import { POSITION_HIGH_ACCURACY, POSITION_MAX_AGE_MS, POSITION_TIME_GUARD_MS } from '@fura/domain/constants';
import { apiPost } from '../../shared/api/client';

export type LocationState = 'off' | 'sending' | 'error';

/** True when a position is recent enough to send (SPEC §9: guard of 300000 ms against the current time). */
export function isFreshPosition(timestamp: number, now: number): boolean {
  return now - timestamp <= POSITION_TIME_GUARD_MS;
}

/**
 * SPEC §4 "Location sending": starts when `enabled` turns on (clearing any previous watch first), sends each position
 * update, stops when it turns off; a geolocation failure sets the error state (the strip asks to turn it on).
 */
export function useLocationSender(enabled: boolean): LocationState {
  const [state, setState] = useState<LocationState>('off');

  useEffect(() => {
    if (!enabled) {
      setState('off');
      return undefined;
    }
    if (!('geolocation' in navigator)) {
      setState('error');
      return undefined;
    }
    setState('sending');
    const watchId = navigator.geolocation.watchPosition(
      (position) => {
        setState('sending');
        if (!isFreshPosition(position.timestamp, Date.now())) return;
        const { latitude, longitude } = position.coords;
        apiPost('/api/article/setLocation', { position: [latitude, longitude] }).catch(() => undefined);
      },
      () => setState('error'),
      { enableHighAccuracy: POSITION_HIGH_ACCURACY, maximumAge: POSITION_MAX_AGE_MS },
    );
    return () => navigator.geolocation.clearWatch(watchId);
  }, [enabled]);

  return state;
}
