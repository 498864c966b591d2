import type { ServerResponse } from "node:http";

/**
 * One open `text/event-stream` answer. Writes are queued, so a replay and a live event never
 * interleave, and every notification is written once: `sent` remembers the ids already written,
 * and the `id:` line carries the highest position written so far (what the browser sends back as
 * Last-Event-ID), so a late event of a lower position never moves the resume point backwards.
 */
export class SseStream {
  private queue: Promise<void> = Promise.resolve();
  private readonly sent = new Set<string>();
  private position: number;
  closed = false;

  constructor(
    readonly companyId: string,
    readonly userId: string,
    private readonly response: ServerResponse,
    startPosition: number,
  ) {
    this.position = startPosition;
  }

  /** The position a catch-up resumes after: the highest notification position written. */
  get resumePosition(): number {
    return this.position;
  }

  /** Runs `work` after everything queued before it. */
  enqueue(work: () => Promise<void> | void): Promise<void> {
    this.queue = this.queue.then(async () => {
      if (!this.closed) await work();
    });
    this.queue = this.queue.catch(() => undefined);
    return this.queue;
  }

  /** Writes a notification unless this stream already had it; answers whether it was written. */
  sendNotification(id: string, seq: number, data: unknown): boolean {
    if (this.sent.has(id)) return false;
    this.sent.add(id);
    // A long-lived stream forgets old ids; they are far behind the resume position by then.
    if (this.sent.size > 5000) this.sent.delete(this.sent.values().next().value as string);
    this.position = Math.max(this.position, seq);
    this.write(`id: ${this.position}\nevent: notification\ndata: ${JSON.stringify(data)}\n\n`);
    return true;
  }

  send(event: string, data: unknown): void {
    this.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  heartbeat(): void {
    this.write(": heartbeat\n\n");
  }

  private write(chunk: string): void {
    if (this.closed) return;
    this.response.write(chunk);
  }
}
