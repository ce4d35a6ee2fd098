import { userRoom } from '@fura/domain/events';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus, PendingEvent } from '../events/event-bus';
import type { RealtimeServer } from './socket-types';
import { emitPending } from './typed-emit';

/**
 * Publishes committed events to the rooms of their users, on every instance when the Redis adapter is attached,
 * skipping the tab that made the change (`except(socketId)`).
 */
export class SocketEventBus implements EventBus {
  private closed = false;

  constructor(
    private readonly io: RealtimeServer,
    private readonly log: FastifyBaseLogger,
  ) {}

  publish(events: readonly PendingEvent[]): void {
    if (this.closed) return;
    for (const event of events) {
      // An empty room list would make Socket.IO broadcast to everyone.
      if (event.userIds.length === 0) continue;
      try {
        const target = this.io.to(event.userIds.map(userRoom)).except(event.exceptSocketId ?? []);
        emitPending(target, event);
      } catch (error) {
        // The change is committed already; a lost real-time event must not fail the request.
        this.log.error({ err: error, event: event.name }, 'socket event not published');
      }
    }
  }

  /** After shutdown events are dropped (the Redis clients are gone). */
  close(): void {
    this.closed = true;
  }
}
