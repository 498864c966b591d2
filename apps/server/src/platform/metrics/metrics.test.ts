import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createMetrics } from "./metrics.ts";

const TOKEN = "scrape-token-for-tests-0123";

/** The value of one series in Prometheus' text format, 0 when it is not there yet. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("GET /metrics", () => {
  let withToken: TestApp;
  let withoutToken: TestApp;
  beforeAll(async () => {
    withToken = await createTestApp({ METRICS_TOKEN: TOKEN });
    withoutToken = await createTestApp({}, { database: withToken.database });
  });
  afterAll(async () => {
    await withoutToken.app.close();
    await withToken.close();
  });

  const scrape = async (app = withToken, authorization = `Bearer ${TOKEN}`) =>
    app.app.inject({ method: "GET", url: "/metrics", headers: { authorization } });

  it("does not exist when no scrape token is configured", async () => {
    const response = await scrape(withoutToken);
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ["no token", ""],
    ["a wrong token", "Bearer scrape-token-for-tests-0124"],
    ["the token without its scheme", TOKEN],
  ])("refuses a scraper with %s", async (_label, authorization) => {
    const response = await scrape(withToken, authorization);
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain("chorus_http_request_duration_seconds");
  });

  it("counts requests by route pattern and status, never by raw URL", async () => {
    const series =
      'chorus_http_request_duration_seconds_count{method="GET",route="/api/config",status_code="200"}';
    const unmatched =
      'chorus_http_request_duration_seconds_count{method="GET",route="(unmatched)",status_code="404"}';
    const before = (await scrape()).body;
    await withToken.app.inject({ method: "GET", url: "/api/config" });
    await withToken.app.inject({ method: "GET", url: "/api/config?x=1" });
    await withToken.app.inject({ method: "GET", url: "/api/no-such-route/8f3a" });
    const after = await scrape();
    expect(after.statusCode).toBe(200);
    expect(after.headers["content-type"]).toMatch(/^text\/plain/);
    expect(sample(after.body, series) - sample(before, series)).toBe(2);
    expect(sample(after.body, unmatched) - sample(before, unmatched)).toBe(1);
    expect(after.body).not.toContain("8f3a");
  });

  it("reports the job queues' depth and the process' own figures", async () => {
    const body = (await scrape()).body;
    expect(body).toContain("# TYPE chorus_job_queue_depth gauge");
    expect(body).toContain("chorus_process_resident_memory_bytes");
  });
});

describe("createMetrics", () => {
  it("counts a failed job run apart from a completed one", async () => {
    const metrics = createMetrics();
    metrics.jobFinished("share.publish", "completed", 0.2);
    metrics.jobFinished("share.publish", "failed", 1.5);
    metrics.jobFinished("share.publish", "failed", 0.1);
    const text = await metrics.registry.metrics();
    expect(sample(text, 'chorus_job_failures_total{job="share.publish"}')).toBe(2);
    expect(sample(text, 'chorus_job_duration_seconds_count{job="share.publish",outcome="completed"}')).toBe(
      1,
    );
  });

  it("reads the pool's connections when scraped", async () => {
    const metrics = createMetrics();
    metrics.watch({ pool: { totalCount: 7, idleCount: 3, waitingCount: 2 } });
    const text = await metrics.registry.metrics();
    expect(sample(text, 'chorus_db_pool_connections{state="in_use"}')).toBe(4);
    expect(sample(text, 'chorus_db_pool_connections{state="idle"}')).toBe(3);
    expect(sample(text, 'chorus_db_pool_connections{state="waiting"}')).toBe(2);
  });

  it("keeps each app's series apart (two apps in one process)", async () => {
    const first = createMetrics();
    const second = createMetrics();
    first.observeRequest("GET", "/api/x", 200, 0.01);
    const series =
      'chorus_http_request_duration_seconds_count{method="GET",route="/api/x",status_code="200"}';
    expect(sample(await first.registry.metrics(), series)).toBe(1);
    expect(sample(await second.registry.metrics(), series)).toBe(0);
  });
});
