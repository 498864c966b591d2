import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresSuite, postgresUnavailable, scratchPostgres } from "../test/postgres.ts";
import { type Database, openDatabase } from "./client.ts";

/**
 * Two processes started together on an empty database (a rolling deploy, two replicas): each
 * migrates inside `exclusively`, so one migrates while the other waits, then finds nothing to do.
 */
const unavailable = await postgresUnavailable();

describe.skipIf(unavailable)(postgresSuite("start-up work across processes", unavailable), () => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    first = await scratchPostgres(2);
    second = await openDatabase({
      kind: "postgres",
      url: first.pool?.options.connectionString as string,
      poolSize: 2,
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("runs one process' start-up work at a time", async () => {
    const log: string[] = [];
    const work = (name: string) => async () => {
      log.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 150));
      log.push(`${name} ends`);
      return name;
    };
    const results = await Promise.all([first.exclusively(work("a")), second.exclusively(work("b"))]);
    expect(results).toEqual(["a", "b"]);
    // Never interleaved: whichever got the lock first ends before the other starts.
    const [x, y] = [log[0]?.split(" ")[0], log[2]?.split(" ")[0]];
    expect(log).toEqual([`${x} starts`, `${x} ends`, `${y} starts`, `${y} ends`]);
    expect(new Set([x, y])).toEqual(new Set(["a", "b"]));
  });

  it("migrates an empty database once when two processes start together", async () => {
    await Promise.all([first.exclusively(() => first.migrate()), second.exclusively(() => second.migrate())]);
    const applied = await first.pool?.query("select count(*)::int as n from drizzle.__drizzle_migrations");
    const files = await first.pool?.query(
      "select count(distinct hash)::int as n from drizzle.__drizzle_migrations",
    );
    expect(applied?.rows[0].n).toBeGreaterThan(20);
    expect(applied?.rows[0].n).toBe(files?.rows[0].n);
  });

  it("releases the lock when the work fails", async () => {
    await expect(first.exclusively(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(second.exclusively(async () => "free")).resolves.toBe("free");
  });
});
