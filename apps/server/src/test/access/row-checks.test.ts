import { describe, expect, it } from "vitest";
import type { AccessRow } from "./principals.ts";
import { MANAGERS, signedInExcept } from "./principals.ts";
import { checkPathParams, checkRowAgainstPolicy, checkRowCanFail } from "./row-checks.ts";

/** The matrix's own checks, on rows made to break them. */
describe("checkRowCanFail", () => {
  const base = { method: "GET", route: "/api/x/:id" } as const;

  it("flags a row where every caller expects the same 404: it passes with the route deleted", () => {
    const row: AccessRow = { ...base, allowed: "signedIn", okStatus: 404 };
    expect(checkRowCanFail(row, "signedIn")).toEqual(["GET /api/x/:id: no principal expects a 2xx/3xx"]);
  });

  it("flags a row whose allowed callers get the same 403 as the denied ones: it passes with the policy loosened", () => {
    const row: AccessRow = { ...base, allowed: MANAGERS, okStatus: 403 };
    expect(checkRowCanFail(row, { roles: ["admin", "partner", "smarper"] })).toEqual([
      "GET /api/x/:id: no principal expects a 2xx/3xx",
      "GET /api/x/:id: allowed and denied principals expect the same status",
    ]);
  });

  it("accepts a row with a 2xx that differs from the refusals, and a documented exception", () => {
    expect(checkRowCanFail({ ...base, allowed: "signedIn" }, "signedIn")).toEqual([]);
    const documented: AccessRow = {
      ...base,
      allowed: [],
      refused: { by: signedInExcept(), status: 403 },
      why: "only the author may; the own-object row expects 200",
    };
    expect(checkRowCanFail(documented, "signedIn")).toEqual([]);
  });
});

describe("checkRowAgainstPolicy", () => {
  const base = { method: "PUT", route: "/api/y" } as const;

  it("flags a row that lets through more or fewer roles than the route's policy", () => {
    const row: AccessRow = { ...base, allowed: "signedIn" };
    expect(checkRowAgainstPolicy(row, { roles: ["admin", "partner", "smarper"] })).toEqual([
      "PUT /api/y: passes sharer, channel_analyst, channel_manager, group_admin, admin, partner, smarper; the policy names admin, partner, smarper",
    ]);
  });

  it("counts a caller refused by the object's own rule as let through the gate", () => {
    const row: AccessRow = { ...base, allowed: MANAGERS, refused: { by: ["group_admin"], status: 403 } };
    expect(checkRowAgainstPolicy(row, { roles: ["group_admin", "admin", "partner", "smarper"] })).toEqual([]);
    expect(checkRowAgainstPolicy(row, { roles: ["admin", "partner", "smarper"] })).toHaveLength(1);
  });

  it("expects a public route to let everyone through, anonymous too", () => {
    expect(checkRowAgainstPolicy({ ...base, allowed: "signedIn" }, "public")).toHaveLength(1);
    expect(checkRowAgainstPolicy({ ...base, allowed: "everyone" }, "public")).toEqual([]);
  });
});

describe("checkPathParams", () => {
  const row: AccessRow = { method: "GET", route: "/api/post3/:postId", allowed: "signedIn" };
  const fixture = { posts: { published: "65f0a1b2c3d4e5f601234567" }, me: "65f0a1b2c3d4e5f600000001" };

  it("accepts a parameter filled with an object of the fixture, and names that are not ids", () => {
    expect(checkPathParams(row, "/api/post3/65f0a1b2c3d4e5f601234567?x=1", fixture)).toEqual([]);
    const named: AccessRow = { method: "GET", route: "/api/leaderboard3/:name", allowed: "signedIn" };
    expect(checkPathParams(named, "/api/leaderboard3/ThisMonth", fixture)).toEqual([]);
  });

  it("flags a made-up id, an unfilled parameter and the route used as its own URL", () => {
    expect(checkPathParams(row, "/api/post3/0123456789abcdef01234567", fixture)).toEqual([
      "GET /api/post3/:postId: :postId = 0123456789abcdef01234567 is no object of the fixture",
    ]);
    expect(checkPathParams(row, "/api/post3/:postId", fixture)).toEqual([
      "GET /api/post3/:postId: :postId is not filled in (/api/post3/:postId)",
    ]);
    expect(checkPathParams(row, "/api/post3/42", fixture)).toHaveLength(1);
  });

  it("lets a row send a forged id only with its reason", () => {
    const forged: AccessRow = { ...row, forgedParams: "a forged tracking token" };
    expect(checkPathParams(forged, "/api/post3/0123456789abcdef01234567", fixture)).toEqual([]);
  });
});
