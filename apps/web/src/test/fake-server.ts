import type { PublicCompany } from "@chorus/shared/company/company.contract";
import type { Session2 } from "@chorus/shared/session/session.contract";
import { vi } from "vitest";
import { checkAgainstContract } from "./contract-check.ts";

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

export type FakeRoute = (request: FakeRequest) => Response | Promise<Response> | undefined;

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

export const errorResponse = (status: number, code: string, message: string) =>
  jsonResponse(status, { code, message }, { "x-smarp-error-code": code });

export interface FakeServerOptions {
  session?: Session2 | null;
  company?: PublicCompany | null;
  /** /api/config hostNamesACompany (false: a host like localhost, where no startup redirect applies). */
  hostNamesACompany?: boolean;
  canPostOnBehalf?: boolean;
  maintenance?: boolean;
  /** /api/config translationEnabled (machine translation configured). */
  translationEnabled?: boolean;
  /** Checked first; return undefined to fall through to the defaults. */
  routes?: FakeRoute;
}

/**
 * A stand-in for the server, installed as the global fetch. Every answer, the test's own or a
 * default, is checked against the real route's contract (contract-check.ts).
 */
export function installFakeServer(options: FakeServerOptions = {}) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const request: FakeRequest = {
      method: init.method ?? "GET",
      path: url.pathname + url.search,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const response = (await options.routes?.(request)) ?? defaultAnswer(url, options);
    await checkAgainstContract(request.method, request.path, response);
    return response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return { requests, fetch: fetchMock };
}

/** What the fake answers when the test's own routes do not. */
function defaultAnswer(url: URL, options: FakeServerOptions): Response {
  const session = options.session ?? null;
  switch (url.pathname) {
    case "/api/session":
      return jsonResponse(
        200,
        {
          isLoggedIn: session !== null,
          userId: session?.user._id ?? null,
          role: session?.role ?? null,
          companyId: session?.company._id ?? null,
        },
        { "x-csrf-token": "test-token" },
      );
    case "/api/session2":
      return session
        ? jsonResponse(200, session)
        : jsonResponse(401, { code: "401.0", message: "You need to sign in" }, { "x-no-session": "1" });
    case "/api/session2/user/enhancement":
      return jsonResponse(200, {
        userSettings: { postOnBehalf: { canShare: false, canPost: options.canPostOnBehalf ?? false } },
      });
    case "/api/config":
      return jsonResponse(200, {
        company: options.company ?? null,
        hostNamesACompany: options.hostNamesACompany ?? false,
        environment: "test",
        version: "0.0.0",
        translationEnabled: options.translationEnabled ?? false,
      });
    case "/api/status":
      return jsonResponse(200, { stable: { maintenance: options.maintenance ?? false } });
    default:
      return jsonResponse(404, { code: "404.0", message: "Not found" }, { "x-smarp-error-code": "404.0" });
  }
}
