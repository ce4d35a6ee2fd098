import type { ServerEventName, ServerEventPayload } from '@fura/domain/events';

/** One server → client event addressed to users' rooms, skipping the calling tab. */
export type PendingEvent = {
  [E in ServerEventName]: {
    name: E;
    payload: ServerEventPayload<E>;
    userIds: readonly string[];
    exceptSocketId: string | null;
  };
}[ServerEventName];

export function pendingEvent<E extends ServerEventName>(
  name: E,
  payload: ServerEventPayload<E>,
  userIds: readonly string[],
  exceptSocketId: string | null = null,
): PendingEvent {
  return { name, payload, userIds, exceptSocketId } as PendingEvent;
}

/** Publishes committed events to sockets (every instance, through the Redis adapter when configured). */
export interface EventBus {
  publish(events: readonly PendingEvent[]): void;
}
