import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";

export const SCIM_JSON = "application/scim+json";

/** An identity provider's HTTP client: bearer token, application/scim+json both ways. */
export function scimClient(t: TestApp, token: string) {
  return async (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown) => {
    const response = await t.app.inject({
      method,
      url: `/scim/v2${url}`,
      headers: {
        authorization: `Bearer ${token}`,
        accept: SCIM_JSON,
        ...(body === undefined ? {} : { "content-type": SCIM_JSON }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const text = response.body;
    return {
      status: response.statusCode,
      contentType: String(response.headers["content-type"] ?? ""),
      // biome-ignore lint/suspicious/noExplicitAny: SCIM JSON read by the tests
      json: (text ? JSON.parse(text) : null) as any,
    };
  };
}
export type ScimCall = ReturnType<typeof scimClient>;

/**
 * A request with the bearer token but the body and content type exactly as given (a malformed
 * body, plain JSON, a DELETE that names a content type and sends nothing): what scimClient
 * would tidy up, the identity providers' quirks send as is.
 */
export function rawScimRequest(
  t: TestApp,
  token: string,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  options: { payload?: string; contentType?: string } = {},
) {
  return t.app.inject({
    method,
    url: `/scim/v2${url}`,
    headers: { authorization: `Bearer ${token}`, "content-type": options.contentType ?? SCIM_JSON },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
}

/** The app, Acme's admin Ada signed in, the SCIM token she generated and the client that uses it. */
export interface ScimSetup {
  t: TestApp;
  ada: TestClient;
  acmeId: string;
  token: string;
  scim: ScimCall;
}

/** What every SCIM test file starts from: Acme connected to an identity provider. */
export async function startScim(): Promise<ScimSetup> {
  const t = await createTestApp();
  const acmeId = await t.companyId("acme");
  const ada = await t.signIn(DEMO_USERS.admin);
  const token = await generateToken(ada, acmeId);
  return { t, ada, acmeId, token, scim: scimClient(t, token) };
}

/** An admin generates the company's token in the Active Directory tab. */
export async function generateToken(admin: TestClient, companyId: string): Promise<string> {
  const response = await admin.post(`/api/company/${companyId}/scim/token`, {});
  if (response.statusCode !== 200) throw new Error(`token: ${response.statusCode} ${response.body}`);
  return response.json().token as string;
}

export const userBody = (userName: string, extra: Record<string, unknown> = {}) => ({
  schemas: ["urn:ietf:params:scim:schemas:core:2.0:User"],
  userName,
  name: { givenName: "Test", familyName: "User" },
  emails: [{ value: userName, type: "work", primary: true }],
  active: true,
  ...extra,
});

export const patchOp = (...Operations: Record<string, unknown>[]) => ({
  schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
  Operations,
});
