// @vitest-environment jsdom
import type { OnboardingState } from "@chorus/shared/onboarding/onboarding.contract";
import type { OnboardingStep } from "@chorus/shared/onboarding/onboarding.rules";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { browser } from "../../../lib/browser.ts";
import { type FakeRequest, installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { nextStepAfter } from "../onboarding-progress.ts";

const GROUP_ID = "65a000000000000000000091";
const TEAM_ID = "65a0000000000000000000e1";

const consent = (type: "none" | "link" | "text") => ({
  termOfServiceVersion: null,
  latestTermOfService: "2",
  privacyPolicyVersion: null,
  latestPrivacyPolicy: "2",
  customerPrivacyPolicyVersion: null,
  latestCustomerPrivacyPolicyVersion: type === "none" ? null : 1,
  customization:
    type === "link"
      ? { type, link: "https://acme.example/policy", headline: "Acme policy" }
      : type === "text"
        ? { type, headline: "Acme rules", body: "Be kind." }
        : { type },
  isUpToDate: false,
});

const USER_ID = makeSession("sharer").user._id;

/** What the server answers an onboarding write: the saved values, echoed from the request. */
function savedAnswer(r: FakeRequest, isFresh: boolean): Response | undefined {
  const body = (r.body ?? {}) as Record<string, unknown>;
  if (r.method === "POST" && r.path === "/api/user/me/event")
    return jsonResponse(200, { _id: USER_ID, triggeredEventList: body.triggeredEventList ?? [], isFresh });
  if (r.method !== "PUT") return undefined;
  switch (r.path) {
    case "/api/user/me":
      return jsonResponse(200, {
        _id: USER_ID,
        firstName: String(body.firstName ?? ""),
        lastName: String(body.lastName ?? ""),
        anonymousEnabled: Boolean(body.anonymousEnabled),
      });
    case "/api/user/me/group":
      return jsonResponse(200, { groupId: body.groupId, groupName: "Helsinki", memberCount: 2 });
    case "/api/user/me/team":
      return jsonResponse(200, { teamIdList: body.teamIdList });
    case "/api/user/me/language":
      return jsonResponse(200, { language: body.language });
    case "/api/user/me/readlang":
      return jsonResponse(200, { readLang: body.readLang });
    default:
      return undefined;
  }
}

/** A server that walks `steps` in order: each completion (event or save) moves its pointer. */
function onboardingServer(steps: OnboardingStep[], consentType: "none" | "link" | "text" = "none") {
  let index = 0;
  const state = (): OnboardingState => ({
    stepList: steps,
    currentStep: steps[index] ?? null,
    countedStepList: steps,
    stepCounter: null,
    isFresh: index < steps.length,
    groupList: [{ _id: GROUP_ID, name: "Helsinki", seatLimit: 10, memberCount: 1 }],
    teamList: [{ _id: TEAM_ID, name: "Sales", groupId: GROUP_ID, level: 1, memberCount: 0 }],
  });
  const routes = (r: FakeRequest) => {
    if (r.path === "/api/onboarding/state") return jsonResponse(200, state());
    if (r.path === "/api/user/consent" && r.method === "GET") return jsonResponse(200, consent(consentType));
    if (r.path.startsWith("/api/onboarding/pages/")) return jsonResponse(200, []);
    if (r.path === "/api/user/consent" && r.method === "POST") {
      index += 1;
      return jsonResponse(200, { ...consent(consentType), isUpToDate: true });
    }
    if (r.path === "/api/user/me/event") {
      index += 1;
      return savedAnswer(r, index < steps.length);
    }
    if (r.method === "PUT" && r.path.startsWith("/api/user/me")) return savedAnswer(r, true);
    if (r.path === "/api/post/feed") return jsonResponse(200, { list: [], total: 0 });
    return undefined;
  };
  return installFakeServer({
    session: makeSession("sharer", { user: { isFresh: true, firstName: "", lastName: "" } }),
    routes,
  });
}

beforeEach(() => {
  vi.spyOn(browser, "assign").mockImplementation(() => {});
  vi.spyOn(browser, "reload").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("onboarding", () => {
  it("shows only the onboarding screen and walks consent, group, team, name and languages to the feed", async () => {
    const server = onboardingServer([
      "greeting",
      "consent",
      "group",
      "team-one",
      "fullname",
      "content-language",
    ]);
    const { router } = renderApp("/");
    const user = userEvent.setup();

    // greeting: not counted, no counter shown; no navbar while onboarding
    expect(await screen.findByRole("heading", { name: "Welcome to Acme" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(screen.queryByTestId("step-counter")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continue" }));

    // consent: step 1 of 4 (greeting and content-language are not counted)
    expect(await screen.findByRole("heading", { name: "Before you start" })).toBeInTheDocument();
    expect(screen.getByTestId("step-counter")).toHaveTextContent("Step 1 of 4");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please accept the Terms of Service and Privacy Policy",
    );
    for (const box of screen.getAllByRole("checkbox")) await user.click(box);
    await user.click(screen.getByRole("button", { name: "Continue" }));

    // group: a selection is required
    expect(await screen.findByRole("heading", { name: "Choose your group" })).toBeInTheDocument();
    expect(screen.getByTestId("step-counter")).toHaveTextContent("Step 2 of 4");
    expect(screen.getByRole("button", { name: "Continue" })).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: "Helsinki" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));

    // team
    expect(await screen.findByRole("heading", { name: "Choose your team" })).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Sales" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));

    // full name
    expect(await screen.findByRole("heading", { name: "What is your name?" })).toBeInTheDocument();
    expect(screen.getByTestId("step-counter")).toHaveTextContent("Step 4 of 4");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please, fill in your name.");
    await user.type(screen.getByLabelText("First name"), "Nia");
    await user.type(screen.getByLabelText("Last name"), "Newcomer");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    // content language: at least one when not reading all
    expect(await screen.findByRole("heading", { name: "Which languages do you read?" })).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Read posts in all languages" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please choose at least one language.");
    expect(
      screen
        .getAllByRole("checkbox")
        .map((box) => box.getAttribute("value"))
        .filter(Boolean),
    ).toEqual(["en", "de", "fr", "it", "es"]);
    await user.click(screen.getByRole("checkbox", { name: "Deutsch" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    const bodies = (path: string) =>
      server.requests.filter((r) => r.path === path && r.method !== "GET").map((r) => r.body);
    expect(bodies("/api/user/consent")).toEqual([{ termOfService: true, privacyPolicy: true }]);
    expect(bodies("/api/user/me/group")).toEqual([{ groupId: GROUP_ID }]);
    expect(bodies("/api/user/me/team")).toEqual([{ teamIdList: [TEAM_ID] }]);
    expect(bodies("/api/user/me")).toEqual([{ firstName: "Nia", lastName: "Newcomer" }]);
    expect(bodies("/api/user/me/readlang")).toEqual([{ readLang: ["de"] }]);
    expect(
      bodies("/api/user/me/event").flatMap((b) => (b as { triggeredEventList: string[] }).triggeredEventList),
    ).toEqual(["ob_greeting", "ob_group_chosen", "ob_team_chosen", "ob_fullname_passed", "ob_language_set"]);
  }, 30_000);

  it("hides the counter when only one counted step applies", async () => {
    onboardingServer(["greeting", "fullname"]);
    renderApp("/");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "What is your name?" })).toBeInTheDocument();
    expect(screen.queryByTestId("step-counter")).not.toBeInTheDocument();
  });

  it.each([
    ["link", "Please accept the Terms of Service and Privacy Policies"],
    ["text", "Please accept the conditions to proceed"],
  ] as const)("consent with a %s policy warns '%s' until the custom box is ticked", async (type, warning) => {
    onboardingServer(["consent", "fullname"], type);
    renderApp("/");
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Before you start" });
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes).toHaveLength(3);
    await user.click(boxes[0] as HTMLElement);
    await user.click(boxes[1] as HTMLElement);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(warning);
  });

  it("shows 'Sending...' on Continue while the step is saved", async () => {
    let release: (r: Response) => void = () => {};
    installFakeServer({
      session: makeSession("sharer", { user: { isFresh: true } }),
      routes: (r) => {
        if (r.path === "/api/onboarding/state")
          return jsonResponse(200, {
            stepList: ["anonymous", "fullname"],
            currentStep: "anonymous",
            countedStepList: ["anonymous", "fullname"],
            stepCounter: null,
            isFresh: true,
          });
        if (r.path === "/api/user/me" && r.method === "PUT")
          return new Promise<Response>((resolve) => {
            release = resolve;
          });
        return undefined;
      },
    });
    renderApp("/");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    release(jsonResponse(200, { _id: USER_ID, firstName: "", lastName: "", anonymousEnabled: true }));
  });

  it("a full group (400.74) shows the queue message", async () => {
    installFakeServer({
      session: makeSession("sharer", { user: { isFresh: true } }),
      routes: (r) => {
        if (r.path === "/api/onboarding/state")
          return jsonResponse(200, {
            stepList: ["group", "fullname"],
            currentStep: "group",
            countedStepList: ["group", "fullname"],
            stepCounter: null,
            isFresh: true,
            groupList: [{ _id: GROUP_ID, name: "Helsinki", seatLimit: 1, memberCount: 1 }],
          });
        if (r.path === "/api/user/me/group")
          return jsonResponse(
            400,
            { code: "400.74", message: "Group is full" },
            { "x-smarp-error-code": "400.74" },
          );
        return undefined;
      },
    });
    renderApp("/");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: "Helsinki" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Your group is full" })).toBeInTheDocument();
    expect(
      screen.getByText(/You are in the queue, and we will email you when a seat frees up/),
    ).toBeInTheDocument();
  });

  it("a consent that cannot be loaded shows the error, then signs out after 2 s", async () => {
    installFakeServer({
      session: makeSession("sharer", { user: { isFresh: true } }),
      routes: (r) => {
        if (r.path === "/api/onboarding/state")
          return jsonResponse(200, {
            stepList: ["consent"],
            currentStep: "consent",
            countedStepList: ["consent"],
            stepCounter: null,
            isFresh: true,
          });
        if (r.path === "/api/user/consent") return jsonResponse(500, { code: "500.0", message: "boom" });
        return undefined;
      },
    });
    // The sign-out waits its 2 s after the failure, which comes after this: it can only be later.
    const started = performance.now();
    renderApp("/");
    expect(await screen.findByText("Oops! Something went wrong, please try again.")).toBeInTheDocument();
    expect(browser.assign).not.toHaveBeenCalled();
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith("/auth/out"), { timeout: 10_000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(1990);
  }, 15_000);

  it("the platform-language step offers the five onboarding languages only", async () => {
    installFakeServer({
      session: makeSession("sharer", { user: { isFresh: true } }),
      routes: (r) =>
        r.path === "/api/onboarding/state"
          ? jsonResponse(200, {
              stepList: ["platform-language", "fullname"],
              currentStep: "platform-language",
              countedStepList: ["platform-language", "fullname"],
              stepCounter: null,
              isFresh: true,
            })
          : savedAnswer(r, true),
    });
    renderApp("/");
    await screen.findByRole("heading", { name: "Choose your language" });
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual([
      "en",
      "de",
      "fr",
      "it",
      "es",
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole("radio", { name: "Deutsch" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(browser.reload).toHaveBeenCalled());
    expect(window.sessionStorage.getItem("chorus.onboarding.languageReload")).toBe("platform-language");
  });
});

it("moves on through the steps in the spec's order", () => {
  const specOrder: OnboardingStep[] = [
    "unavailability",
    "platform-language",
    "greeting",
    "consent",
    "group",
    "team-one",
    "team-two",
    "fullname",
    "auth",
    "password",
    "anonymous",
    "translation-target-language",
    "content-language",
  ];
  expect(specOrder.map((step) => nextStepAfter(specOrder, step))).toEqual([...specOrder.slice(1), null]);
  // Out of order, the spec's order still decides: after the group comes the fullname, not the greeting.
  expect(nextStepAfter(["fullname", "greeting", "group"], "group")).toBe("fullname");
});
