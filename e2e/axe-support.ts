import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { ROUTE_RULES, type RouteRuleName } from "@chorus/shared/access/route-access";
import type { Session2 } from "@chorus/shared/session/session.contract";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import axeCore from "axe-core";
import { PAGE_FRAME_ATTRIBUTE, PAGE_KINDS } from "../apps/web/src/lib/page-kinds.ts";
import { expect, fillLogin, test } from "./fixtures.ts";
import { PORT } from "./playwright.config.ts";

/**
 * The axe sweep's shared parts (issue #16, WCAG 2.2 AA measured): the route table, the roles, one
 * signed-in browser context per role (signed in once, kept as storage state) and the axe run itself.
 * The sweep is split over several spec files (axe-*.spec.ts) so each stays well inside its time limit.
 */

/** Every WCAG 2.0–2.2 A and AA rule; no rule and no element is excluded. */
export const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export interface Ids {
  companyId: string;
  userId: string;
  postId: string;
}

/** The signed-in routes (core §2, access §2) with the rule that opens them; `:x` filled from the session. */
export const SIGNED_IN_ROUTES: { path: (ids: Ids) => string; rule: RouteRuleName }[] = [
  { path: () => "/", rule: "feed" },
  { path: () => "/?type=own", rule: "feed" },
  { path: () => "/?type=scheduled", rule: "feed" },
  { path: () => "/?type=bookmark", rule: "feed" },
  { path: (ids) => `/preview/${ids.postId}`, rule: "post" },
  { path: (ids) => `/sharepost/${ids.postId}/linkedin`, rule: "post" },
  { path: () => "/edit/new", rule: "post" },
  { path: () => "/post-on-behalf", rule: "feed" },
  { path: () => "/notifications", rule: "profile" },
  { path: () => "/groups", rule: "groups" },
  { path: () => "/profile/dashboard", rule: "profile" },
  { path: () => "/profile/settings", rule: "profile" },
  { path: () => "/profile/settings/language", rule: "profile" },
  { path: () => "/delete-account", rule: "profile" },
  { path: () => "/access-token", rule: "profile" },
  { path: () => "/company", rule: "companyList" },
  { path: (ids) => `/company/${ids.companyId}`, rule: "companySettings" },
  { path: (ids) => `/company/${ids.companyId}/channel`, rule: "companySettings" },
  { path: () => "/team", rule: "team" },
  { path: () => "/user", rule: "user" },
  { path: () => "/user/referrals", rule: "user" },
  { path: () => "/user/launch", rule: "user" },
  { path: () => "/user/queue", rule: "userQueue" },
  { path: (ids) => `/user/edit/${ids.userId}`, rule: "user" },
  { path: () => "/internal-analytics", rule: "internalAnalytics" },
  { path: () => "/people", rule: "people" },
  { path: () => "/email-newsletter", rule: "email" },
  { path: () => "/email-list", rule: "email" },
  { path: () => "/email-outbox", rule: "adminLevel" },
  { path: () => "/resource", rule: "linked" },
  { path: () => "/reward", rule: "gamification" },
  { path: () => "/leaderboard", rule: "gamification" },
  { path: () => "/social-feed", rule: "linked" },
  { path: () => "/analytics2", rule: "analytics" },
  { path: () => "/analytics2/posts", rule: "analytics" },
  { path: () => "/analytics2/users", rule: "analytics" },
  { path: () => "/analytics2/smarper", rule: "analytics" },
  { path: () => "/help", rule: "linked" },
  { path: () => "/apps", rule: "linked" },
  { path: () => "/mobile", rule: "linked" },
  { path: () => "/privacy-policy", rule: "linked" },
  { path: () => "/terms-of-service", rule: "linked" },
  { path: () => "/accessibility", rule: "linked" },
];

