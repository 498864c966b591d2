import { describe, expect, it } from "vitest";
import { companyLink, companyUrl } from "./company-links.ts";

describe("company links", () => {
  const acme = { subdomain: "acme", customDomain: null };
  it.each([
    [
      { publicUrl: "https://chorus.example", baseDomain: "chorus.example" },
      acme,
      "https://acme.chorus.example",
    ],
    [
      { publicUrl: "http://chorus.example:8080", baseDomain: "chorus.example" },
      acme,
      "http://acme.chorus.example:8080",
    ],
    [{ publicUrl: "http://localhost:3000", baseDomain: "localhost" }, acme, "http://localhost:3000"],
    [{ publicUrl: "https://app.example", baseDomain: "chorus.example" }, acme, "https://app.example"],
    [
      { publicUrl: "https://chorus.example", baseDomain: "chorus.example" },
      { subdomain: "acme", customDomain: "news.acme.example" },
      "https://news.acme.example",
    ],
  ])("%j, %j → %s", (config, c, expected) => {
    expect(companyUrl(config, c)).toBe(expected);
  });

  it("joins a path", () => {
    const config = { publicUrl: "https://chorus.example", baseDomain: "chorus.example" };
    expect(companyLink(config, acme, "/resetPassword?token=a&userId=b")).toBe(
      "https://acme.chorus.example/resetPassword?token=a&userId=b",
    );
    expect(companyLink(config, acme, "account")).toBe("https://acme.chorus.example/account");
  });
});
