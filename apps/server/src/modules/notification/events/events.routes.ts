import { SSE_EVENTS } from "@chorus/shared/notification/notification.contract";
import { notificationBrowserRoutes } from "@chorus/shared/notification/notification.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../../platform/deps.ts";
import { endpointRouter } from "../../../platform/endpoint-route.ts";
import { contextOf } from "../../../platform/request-context.ts";
import { deliverPending } from "../notification.delivery.ts";
import { lastSeqOf } from "../notification.repository.ts";
import { EventHub } from "./event-hub.ts";
import { SseStream } from "./sse-stream.ts";

/** A Last-Event-ID we wrote: a notification position. */
const parsePosition = (value: unknown): number | null =>
  typeof value === "string" && /^\d{1,18}$/.test(value) ? Number(value) : null;

/**
 * GET /api/events: the signed-in user's Server-Sent Events. New notifications and counter
 * changes arrive the moment their transaction commits, on whichever process the writer ran
 * (PostgreSQL LISTEN/NOTIFY). A browser that reconnects sends Last-Event-ID and first receives
 * what it missed. A client that does not accept text/event-stream gets the current state as one
 * batch of events and the end of the answer (scripts, health checks).
 */
export function eventRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const hub = new EventHub(deps.db, app.log, (companyId, ids) => {
      void deliverPending(deps, app.log, companyId, ids);
    });
    const open = new Set<() => void>();
    app.addHook("onReady", () => hub.start(deps.database));
    app.addHook("preClose", async () => {
      for (const end of [...open]) end();
      await hub.stop();
    });

    endpointRouter(app, deps).browser(
      notificationBrowserRoutes.events,
      { access: "signedIn" },
      async (request, reply) => {
        const ctx = contextOf(request, deps.db);
        const live = String(request.headers.accept ?? "").includes("text/event-stream");
        const resumeAfter = parsePosition(request.headers["last-event-id"]);
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          "content-type": "text/event-stream; charset=utf-8",
          "cache-control": "no-store",
          connection: "keep-alive",
          "x-accel-buffering": "no",
        });
        raw.write("retry: 3000\n\n");
        const start = resumeAfter ?? (await lastSeqOf(deps.db, ctx.companyId, ctx.actor.userId));
        const stream = new SseStream(ctx.companyId, ctx.actor.userId, raw, start);
        if (!live) {
          if (resumeAfter !== null) await hub.replay(stream, resumeAfter);
          else await hub.replay(stream, start);
          stream.send(SSE_EVENTS.ready, {});
          raw.end();
          return;
        }
        // Registered before the catch-up, so nothing committed in between is missed; the
        // stream writes each notification once whichever path brings it.
        hub.add(stream);
        stream.enqueue(async () => {
          await hub.replay(stream, start);
          stream.send(SSE_EVENTS.ready, {});
        });
        const heartbeat = setInterval(
          () => stream.enqueue(() => stream.heartbeat()),
          deps.config.notifications.sseHeartbeatMs,
        );
        const end = () => {
          clearInterval(heartbeat);
          stream.closed = true;
          hub.remove(stream);
          open.delete(end);
          if (!raw.writableEnded) raw.end();
        };
        open.add(end);
        request.raw.on("close", end);
        raw.on("error", end);
      },
    );
  };
}
