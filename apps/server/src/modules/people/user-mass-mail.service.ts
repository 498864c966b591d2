import { MASS_MAIL_RECIPIENTS_MAX, type SendEmailBody } from "@chorus/shared/people/user-engagement.contract";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest, forbidden, notFound } from "../../platform/errors.ts";
import { adminMessageMail, type Mailer, mailBrandOf } from "../../platform/mail/index.ts";
import { findCompany } from "../company/index.ts";
import { coversGroup, loadPeopleScope, OUTSIDE_OWN_GROUP } from "./people.scope.ts";
import { findUser, findUsers, userFilter } from "./user-admin.repository.ts";
import { findRecipients } from "./user-engagement.repository.ts";

export const TOO_MANY_RECIPIENTS = `A message can go to at most ${MASS_MAIL_RECIPIENTS_MAX} users at once. Narrow the filter.`;

interface Recipient {
  id: string;
  email: string | null;
  firstName: string;
}

/** The selection, each one active and inside the caller's groups; or everyone the filter finds there. */
async function recipientsOf(ctx: RequestContext, body: SendEmailBody): Promise<Recipient[]> {
  const scope = await loadPeopleScope(ctx);
  if (body.userIdList) {
    const users = await findUsers(ctx.db, ctx.companyId, body.userIdList);
    if (users.length !== new Set(body.userIdList).size) throw notFound("User not found");
    if (users.some((u) => !coversGroup(scope, u.groupId))) throw forbidden(OUTSIDE_OWN_GROUP);
    return users.filter((u) => u.isActive);
  }
  const filter = { ...body.filter, status: "active" as const };
  if (filter.groupId !== undefined && !coversGroup(scope, filter.groupId)) throw forbidden(OUTSIDE_OWN_GROUP);
  const where = userFilter(ctx.companyId, filter, scope.companyWide ? undefined : scope.groupIds, new Date());
  const found = await findRecipients(ctx.db, where, MASS_MAIL_RECIPIENTS_MAX + 1);
  if (found.length > MASS_MAIL_RECIPIENTS_MAX) throw badRequest(TOO_MANY_RECIPIENTS);
  return found;
}

/**
 * POST /api/user/sendemail: one mail per recipient through the mailer (recorded in the outbox,
 * sent over SMTP when configured). Phone-only accounts are counted as skipped.
 */
export async function sendMassMail(ctx: RequestContext, mailer: Mailer, body: SendEmailBody) {
  const recipients = await recipientsOf(ctx, body);
  const [company, sender] = await Promise.all([
    findCompany(ctx.db, ctx.companyId),
    findUser(ctx.db, ctx.companyId, ctx.actor.userId),
  ]);
  if (!company || !sender) throw notFound("User not found");
  const brand = mailBrandOf(company);
  const senderName = `${sender.firstName} ${sender.lastName}`.trim() || company.name;
  let sentCount = 0;
  for (const recipient of recipients) {
    if (!recipient.email) continue;
    const mail = adminMessageMail(brand, {
      subject: body.subject,
      message: body.message,
      senderName,
      recipientFirstName: recipient.firstName,
    });
    await mailer.send({ companyId: ctx.companyId, to: recipient.email, kind: "admin_message", ...mail });
    sentCount += 1;
  }
  return { sentCount, skippedCount: recipients.length - sentCount };
}