/** Public routes, signed out. */
export const PUBLIC_ROUTES = [
  "/account",
  "/register",
  "/forgot-password",
  "/subdomainFinder",
  "/privacy-policy",
  "/terms-of-service",
  "/accessibility",
  "/newAccount",
  "/oops",
  "/maintenance",
  "/unauthorized",
];

export interface Found {
  page: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** What axe runs: every rule of the WCAG tags, only violations reported back (passes' node lists are slow). */
const RUN_OPTIONS: axeCore.RunOptions = {
  runOnly: { type: "tag", values: TAGS },
  resultTypes: ["violations"],
};

/**
 * Runs axe over the whole page (no rule or element left out) and lists what it found.
 *
 * A page without frames is checked by axe.run inside the page, axe injected once per document (a
 * route opened inside the running app keeps it). AxeBuilder.analyze gives the same results but
 * injects axe again on every call, runs it in parts and assembles them in a new blank page: about
 * three times slower per page here. A page with frames goes through AxeBuilder, which checks each
 * frame (cross-origin ones too).
 */
export async function violationsOf(page: Page, where: string): Promise<Found[]> {
  const results =
    page.frames().length > 1
      ? // (options first: AxeBuilder.options replaces what withTags set)
        await new AxeBuilder({ page })
          .options({ resultTypes: ["violations"] })
          .withTags(TAGS)
          .analyze()
      : await runAxeInPage(page);
  return results.violations.map((violation) => ({
    page: where,
    id: violation.id,
    impact: violation.impact ?? "",
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
  }));
}

async function runAxeInPage(page: Page): Promise<axeCore.AxeResults> {
  if ((await page.evaluate(() => typeof (window as { axe?: unknown }).axe)) === "undefined")
    await page.evaluate(axeCore.source);
  return page.evaluate(
    (options) => (window as unknown as { axe: typeof axeCore }).axe.run(document, options),
    RUN_OPTIONS,
  );
}

/**
 * The page has settled: its main heading shows and no loader spins. Waiting for the content rather
 * than for the network to fall idle keeps the sweep fast (the feed polls, images stream).
 */
export async function settle(page: Page, where = page.url()): Promise<Found[]> {
  try {
    await expect(page.locator("h1").first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("status", { name: /loading/i })).toHaveCount(0, { timeout: 30_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    await domQuiet(page);
    return [];
  } catch {
    return [
      {
        page: where,
        id: "page did not settle (h1 shown, no loader)",
        impact: "serious",
        help: "",
        targets: [],
      },
    ];
  }
}

/** Resolves once the document has not changed for 300 ms (at most 5 s): the new screen has rendered. */
async function domQuiet(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, 300);
        const limit = setTimeout(done, 5_000);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, 300);
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(limit);
          resolve();
        }
      }),
  );
}

/**
 * Opens a route inside the running app, as a click on a link would (the router follows history), so
 * the sweep does not boot the whole app again for every route; the first visit loads the page.
 */
async function open(page: Page, path: string) {
  if (page.url() === "about:blank") {
    await page.goto(path);
    return;
  }
  const changed = await page.evaluate(
    (to) =>
      new Promise<boolean>((resolve) => {
        const heading = () => document.querySelector("main h1") ?? document.querySelector("h1");
        const before = { title: document.title, heading: heading(), text: heading()?.textContent };
        window.history.pushState({}, "", to);
        window.dispatchEvent(new PopStateEvent("popstate", { state: {} }));
        // The router keeps the old screen while the new one loads (a transition): wait until the new
        // route has rendered — its title is set, or its heading replaced the old one.
        const started = Date.now();
        const timer = setInterval(() => {
          const now = heading();
          const rendered =
            document.title !== before.title ||
            (now && (now !== before.heading || now.textContent !== before.text));
          if (!rendered && Date.now() - started < 10_000) return;
          clearInterval(timer);
          resolve(Boolean(rendered));
        }, 50);
      }),
    path,
  );
  // A route that looks like the one before (same title and heading) is loaded afresh instead.
  if (!changed) await page.goto(path);
}

