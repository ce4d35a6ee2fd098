import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { POSITION_HIGH_ACCURACY, POSITION_MAX_AGE_MS, POSITION_TIME_GUARD_MS } from '@fura/domain/constants';
import type { TSetLocationResponse } from '@fura/domain/deal-schemas';
import type { TUserResponse } from '@fura/domain/user';
import { apiPost } from '../../shared/api/client';
import { SESSION_QUERY_KEY } from '../../shared/session/session-query';
import { withNeedSendLocation } from '../../shared/session/session-updates';

export type LocationState = 'off' | 'sending' | 'error';

/** True when a position is recent enough to send (SPEC §9: guard of 300000 ms against the current time). */
export function isFreshPosition(timestamp: number, now: number): boolean {
  return now - timestamp <= POSITION_TIME_GUARD_MS;
}

/**
 * SPEC §4 "Location sending": starts when `enabled` turns on (clearing any previous watch first), sends each position
 * update, stops when it turns off; a geolocation failure sets the error state (the strip asks to turn it on).
 * An answer with `isDisableGeo` (nothing of his is on the way any more) stops the watch at once and turns the
 * session's needSendLocation off, as the `setDelivered` event does.
 */
export function useLocationSender(enabled: boolean): LocationState {
  const client = useQueryClient();
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
        apiPost<TSetLocationResponse>('/api/article/setLocation', { position: [latitude, longitude] }).then(
          (answer) => {
            if (!answer.isDisableGeo) return;
            navigator.geolocation.clearWatch(watchId);
            setState('off');
            client.setQueryData<TUserResponse | null>(SESSION_QUERY_KEY, (session) =>
              session ? withNeedSendLocation(session, false) : session,
            );
          },
          () => undefined,
        );
      },
      () => setState('error'),
      { enableHighAccuracy: POSITION_HIGH_ACCURACY, maximumAge: POSITION_MAX_AGE_MS },
    );
    return () => navigator.geolocation.clearWatch(watchId);
  }, [enabled, client]);

  return state;
}
