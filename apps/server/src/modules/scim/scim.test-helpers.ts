import type { TestApp, TestClient } from "../../test/test-app.ts";

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
