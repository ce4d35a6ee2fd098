import { useEffect, useRef } from 'react';
import type { ServerEventName, ServerEventPayload } from '@fura/domain/events';
import { getSocket } from './socket';

export type ServerEventHandler<E extends ServerEventName> = (payload: ServerEventPayload<E>) => void;

/** Subscribes to a server event while the component is mounted; the latest handler is always called. */
export function useSocketEvent<E extends ServerEventName>(event: E, handler: ServerEventHandler<E>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const socket = getSocket();
    const listener: ServerEventHandler<E> = (payload) => latest.current(payload);
    // socket.io's listener type cannot be resolved for a generic event name; every event has one payload.
    const untyped = socket as unknown as {
      on(event: string, listener: ServerEventHandler<E>): void;
      off(event: string, listener: ServerEventHandler<E>): void;
    };
    untyped.on(event, listener);
    return () => untyped.off(event, listener);
  }, [event]);
}
