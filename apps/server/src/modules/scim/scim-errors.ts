import type { NotificationType } from "@chorus/shared/notification/notification-types";

export const SCIM_ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";

/** RFC 7644 §3.12 scimType values we send. */
export type ScimType =
  | "invalidFilter"
  | "tooMany"
  | "uniqueness"
  | "mutability"
  | "invalidSyntax"
  | "invalidPath"
  | "noTarget"
  | "invalidValue"
  | "invalidVers";

/**
 * A SCIM protocol error: answered as `{ schemas: [Error], status, scimType, detail }`. `notice`
 * names the ad_error_* notification admins get for it (core §3), when the directory's data is wrong.
 */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: ScimType,
    readonly notice?: NotificationType,
  ) {
    super(detail);
  }
}

export function scimErrorBody(error: { status: number; detail: string; scimType?: string }) {
  return {
    schemas: [SCIM_ERROR_SCHEMA],
    status: String(error.status),
    ...(error.scimType ? { scimType: error.scimType } : {}),
    detail: error.detail,
  };
}

export const scimNotFound = (what: string, id: string) => new ScimError(404, `${what} ${id} not found`);
export const invalidValue = (detail: string, notice?: NotificationType) =>
  new ScimError(400, detail, "invalidValue", notice);
