import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { markSeen } from './presence';
import type { RedisClient } from './redis-clients';

/** A connection writes "last seen" at most this often per user, on every instance together (with Redis). */
export const SEEN_WRITE_EVERY_MS = 60_000;
/** A user whose last socket went is written offline only if no socket of his came back within this. */
export const OFFLINE_GRACE_MS = 3_000;

export interface LastSeenOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Shares the once-a-minute guard between instances (`SET … NX PX`); null: this instance's memory only. */
  redis: RedisClient | null;
  everyMs?: number;
  graceMs?: number;
}

const redisKey = (userId: string) => `fura:last-seen:${userId}`;

/**
 * "Last seen" (users.online_at) written when presence changes, not on every socket (issue 14: a write per connect and
 * per disconnect made connecting 1.4–2.2× slower). While a user is online others see him online from the sockets, so
 * the stored time matters once he is gone:
 * - a connection writes at most once a minute per user (a crashed instance still leaves a recent time);
 * - the user's last socket on this instance going writes the time it went, unless one of his sockets is back within
 *   the grace (a reload, a reconnect): ten reconnects in a row write nothing more.
 */
export class LastSeen {
  private readonly sockets = new Map<string, number>();
  private readonly writtenAt = new Map<string, number>();
  private readonly offline = new Map<string, { at: Date; timer: NodeJS.Timeout }>();
  private readonly everyMs: number;
  private readonly graceMs: number;

  constructor(private readonly options: LastSeenOptions) {
    this.everyMs = options.everyMs ?? SEEN_WRITE_EVERY_MS;
    this.graceMs = options.graceMs ?? OFFLINE_GRACE_MS;
  }

  /** A socket of the user joined (connected, or authenticated as him). */
  async connected(userId: string): Promise<void> {
    this.sockets.set(userId, (this.sockets.get(userId) ?? 0) + 1);
    const pending = this.offline.get(userId);
    if (pending) {
      clearTimeout(pending.timer);
      this.offline.delete(userId);
    }
    if (await this.claimWrite(userId)) await this.write(userId, new Date());
  }

  /** A socket of the user left (disconnected, or switched to another user). */
  disconnected(userId: string): void {
    const left = (this.sockets.get(userId) ?? 1) - 1;
    if (left > 0) {
      this.sockets.set(userId, left);
      return;
    }
    this.sockets.delete(userId);
    const at = new Date();
    const timer = setTimeout(() => {
      this.offline.delete(userId);
      void this.write(userId, at);
    }, this.graceMs);
    timer.unref();
    this.offline.set(userId, { at, timer });
  }

  /** Writes the users still waiting for their grace to end: at shutdown they are gone for good. */
  async flush(): Promise<void> {
    const pending = [...this.offline.entries()];
    this.offline.clear();
    for (const [, { timer }] of pending) clearTimeout(timer);
    await Promise.all(pending.map(([userId, { at }]) => this.write(userId, at)));
  }

  /** True when nobody (this instance, or any with Redis) wrote the user within the last minute. */
  private async claimWrite(userId: string): Promise<boolean> {
    const now = Date.now();
    const last = this.writtenAt.get(userId);
    if (last !== undefined && now - last < this.everyMs) return false;
    this.remember(userId, now);
    const { redis } = this.options;
    if (!redis) return true;
    try {
      const claimed = await redis.set(redisKey(userId), '1', {
        condition: 'NX',
        expiration: { type: 'PX', value: this.everyMs },
      });
      return claimed === 'OK';
    } catch {
      // Redis away: this instance's memory alone keeps the pace.
      return true;
    }
  }

  private async write(userId: string, at: Date): Promise<void> {
    this.remember(userId, Date.now());
    await markSeen(this.options.db, userId, this.options.log, at);
  }

  private remember(userId: string, now: number): void {
    this.writtenAt.set(userId, now);
    // Entries older than the window decide nothing: dropped now and then, so the map stays as large as a minute.
    if (this.writtenAt.size > 10_000) {
      for (const [id, at] of this.writtenAt) if (now - at >= this.everyMs) this.writtenAt.delete(id);
    }
  }
}
