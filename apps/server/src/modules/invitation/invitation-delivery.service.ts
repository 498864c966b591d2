import { randomBytes } from "node:crypto";
import { fillInviteTemplate, smsTextOf } from "@chorus/shared/invitation/invitation.rules";
import type { Db } from "../../db/client.ts";
import { hashToken } from "../../platform/crypto.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { companyLink, mailBrandOf } from "../../platform/mail/index.ts";
import { findCompany } from "../company/index.ts";
import { invitationMail } from "./invitation.mail.ts";
import {
  claimForDelivery,
  findGroup,
  findUser,
  type InvitationRow,
  markInvitation,
} from "./invitation.repository.ts";
import { createSmsSender } from "./sms.adapter.ts";

type DeliveryDeps = Pick<AppDeps, "config" | "mailer"> & { db: Db };

/** An invitation link works for 30 days; a reminder sends a new one and the old stops working. */
export const INVITATION_LINK_DAYS = 30;

/**
 * Sends one invitation: claims it (so it goes out once, whoever else tries), stores a new link,
 * then mails it with the group's template and, for a phone, texts it. A refused SMS marks the
 * invitation failed with the provider's reason. Says whether it went out, and why not.
 */
export async function deliverInvitation(
  deps: DeliveryDeps,
  row: InvitationRow,
  options: { reminder: boolean; now?: Date },
): Promise<{ sent: true } | { sent: false; error: string }> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  const claimed = await claimForDelivery(deps.db, {
    companyId: row.companyId,
    id: row.id,
    from: options.reminder ? ["sent", "failed"] : ["scheduled", "queued"],
    tokenHash: hashToken(token),
    tokenExpiresAt: new Date(now.getTime() + INVITATION_LINK_DAYS * 86_400_000),
    now,
    reminder: options.reminder,
  });
  if (!claimed) return { sent: false, error: "This invitation was already sent." };
  const [company, group, account] = await Promise.all([
    findCompany(deps.db, row.companyId),
    row.groupId ? findGroup(deps.db, row.companyId, row.groupId) : Promise.resolve(null),
    row.userId ? findUser(deps.db, row.companyId, row.userId) : Promise.resolve(null),
  ]);
  if (!company) return { sent: false, error: "The company is gone." };
  const url = companyLink(deps.config, company, `/auth/invitation/${token}`);
  const template = group?.invitationTemplate;
  if (row.email) {
    // An invitee queued for a seat already has an account and its language; anyone else is
    // written to in the company's default platform language, which their account will start with.
    const language = account?.language ?? company.defaultPlatformLanguage;
    const mail = invitationMail(mailBrandOf({ ...company, language }), {
      inviterName: row.inviterName,
      // The link is the button: {{link}} in the text becomes nothing, so the outbox copy hides it.
      message: fillInviteTemplate(
        row.message || template?.invitationTemplate || company.defaultInvitationMessage,
        {
          inviterName: row.inviterName,
          firstName: row.firstName,
          link: "",
        },
      ),
      signature: row.invitationSignature || template?.invitationSignature || "",
      url,
      reminder: options.reminder,
    });
    await deps.mailer.send({ companyId: row.companyId, to: row.email, ...mail, kind: "invitation" });
  }
  if (row.phoneNumber) {
    try {
      await createSmsSender(deps.config.sms).send(
        row.phoneNumber,
        smsTextOf(template?.smsInvitationTemplate ?? "", row.inviterName || company.name, row.firstName, url),
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : "The SMS could not be sent";
      await markInvitation(deps.db, row.companyId, row.id, { status: "failed", error: reason });
      return { sent: false, error: reason };
    }
  }
  return { sent: true };
}
