import { describe, expect, it } from "vitest";
import {
  hostTenancy,
  LANDING_PATH,
  type StartupInput,
  type StartupRedirect,
  type StartupSession,
  sessionFailurePath,
  startupRedirect,
} from "./startup-redirects.ts";

const ACME = { _id: "acme-id", customDomain: null };
const ACME_OWN_DOMAIN = { _id: "acme-id", customDomain: "social.acme.com" };
const acmeUser = (role: StartupSession["role"]): StartupSession => ({
  role,
  companyId: "acme-id",
  companySubdomain: "acme",
});
const globexUser = (
  role: StartupSession["role"],
  companySubdomain: string | null = "globex",
): StartupSession => ({
  role,
  companyId: "globex-id",
  companySubdomain,
});

const on = (hostname: string, overrides: Partial<StartupInput> = {}): StartupInput => ({
  protocol: "http:",
  hostname,
  port: "3100",
  hostCompany: ACME,
  hostNamesACompany: true,
  session: null,
  path: "/preview/p1",
  search: "?tab=2",
  ...overrides,
});

const STAY: StartupRedirect = { kind: "stay" };
const LANDING: StartupRedirect = { kind: "navigate", to: LANDING_PATH };
const assign = (href: string): StartupRedirect => ({ kind: "assign", href });
const unnamed = { hostCompany: null, hostNamesACompany: false };

describe("startupRedirect (access §4)", () => {
  it.each<[string, StartupInput, StartupRedirect]>([
    // No company
    ["unknown subdomain, signed out → landing", on("nope.localhost", { hostCompany: null }), LANDING],
    [
      "unknown subdomain, signed in → landing",
      on("nope.localhost", { hostCompany: null, session: globexUser("admin") }),
      LANDING,
    ],
    [
      "unknown subdomain, already on the landing page → stays",
      on("nope.localhost", { hostCompany: null, path: LANDING_PATH }),
      STAY,
    ],
    [
      "unknown subdomain, maintenance page → stays",
      on("nope.localhost", { hostCompany: null, path: "/maintenance" }),
      STAY,
    ],
    ["localhost names no company → nothing", on("localhost", unnamed), STAY],
    ["an IP names no company → nothing", on("127.0.0.1", unnamed), STAY],
    ["the 'local' subdomain names no company → nothing", on("local.localhost", unnamed), STAY],
    // Own company
    ["signed out on a known company → nothing", on("acme.localhost"), STAY],
    ["own company's user → nothing", on("acme.localhost", { session: acmeUser("sharer") }), STAY],
    ["own company's partner → nothing", on("acme.localhost", { session: acmeUser("partner") }), STAY],
    // Partner
    [
      "another company's partner → landing",
      on("acme.localhost", { session: globexUser("partner") }),
      LANDING,
    ],
    [
      "another company's partner on the landing page → stays",
      on("acme.localhost", { session: globexUser("partner"), path: LANDING_PATH }),
      STAY,
    ],
    [
      "a partner on localhost → nothing",
      on("localhost", { ...unnamed, session: globexUser("partner") }),
      STAY,
    ],
    // Smarper
    [
      "a smarper on another company's subdomain → nothing",
      on("acme.localhost", { session: globexUser("smarper") }),
      STAY,
    ],
    // Another company's user → own subdomain, same protocol, port, path and query
    [
      "a sharer on another company's subdomain → own subdomain",
      on("acme.localhost", { session: globexUser("sharer") }),
      assign("http://globex.localhost:3100/preview/p1?tab=2"),
    ],
    [
      "an admin on a deeper base domain, https without a port → own subdomain",
      on("acme.chorus.example", {
        protocol: "https:",
        port: "",
        session: globexUser("admin"),
        path: "/",
        search: "",
      }),
      assign("https://globex.chorus.example/"),
    ],
    [
      "a path that reads as another host keeps to the own subdomain's root",
      on("acme.localhost", { session: globexUser("sharer"), path: "//evil.example/x", search: "" }),
      assign("http://globex.localhost:3100/"),
    ],
    [
      "a company without a subdomain → the login host",
      on("acme.localhost", { session: globexUser("sharer", "") }),
      assign("http://localhost:3100/account"),
    ],
    [
      "subdomain not known yet (full session loading) → waits",
      on("acme.localhost", { session: globexUser("sharer", null) }),
      STAY,
    ],
    [
      "the 'local' subdomain is exempt even when told it names a company",
      on("local.localhost", { session: globexUser("sharer") }),
      STAY,
    ],
    ["localhost is never redirected", on("localhost", { session: globexUser("sharer") }), STAY],
    ["an IP is never redirected", on("10.0.0.7", { session: globexUser("sharer") }), STAY],
    [
      "another company's own domain is no subdomain → nothing",
      on("social.acme.com", { hostCompany: ACME_OWN_DOMAIN, session: globexUser("sharer") }),
      STAY,
    ],
    [
      "a sharer on localhost (the session's own company via /api/config) → nothing",
      on("localhost", { ...unnamed, session: globexUser("sharer") }),
      STAY,
    ],
  ])("%s", (_name, input, expected) => {
    expect(startupRedirect(input)).toEqual(expected);
  });
});

describe("sessionFailurePath (access §4)", () => {
  it.each([
    ["a known company → login", { hostCompany: ACME, hostNamesACompany: true }, "/account"],
    ["an unknown company → landing", { hostCompany: null, hostNamesACompany: true }, LANDING_PATH],
    ["a host naming no company (localhost) → login", unnamed, "/account"],
  ])("%s", (_name, host, expected) => {
    expect(sessionFailurePath(host)).toBe(expected);
  });
});

describe("hostTenancy", () => {
  const company = { _id: "acme-id", customDomain: null } as never;
  it("takes /api/config's company as the host's only when the host names one", () => {
    expect(
      hostTenancy({
        company,
        hostNamesACompany: true,
        environment: "x",
        version: "1",
        translationEnabled: false,
      }),
    ).toEqual({
      hostCompany: company,
      hostNamesACompany: true,
    });
    // On localhost /api/config gives the signed-in user's own company, which the host does not name.
    expect(
      hostTenancy({
        company,
        hostNamesACompany: false,
        environment: "x",
        version: "1",
        translationEnabled: false,
      }),
    ).toEqual(unnamed);
    expect(hostTenancy(undefined)).toEqual(unnamed);
  });
});
