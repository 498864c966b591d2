import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** Where the pool numbers come from: a pg.Pool (PGlite has one connection and no pool). */
export interface PoolView {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** Queue depth per job queue, read when Prometheus scrapes. */
export type QueueDepths = () => Promise<{ name: string; queued: number; active: number }[]>;

/**
 * The app's Prometheus metrics, one registry per app (tests build several apps in one process,
 * so nothing lives in prom-client's global registry). Other modules add their own series to
 * `registry` (SSE connections, say) with `new Gauge({ registers: [metrics.registry], … })`.
 */
export interface Metrics {
  registry: Registry;
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  jobFinished(job: string, outcome: "completed" | "failed", seconds: number): void;
  /** The pool and the queues are known only once the app has its database and jobs. */
  watch(sources: { pool?: PoolView; queues?: QueueDepths }): void;
}

/** Buckets for an API that should answer in milliseconds, with room for the slow tail. */
const REQUEST_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "chorus_" });
  const requestDuration = new Histogram({
    name: "chorus_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status code",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const responses = new Counter({
    name: "chorus_http_responses_total",
    help: "HTTP responses by status class (2xx, 3xx, 4xx, 5xx)",
    labelNames: ["status_class"] as const,
    registers: [registry],
  });
  const jobRuns = new Histogram({
    name: "chorus_job_duration_seconds",
    help: "Time a background job took, by job and outcome",
    labelNames: ["job", "outcome"] as const,
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: "chorus_job_failures_total",
    help: "Background job runs that threw (pg-boss retries them up to its limit)",
    labelNames: ["job"] as const,
    registers: [registry],
  });
  let pool: PoolView | undefined;
  let queues: QueueDepths | undefined;
  new Gauge({
    name: "chorus_db_pool_connections",
    help: "Database pool connections by state (in_use, idle) and callers waiting for one (waiting)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      if (!pool) return;
      this.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
  new Gauge({
    name: "chorus_job_queue_depth",
    help: "Jobs waiting (queued) and running (active) per queue",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      if (!queues) return;
      this.reset();
      for (const queue of await queues()) {
        this.set({ queue: queue.name, state: "queued" }, queue.queued);
        this.set({ queue: queue.name, state: "active" }, queue.active);
      }
    },
  });
  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
      responses.inc({ status_class: `${Math.floor(statusCode / 100)}xx` });
    },
    jobFinished(job, outcome, seconds) {
      jobRuns.observe({ job, outcome }, seconds);
      if (outcome === "failed") jobFailures.inc({ job });
    },
    watch(sources) {
      pool = sources.pool ?? pool;
      queues = sources.queues ?? queues;
    },
  };
}
