import { describe, expect, it } from "vitest";
import { environmentKey, isUnderMaintenance } from "./environment.ts";

describe("environmentKey", () => {
  it("is stable without a version cookie", () => {
    expect(environmentKey("")).toBe("stable");
    expect(environmentKey("lang=en; other=1")).toBe("stable");
  });
  it("is the version cookie's value when set", () => {
    expect(environmentKey("lang=en; version=beta")).toBe("beta");
  });
});

describe("isUnderMaintenance", () => {
  const status = { stable: { maintenance: false }, beta: { maintenance: true } };
  it("reads the active environment only", () => {
    expect(isUnderMaintenance(status, "")).toBe(false);
    expect(isUnderMaintenance(status, "version=beta")).toBe(true);
    expect(isUnderMaintenance(status, "version=unknown")).toBe(false);
  });
});
