import { isGroupAdmin, isManager, type Role } from "@chorus/shared/access/roles";
import { hasLab } from "@chorus/shared/labs/labs";
import type { RequestContext } from "../../platform/context.ts";
import { forbidden } from "../../platform/errors.ts";
import { findCompany } from "../company/index.ts";
import { findFeatureMap, findGroupIdsAdministeredBy } from "./audience.repository.ts";

/** Roles that may reach the newsletter routes at all; the lab and the group rule are checked per call. */
export const NEWSLETTER_ROLES: readonly Role[] = ["admin", "partner", "smarper", "group_admin"];

export const NEWSLETTER_LAB_OFF = "E-mail newsletters are not enabled for your company.";

export interface NewsletterScope {
  /** company: every address of the company; group: the members of these groups only. */
  kind: "company" | "group";
  groupIds: string[];
}

/**
 * Core §6: the Email tab is for managers with the email lab on, and for group admins when the
 * group-admin newsletter lab is on too. The server holds the same rule for every call, and
 * narrows a group admin to the groups they run.
 */
export async function requireNewsletterEditor(ctx: RequestContext): Promise<NewsletterScope> {
  const [company, featureMap] = await Promise.all([
    findCompany(ctx.db, ctx.companyId),
    findFeatureMap(ctx.db, ctx.companyId, ctx.actor.userId),
  ]);
  if (!company) throw forbidden(NEWSLETTER_LAB_OFF);
  const labs = { company: { smarpLabList: company.labList }, user: { smarpFeatureMap: featureMap } };
  if (!hasLab(labs, "email_newsletters_lab")) throw forbidden(NEWSLETTER_LAB_OFF);
  if (isManager(ctx.actor.role)) return { kind: "company", groupIds: [] };
  if (isGroupAdmin(ctx.actor.role) && hasLab(labs, "group_admin_newsletters_lab")) {
    return {
      kind: "group",
      groupIds: await findGroupIdsAdministeredBy(ctx.db, ctx.companyId, ctx.actor.userId),
    };
  }
  throw forbidden();
}
