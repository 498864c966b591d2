import { SSE_EVENTS } from "@chorus/shared/notification/notification.contract";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Db } from "../../../db/client.ts";
import { presentNotification } from "../notification.presenter.ts";
import {
  countUnread,
  countUnreadOf,
  inAppNotificationsAfter,
  inAppNotificationsByIds,
  type NotificationRow,
} from "../notification.repository.ts";
import { type FanoutListener, type FanoutMessage, listenFanout } from "./fanout.repository.ts";
import type { SseStream } from "./sse-stream.ts";

/** A reconnecting stream catches up on at most this many notifications per query. */
const REPLAY_BATCH = 200;

/**
 * The event streams open on this process, by user, fed by the fan-out every process publishes
 * to: each message is read from the database once (the notifications it names, the unread counts
 * of the users it concerns) and written to every stream it concerns.
 */
export class EventHub {
  private readonly streams = new Map<string, Set<SseStream>>();
  private listener: FanoutListener | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    /** Pending e-mail and push deliveries named by a message: one process claims each. */
    private readonly onDeliveries: (companyId: string, ids: string[]) => void,
  ) {}

  async start(database: Database): Promise<void> {
    this.listener = await listenFanout(
      database,
      (message) => {
        this.handle(message).catch((error: Error) =>
          this.log.error({ reason: error.message }, "could not fan out a notification event"),
        );
      },
      this.log,
      () => this.resync(),
    );
  }

  async stop(): Promise<void> {
    await this.listener?.close();
    this.listener = null;
  }

  get openStreams(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  add(stream: SseStream): void {
    const key = `${stream.companyId}:${stream.userId}`;
    const set = this.streams.get(key) ?? new Set();
    set.add(stream);
    this.streams.set(key, set);
  }

  remove(stream: SseStream): void {
    const key = `${stream.companyId}:${stream.userId}`;
    const set = this.streams.get(key);
    set?.delete(stream);
    if (set?.size === 0) this.streams.delete(key);
  }

  private streamsOf(companyId: string, userId: string): Set<SseStream> | undefined {
    return this.streams.get(`${companyId}:${userId}`);
  }

  /** Catches a stream up: the notifications after `after`, oldest first, then the unread count. */
  async replay(stream: SseStream, after: number): Promise<void> {
    let position = after;
    for (;;) {
      const rows = await inAppNotificationsAfter(
        this.db,
        stream.companyId,
        stream.userId,
        position,
        REPLAY_BATCH,
      );
      for (const row of rows) stream.sendNotification(row.id, row.seq, presentNotification(row));
      if (rows.length < REPLAY_BATCH) break;
      position = rows[rows.length - 1]?.seq ?? position;
    }
    stream.send(SSE_EVENTS.counters, {
      unreadCount: await countUnread(this.db, stream.companyId, stream.userId),
    });
  }

  /** After the listener lost its connection: every stream catches up on what passed meanwhile. */
  private resync(): void {
    for (const set of this.streams.values())
      for (const stream of set) stream.enqueue(() => this.replay(stream, stream.resumePosition));
  }

  private async handle(message: FanoutMessage): Promise<void> {
    if (message.k === "n") {
      if (message.d.length > 0) this.onDeliveries(message.c, message.d);
      const here = message.n.filter(([, userId]) => this.streamsOf(message.c, userId));
      if (here.length === 0) return;
      const rows = await inAppNotificationsByIds(
        this.db,
        message.c,
        here.map(([id]) => id),
      );
      const byUser = new Map<string, NotificationRow[]>();
      for (const row of rows.sort((a, b) => a.seq - b.seq))
        byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
      const counts = await countUnreadOf(this.db, message.c, [...byUser.keys()]);
      for (const [userId, userRows] of byUser) {
        for (const stream of this.streamsOf(message.c, userId) ?? []) {
          stream.enqueue(() => {
            for (const row of userRows) stream.sendNotification(row.id, row.seq, presentNotification(row));
            stream.send(SSE_EVENTS.counters, { unreadCount: counts.get(userId) ?? 0 });
          });
        }
      }
      return;
    }
    if (message.k === "read") {
      const users = message.u.filter((userId) => this.streamsOf(message.c, userId));
      if (users.length === 0) return;
      const counts = await countUnreadOf(this.db, message.c, users);
      for (const userId of users)
        for (const stream of this.streamsOf(message.c, userId) ?? [])
          stream.enqueue(() => stream.send(SSE_EVENTS.counters, { unreadCount: counts.get(userId) ?? 0 }));
      return;
    }
    for (const [key, set] of this.streams)
      if (key.startsWith(`${message.c}:`))
        for (const stream of set) stream.enqueue(() => stream.send(SSE_EVENTS.posts, {}));
  }
}
