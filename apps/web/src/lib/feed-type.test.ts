import { describe, expect, it } from "vitest";
import { feedPath, parseFeedType } from "./feed-type.ts";

describe("parseFeedType", () => {
  it("defaults to the published feed", () => {
    expect(parseFeedType(null)).toBe("published");
    expect(parseFeedType("nonsense")).toBe("published");
  });
  it("keeps known feed types", () => {
    expect(parseFeedType("incoming")).toBe("incoming");
    expect(parseFeedType("pob")).toBe("pob");
  });
  it("builds the feed link of a type", () => {
    expect(feedPath("bookmark")).toBe("/?type=bookmark");
  });
});
