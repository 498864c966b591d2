import { newObjectId } from "@chorus/shared/ids/object-id";
import type { Queryable } from "../../db/client.ts";
import { applyDefaultChannels } from "../channel/index.ts";
import {
  type ExternalUser,
  findProvisionRules,
  insertSharer,
  isUnderUserLimit,
} from "./external-user.repository.ts";

export {
  type ExternalUser,
  findUserById,
  findUsersByEmail,
  isUnderUserLimit,
} from "./external-user.repository.ts";

export type ProvisionRefusal = "not_allowed" | "user_limit_reached";

/**
 * Whether a sign-in with a verified e-mail may create an account (social sign-in): the rule of
 * e-mail registration (access §5) — self-registration on, no directory group id, no SAML lab —
 * and the e-mail's domain in the company's domain set; the user limit still holds.
 */
export async function mayProvisionByDomain(
  db: Queryable,
  companyId: string,
  email: string,
): Promise<true | ProvisionRefusal> {
  const row = await findProvisionRules(db, companyId);
  if (!row) return "not_allowed";
  const domain = email.split("@").pop()?.toLowerCase() ?? "";
  const domains = row.domainSet.map((d) => d.toLowerCase().replace(/^@/, ""));
  if (!row.isSelfRegistrationEnabled || row.directoryGroupId || row.labList.includes("saml"))
    return "not_allowed";
  if (!domains.includes(domain)) return "not_allowed";
  return (await isUnderUserLimit(db, companyId, row.userLimit)) ? true : "user_limit_reached";
}

/** A new sharer for an outside identity; onboarding asks for the rest. */
export async function provisionUser(
  db: Queryable,
  input: { companyId: string; email: string; firstName?: string; lastName?: string; ssoProvisioned: boolean },
): Promise<ExternalUser> {
  const id = newObjectId();
  await insertSharer(db, {
    id,
    companyId: input.companyId,
    email: input.email.trim().toLowerCase(),
    firstName: (input.firstName ?? "").slice(0, 100),
    lastName: (input.lastName ?? "").slice(0, 100),
    ssoProvisioned: input.ssoProvisioned,
  });
  // Like a registered newcomer: company defaults and mandatory channels (no group yet).
  await applyDefaultChannels(db, input.companyId, id, null);
  return { userId: id, companyId: input.companyId, role: "sharer", isActive: true };
}
