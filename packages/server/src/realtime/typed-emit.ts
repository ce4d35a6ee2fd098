import type { BroadcastOperator } from 'socket.io';
import type { ServerEventName, ServerEventPayload, ServerToClientEvents } from '@fura/domain/events';
import type { PendingEvent } from '../events/event-bus';

type Target = Pick<BroadcastOperator<ServerToClientEvents, unknown>, 'emit'>;

/** Emits one typed server event; the name decides the payload's type. */
export function emitTyped<E extends ServerEventName>(
  target: Target,
  name: E,
  payload: ServerEventPayload<E>,
): void {
  const args = [payload] as Parameters<ServerToClientEvents[E]>;
  target.emit(name, ...args);
}

/** Emits a collected event (its name and payload were paired by `pendingEvent()`). */
export function emitPending(target: Target, event: PendingEvent): void {
  emitTyped(target, event.name, event.payload);
}
