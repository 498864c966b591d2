import { describe, expect, it } from "vitest";
import type { Role } from "../access/roles.ts";
import { FLAGGED_PLATFORM_LANGUAGES } from "../language/languages.ts";
import {
  ADMIN_ONLY_LABS,
  LAB_PAGE_NAMES,
  labsDisabledByUrl,
  labsShownTo,
  USER_ONLY_FLAGS,
  userFlagsShownTo,
  withoutLabs,
} from "./labs-page.rules.ts";

describe("the labs page (access §2)", () => {
  it.each<[Role, boolean]>([
    ["admin", true],
    ["smarper", true],
    ["partner", false],
    ["group_admin", false],
    ["sharer", false],
  ])("%s sees the admin-only labs (newUserList, incontext, saml): %s", (role, seesThem) => {
    const shown = labsShownTo(role);
    for (const lab of ["newUserList", "incontext", "saml"] as const)
      expect(shown.includes(lab)).toBe(seesThem);
    expect(shown).toHaveLength(
      seesThem ? LAB_PAGE_NAMES.length : LAB_PAGE_NAMES.length - ADMIN_ONLY_LABS.length,
    );
  });

  it.each([
    ["?labs=0", true],
    ["?tab=labs&labs=0", true],
    ["?labs=1", false],
    ["", false],
    ["?labs=00", false],
  ])("labs=0 in %j switches labs off: %s", (search, off) => {
    expect(labsDisabledByUrl(search)).toBe(off);
  });

  it("clears the company's labs and the user's flags, nothing else", () => {
    const session = {
      role: "admin",
      company: { smarpLabList: ["feed_filter_lab"], name: "Acme" },
      user: { smarpFeatureMap: { machine_translations_lab: true }, firstName: "Ada" },
    };
    expect(withoutLabs(session)).toEqual({
      role: "admin",
      company: { smarpLabList: [], name: "Acme" },
      user: { smarpFeatureMap: {}, firstName: "Ada" },
    });
  });
});

describe("per-user flags (access §2: the Vietnamese language needs a per-user feature flag)", () => {
  it("names exactly the flags the flagged platform languages wait for", () => {
    expect([...USER_ONLY_FLAGS].sort()).toEqual(FLAGGED_PLATFORM_LANGUAGES.map((l) => l.featureFlag).sort());
  });
  it.each([
    ["admin", true],
    ["partner", false],
  ] as const)("%s: user-only flags always, admin-only labs only for admins (%s)", (role, seesSaml) => {
    const shown = userFlagsShownTo(role);
    expect(shown).toEqual(expect.arrayContaining(["vietnamese_language", "danish_language"]));
    expect(shown.includes("saml")).toBe(seesSaml);
  });
});
