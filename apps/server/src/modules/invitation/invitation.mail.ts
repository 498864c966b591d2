import { defineMailTemplate, type MailBrand, type RenderedMail } from "../../platform/mail/index.ts";
import { renderMail } from "../../platform/mail/templates/layout.ts";

/** The invitation e-mail: the group's template (or the inviter's message), its signature and the link. */
export function invitationMail(
  brand: MailBrand,
  input: { inviterName: string; message: string; signature: string; url: string; reminder: boolean },
): RenderedMail {
  const who = input.inviterName || "A colleague";
  const paragraphs = [input.message, input.signature]
    .flatMap((text) => text.split(/\n{2,}/))
    .map((p) => p.trim())
    .filter(Boolean);
  return renderMail(
    brand,
    input.reminder
      ? `Reminder: join ${brand.companyName} on Chorus`
      : `${who} invites you to join ${brand.companyName} on Chorus`,
    {
      heading: `${who} invites you to join ${brand.companyName}`,
      paragraphs: paragraphs.length
        ? paragraphs
        : [
            `Join your colleagues on Chorus: read what ${brand.companyName} shares and share it with your network.`,
          ],
      action: { label: "Accept invitation", url: input.url, secret: true },
      footnote: "The link signs you in. If you did not expect this invitation, you can ignore this e-mail.",
    },
  );
}

/** To a queued user when a seat in the group frees. */
export function seatFreeMail(brand: MailBrand, input: { groupName: string; url: string }): RenderedMail {
  return renderMail(brand, `A seat is free for you in ${input.groupName}`, {
    heading: "You are in!",
    paragraphs: [`A seat in ${input.groupName} is free and it is yours now. Sign in to get started.`],
    action: { label: "Open Chorus", url: input.url },
  });
}

/** The kinds this module sends, declared in its manifest (examples for the mail test). */
export const invitationMailTemplate = defineMailTemplate({
  kind: "invitation",
  example: {
    inviterName: "Ada Admin",
    message: "Join us on Chorus.",
    signature: "Ada",
    url: "https://acme.chorus.example/auth/invitation/example-token",
    reminder: false,
  },
  render: invitationMail,
});

export const seatFreeMailTemplate = defineMailTemplate({
  kind: "seat_free",
  example: { groupName: "Field Sales", url: "https://acme.chorus.example/" },
  render: seatFreeMail,
});
