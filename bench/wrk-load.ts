/**
 * HTTP load from wrk (Debian's package `wrk`, written in C), for the rows that compare a route with
 * its own statements replayed through pg. The replay's closed loops cost its process ~0.5 ms of CPU
 * a request; autocannon cost ~0.8 ms, on the same two cores as the app and PostgreSQL, so the route
 * was measured with less CPU left to it than the replay it is compared with. wrk costs ~0.1 ms.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cpuSecondsOfPid } from "./app-process.ts";

export const WRK = "/usr/bin/wrk";

export const wrkInstalled = (): boolean => existsSync(WRK);

export interface WrkResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers and socket errors. */
  errors: number;
  /** CPU seconds wrk itself used (read from /proc while it ran). */
  cpuSeconds: number;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** "18.54ms" → 18.54; "812.00us" → 0.812. */
export function wrkDurationMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match?.[1] || !match[2]) throw new Error(`not a wrk duration: ${text}`);
  return Number(match[1]) * (UNIT_MS[match[2]] ?? Number.NaN);
}

/** The figures of wrk's report (run with --latency). */
export function parseWrkReport(report: string): Omit<WrkResult, "cpuSeconds"> {
  const percentile = (p: string) => {
    const line = new RegExp(`^\\s*${p}%\\s+(\\S+)`, "m").exec(report);
    if (!line?.[1]) throw new Error(`wrk's report has no ${p}% line:\n${report}`);
    return wrkDurationMs(line[1]);
  };
  const total = /^\s*(\d+) requests in ([\d.]+)(us|ms|s|m)/m.exec(report);
  if (!total?.[1] || !total[2] || !total[3]) throw new Error(`wrk's report has no total:\n${report}`);
  const seconds = wrkDurationMs(`${total[2]}${total[3]}`) / 1000;
  const non2xx = Number(/Non-2xx or 3xx responses:\s*(\d+)/.exec(report)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const requests = Number(total[1]);
  return {
    requests,
    rps: requests / seconds,
    p50: percentile("50"),
    p99: percentile("99"),
    errors: non2xx + socketErrors,
  };
}

/** `connections` keep-alive connections on one wrk thread for `seconds`, with `headers`. */
export async function runWrk(
  url: string,
  options: { seconds: number; connections: number; headers: Record<string, string> },
): Promise<WrkResult> {
  const args = ["-t1", `-c${options.connections}`, `-d${options.seconds}s`, "--latency"];
  for (const [name, value] of Object.entries(options.headers)) args.push("-H", `${name}: ${value}`);
  const child = spawn(WRK, [...args, url], { stdio: ["ignore", "pipe", "inherit"] });
  let report = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    report += chunk;
  });
  // /proc forgets a process once it is reaped: its CPU is read while it runs, the last reading kept.
  let cpuSeconds = 0;
  const sample = setInterval(() => {
    if (child.pid !== undefined) cpuSeconds = Math.max(cpuSeconds, cpuSecondsOfPid(child.pid));
  }, 100);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  }).finally(() => clearInterval(sample));
  if (code !== 0) throw new Error(`wrk exited with ${code}:\n${report}`);
  return { ...parseWrkReport(report), cpuSeconds };
}
