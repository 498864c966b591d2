import {
  SCIM_ENTERPRISE_USER_SCHEMA,
  SCIM_GROUP_SCHEMA,
  SCIM_LIST_SCHEMA,
  SCIM_USER_SCHEMA,
} from "./scim.presenter.ts";
import { MAX_PAGE } from "./scim-values.ts";

/** RFC 7643 §5–7: what this service provider supports, its resource types and their schemas. */
export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: ["urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig"],
    documentationUri: `${baseUrl.replace(/\/scim\/v2$/, "")}/api/docs`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_PAGE },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: "oauthbearertoken",
        name: "OAuth Bearer Token",
        description: "The company's SCIM token, generated in Company settings › Active Directory",
        primary: true,
      },
    ],
    meta: { resourceType: "ServiceProviderConfig", location: `${baseUrl}/ServiceProviderConfig` },
  };
}

const attribute = (
  name: string,
  type: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> => ({
  name,
  type,
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: "readWrite",
  returned: "default",
  uniqueness: "none",
  ...extra,
});

export const SCHEMAS = [
  {
    id: SCIM_USER_SCHEMA,
    name: "User",
    description: "A Chorus user",
    attributes: [
      attribute("userName", "string", { required: true, uniqueness: "server" }),
      attribute("name", "complex", {
        subAttributes: [
          attribute("givenName", "string"),
          attribute("familyName", "string"),
          attribute("formatted", "string", { mutability: "readOnly" }),
        ],
      }),
      attribute("displayName", "string"),
      attribute("emails", "complex", {
        multiValued: true,
        subAttributes: [
          attribute("value", "string"),
          attribute("type", "string"),
          attribute("primary", "boolean"),
        ],
      }),
      attribute("active", "boolean"),
      attribute("externalId", "string", { caseExact: true }),
    ],
  },
  {
    id: SCIM_GROUP_SCHEMA,
    name: "Group",
    description: "A Chorus group or team (the company's Active Directory setting)",
    attributes: [
      attribute("displayName", "string", { required: true, uniqueness: "server" }),
      attribute("externalId", "string", { caseExact: true }),
      attribute("members", "complex", {
        multiValued: true,
        subAttributes: [
          attribute("value", "string", { mutability: "immutable" }),
          attribute("display", "string", { mutability: "readOnly" }),
          attribute("$ref", "reference", { mutability: "immutable", referenceTypes: ["User"] }),
        ],
      }),
    ],
  },
];

export function schemaResources(baseUrl: string) {
  return SCHEMAS.map((schema) => ({
    schemas: ["urn:ietf:params:scim:schemas:core:2.0:Schema"],
    ...schema,
    meta: { resourceType: "Schema", location: `${baseUrl}/Schemas/${schema.id}` },
  }));
}

export function resourceTypes(baseUrl: string) {
  return [
    {
      schemas: ["urn:ietf:params:scim:schemas:core:2.0:ResourceType"],
      id: "User",
      name: "User",
      endpoint: "/Users",
      schema: SCIM_USER_SCHEMA,
      // Accepted and ignored: Entra ID and Okta send it.
      schemaExtensions: [{ schema: SCIM_ENTERPRISE_USER_SCHEMA, required: false }],
      meta: { resourceType: "ResourceType", location: `${baseUrl}/ResourceTypes/User` },
    },
    {
      schemas: ["urn:ietf:params:scim:schemas:core:2.0:ResourceType"],
      id: "Group",
      name: "Group",
      endpoint: "/Groups",
      schema: SCIM_GROUP_SCHEMA,
      meta: { resourceType: "ResourceType", location: `${baseUrl}/ResourceTypes/Group` },
    },
  ];
}

export const listOf = (resources: unknown[]) => ({
  schemas: [SCIM_LIST_SCHEMA],
  totalResults: resources.length,
  startIndex: 1,
  itemsPerPage: resources.length,
  Resources: resources,
});
