import type { TestClient } from "../../../test/test-app.ts";

export interface SseEvent {
  event: string;
  id: string | null;
  data: unknown;
}

/** A minimal EventSource over fetch: collects parsed events and waits for the ones a test expects. */
export interface SseClient {
  events: SseEvent[];
  /** Heartbeat comment lines received. */
  heartbeats(): number;
  waitFor(predicate: (events: SseEvent[]) => boolean, timeoutMs?: number): Promise<void>;
  lastEventId(): string | null;
  close(): void;
}

export const cookieOf = (client: TestClient) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");

export async function openSse(
  baseUrl: string,
  cookie: string,
  lastEventId?: string | null,
): Promise<SseClient> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: "text/event-stream", cookie };
  if (lastEventId) headers["last-event-id"] = lastEventId;
  const response = await fetch(`${baseUrl}/api/events`, { headers, signal: abort.signal });
  if (response.status !== 200 || !response.body) throw new Error(`event stream answered ${response.status}`);
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let last: string | null = lastEventId ?? null;
  let heartbeats = 0;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
          if (block.startsWith(": heartbeat")) heartbeats++;
          const fields = new Map<string, string>();
          for (const line of block.split("\n")) {
            if (line.startsWith(":") || !line.includes(":")) continue;
            const at = line.indexOf(":");
            fields.set(line.slice(0, at), line.slice(at + 1).trimStart());
          }
          if (!fields.has("event")) continue;
          const id = fields.get("id") ?? null;
          if (id) last = id;
          events.push({
            event: fields.get("event") ?? "",
            id,
            data: JSON.parse(fields.get("data") ?? "null"),
          });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    lastEventId: () => last,
    heartbeats: () => heartbeats,
    close: () => abort.abort(),
    waitFor(predicate, timeoutMs = 5000) {
      if (predicate(events)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out; events: ${JSON.stringify(events)}`));
        }, timeoutMs);
        const check = () => {
          if (!predicate(events)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      });
    },
  };
}

export const notificationsIn = (events: SseEvent[]) =>
  events.filter((e) => e.event === "notification").map((e) => (e.data as { itemTitle: string }).itemTitle);
