import { describe, expect, it } from "vitest";
import type { Queryable } from "../../db/client.ts";
import { COMMON_TERM_MATCHES } from "./feed-search.repository.ts";
import { createTermClasses, TERM_CLASS_ENTRIES, TERM_CLASS_TTL_MS } from "./term-frequency.ts";

/** A database answering the capped count with `matches`, counting the statements it is sent. */
function countingDb(matches: () => number) {
  const db = {
    statements: 0,
    async execute() {
      db.statements += 1;
      return { rows: [{ matches: matches() }] };
    },
  };
  return db;
}

describe("term classes remembered", () => {
  it("counts a term once per company while it is remembered", async () => {
    let time = 0;
    const isCommon = createTermClasses(() => time);
    const db = countingDb(() => COMMON_TERM_MATCHES);
    const q = db as unknown as Queryable;
    expect(await isCommon(q, "acme", "webinar")).toBe(true);
    expect(await isCommon(q, "acme", "webinar")).toBe(true);
    expect(db.statements).toBe(1);
    await isCommon(q, "globex", "webinar");
    await isCommon(q, "acme", "webinars");
    expect(db.statements).toBe(3);
    time = TERM_CLASS_TTL_MS - 1;
    await isCommon(q, "acme", "webinar");
    expect(db.statements).toBe(3);
  });

  it("counts again once the memory is older than the TTL, and learns the new class", async () => {
    let time = 0;
    let matches = COMMON_TERM_MATCHES - 1;
    const isCommon = createTermClasses(() => time);
    const db = countingDb(() => matches);
    const q = db as unknown as Queryable;
    expect(await isCommon(q, "acme", "launch")).toBe(false);
    matches = COMMON_TERM_MATCHES;
    expect(await isCommon(q, "acme", "launch")).toBe(false);
    time = TERM_CLASS_TTL_MS;
    expect(await isCommon(q, "acme", "launch")).toBe(true);
    expect(db.statements).toBe(2);
  });

  it("forgets the least recently counted term beyond its size", async () => {
    const isCommon = createTermClasses(() => 0);
    const db = countingDb(() => 0);
    const q = db as unknown as Queryable;
    for (let i = 0; i <= TERM_CLASS_ENTRIES; i++) await isCommon(q, "acme", `term${i}`);
    expect(db.statements).toBe(TERM_CLASS_ENTRIES + 1);
    await isCommon(q, "acme", `term${TERM_CLASS_ENTRIES}`);
    expect(db.statements).toBe(TERM_CLASS_ENTRIES + 1);
    await isCommon(q, "acme", "term0");
    expect(db.statements).toBe(TERM_CLASS_ENTRIES + 2);
  });
});
