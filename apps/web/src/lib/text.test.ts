import { describe, expect, it } from "vitest";
import { profileName, truncate } from "./text.ts";

describe("truncate", () => {
  it("keeps text up to the limit unchanged", () => {
    expect(truncate("a".repeat(38))).toBe("a".repeat(38));
    expect(truncate("short", 30)).toBe("short");
  });

  it("cuts longer text to the limit, ending in '...'", () => {
    const cut = truncate("a".repeat(39));
    expect(cut).toBe(`${"a".repeat(35)}...`);
    expect(cut).toHaveLength(38);
  });

  it("does not split emoji", () => {
    expect(truncate("😀".repeat(31), 30)).toBe(`${"😀".repeat(27)}...`);
  });
});

describe("profileName", () => {
  it("shows a name of 30 characters in full", () => {
    const name = profileName({ firstName: "Maximiliana", lastName: "Featherstonehaug" }); // 11 + 1 + 16 = 28
    expect(name).toBe("Maximiliana Featherstonehaug");
    expect(profileName({ firstName: "A".repeat(14), lastName: "B".repeat(15) })).toHaveLength(30);
  });

  it("truncates a longer name to 27 characters plus '...'", () => {
    const name = profileName({ firstName: "Bartholomew", lastName: "Featherstonehaugh-Smythe" });
    expect(name).toBe("Bartholomew Featherstonehau...");
    expect(name).toHaveLength(30);
  });

  it("ignores a missing last name", () => {
    expect(profileName({ firstName: "Ada", lastName: "" })).toBe("Ada");
  });
});