/** Visits a page and runs axe on it once it has settled. */
export async function sweep(page: Page, path: string, where = path): Promise<Found[]> {
  const started = Date.now();
  await open(page, path);
  const unsettled = await settle(page, where);
  const loaded = Date.now();
  const found = [...unsettled, ...(await violationsOf(page, where))];
  if (process.env.AXE_TIMING)
    console.log(`${where}: load ${loaded - started} ms, axe ${Date.now() - loaded} ms`);
  return found;
}

/**
 * Issue 16, one max width per kind of page: the page's main area holds exactly one page frame, of
 * one of the kinds (apps/web/src/lib/page-kinds.ts). Checked on every route the sweep opens.
 */
export async function frameFindings(page: Page, where: string): Promise<Found[]> {
  const kinds = await page
    .locator(`main [${PAGE_FRAME_ATTRIBUTE}]`)
    .evaluateAll(
      (nodes, attribute) => nodes.map((node) => node.getAttribute(attribute)),
      PAGE_FRAME_ATTRIBUTE,
    );
  const [kind] = kinds;
  if (kinds.length === 1 && (PAGE_KINDS as readonly (string | null | undefined)[]).includes(kind)) return [];
  return [
    {
      page: where,
      id: `page frame: ${JSON.stringify(kinds)}`,
      impact: "serious",
      help: `exactly one page frame of a kind (${PAGE_KINDS.join(", ")})`,
      targets: [],
    },
  ];
}

/** The storage state of a role, signed in once per server (the file name carries the port). */
function statePath(email: string) {
  return join(tmpdir(), `chorus-axe-${PORT}-${email.replace(/[^\w]/g, "_")}.json`);
}

/**
 * A browser context signed in as `email`: the first call signs in through the login page and keeps
 * the cookies; later calls (other spec files, retries) start from them and check they still work.
 */
export async function signedInContext(browser: Browser, email: string): Promise<BrowserContext> {
  const path = statePath(email);
  if (existsSync(path)) {
    const context = await browser.newContext({ storageState: path });
    const session = await context.request.get("/api/session2");
    if (session.ok()) return context;
    await context.close();
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/account");
  await fillLogin(page, email, "Sunny-Harbor-2026");
  await expect(page.getByRole("heading", { level: 1, name: "Published" })).toBeVisible();
  await context.storageState({ path });
  await page.close();
  return context;
}

/** The ids the parameterised routes need, read as the role itself would. */
export async function idsOf(context: BrowserContext): Promise<{ ids: Ids; session: Session2 }> {
  const session = (await (await context.request.get("/api/session2")).json()) as Session2;
  const feed = (await (await context.request.get("/api/post3?type=published&page=1&pageSize=1")).json()) as {
    postList: { _id: string }[];
  };
  return {
    session,
    ids: {
      companyId: session.company._id,
      userId: session.user._id,
      postId: feed.postList[0]?._id ?? "none",
    },
  };
}

/** The routes a role may open, as concrete paths. */
export function routesFor(session: Session2, ids: Ids): string[] {
  return SIGNED_IN_ROUTES.filter((route) => ROUTE_RULES[route.rule](session)).map((route) => route.path(ids));
}

/**
 * Declares one test per role: every route the role may open, visited in one signed-in page, each
 * with an axe run and the page-frame check. Every finding of every route is listed before the test fails.
 */
export function sweepRoles(emails: string[]) {
  for (const email of emails) {
    test(`every route ${email} may open has no axe violations`, async ({ browser }) => {
      const context = await signedInContext(browser, email);
      const { session, ids } = await idsOf(context);
      const page = await context.newPage();
      const found: Found[] = [];
      for (const path of routesFor(session, ids))
        found.push(...(await sweep(page, path)), ...(await frameFindings(page, path)));
      await context.close();
      expect(found).toEqual([]);
    });
  }
}
