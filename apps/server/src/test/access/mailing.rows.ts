import { newObjectId } from "@chorus/shared/ids/object-id";
import { eq } from "drizzle-orm";
import {
  company,
  groupDigest,
  mailingCampaign,
  mailingFolder,
  mailingList,
  mailingListRecipient,
  mailingSetting,
} from "../../db/schema/index.ts";
import type { Factories } from "../factories.ts";
import type { AccessRow, Fixtures, Principal } from "./principals.ts";
import { MANAGERS, own, PRINCIPALS } from "./principals.ts";

/**
 * Newsletters (issue 14): managers, and group admins with group_admin_newsletters_lab, while the
 * email lab is on. Each case turns both labs on for the world's company (restored afterwards) and
 * builds the folders, lists and campaigns it changes.
 */
const EDITORS: readonly Principal[] = [...MANAGERS, "group_admin"];
const LABS = ["email_newsletters_lab", "group_admin_newsletters_lab"];
const isolate = [company, mailingSetting, groupDigest] as const;

type Built = Record<string, string>;
const withLabs =
  (build?: (make: Factories, f: Fixtures) => Promise<Built>) =>
  async (make: Factories, f: Fixtures): Promise<Built> => {
    await make.db.update(company).set({ labList: LABS }).where(eq(company.id, f.companyId));
    return build ? build(make, f) : {};
  };

async function folder(make: Factories, f: Fixtures): Promise<Built> {
  const id = newObjectId();
  await make.db.insert(mailingFolder).values({ id, companyId: f.companyId, name: `Matrix ${id}` });
  return { folder: id };
}

async function list(make: Factories, f: Fixtures): Promise<Built> {
  const id = newObjectId();
  await make.db.insert(mailingList).values({ id, companyId: f.companyId, name: `Matrix list ${id}` });
  await make.db.insert(mailingListRecipient).values({
    id: newObjectId(),
    companyId: f.companyId,
    mailingListId: id,
    entityType: "group",
    entityId: f.groupId,
  });
  return { list: id };
}

const campaignIn =
  (status: "draft" | "scheduled") =>
  async (make: Factories, f: Fixtures): Promise<Built> => {
    const { list: listId } = await list(make, f);
    const id = newObjectId();
    await make.db.insert(mailingCampaign).values({
      id,
      companyId: f.companyId,
      name: `Matrix campaign ${id}`,
      subject: "Matrix",
      blocks: [{ type: "heading", id: "h", text: "Matrix" }],
      mailingListIdList: [listId as string],
      status,
      scheduledAt: status === "scheduled" ? new Date(Date.now() + 86_400_000) : null,
      createdBy: f.users.admin,
    });
    return { campaign: id, list: listId as string };
  };

const future = () => new Date(Date.now() + 86_400_000).toISOString();
const editors = (
  row: Omit<AccessRow, "allowed" | "isolate" | "arrange"> & { arrange?: AccessRow["arrange"] },
) => ({ ...row, arrange: row.arrange ?? withLabs(), isolate, allowed: EDITORS }) as AccessRow;

export const mailingRows: AccessRow[] = [
  editors({
    method: "POST",
    route: "/api/mailing/folder",
    body: () => ({ name: `F ${newObjectId().slice(-12)}` }),
  }),
  editors({ method: "GET", route: "/api/mailing/folder" }),
  editors({
    method: "PUT",
    route: "/api/mailing/folder/:folderId",
    arrange: withLabs(folder),
    url: (f) => `/api/mailing/folder/${own(f, "folder")}`,
    body: () => ({ name: `R ${newObjectId().slice(-12)}` }),
  }),
  editors({
    method: "DELETE",
    route: "/api/mailing/folder/:folderId",
    arrange: withLabs(folder),
    url: (f) => `/api/mailing/folder/${own(f, "folder")}`,
  }),
  editors({ method: "POST", route: "/api/mailing/campaign", body: () => ({ name: "Matrix draft" }) }),
  editors({ method: "GET", route: "/api/mailing/campaign" }),
  editors({
    method: "GET",
    route: "/api/mailing/campaign/:campaignId",
    arrange: withLabs(campaignIn("draft")),
    url: (f) => `/api/mailing/campaign/${own(f, "campaign")}`,
  }),
  editors({
    method: "PUT",
    route: "/api/mailing/campaign/:campaignId",
    arrange: withLabs(campaignIn("draft")),
    url: (f) => `/api/mailing/campaign/${own(f, "campaign")}`,
    body: () => ({ subject: "Edited" }),
  }),
  editors({
    method: "DELETE",
    route: "/api/mailing/campaign/:campaignId",
    arrange: withLabs(campaignIn("draft")),
    url: (f) => `/api/mailing/campaign/${own(f, "campaign")}`,
  }),
  editors({
    method: "POST",
    route: "/api/mailing/campaign/:campaignId/cancel",
    arrange: withLabs(campaignIn("scheduled")),
    url: (f) => `/api/mailing/campaign/${own(f, "campaign")}/cancel`,
  }),
  editors({
    method: "POST",
    route: "/api/mailing/campaign/:campaignId/send",
    arrange: withLabs(campaignIn("draft")),
    url: (f) => `/api/mailing/campaign/${own(f, "campaign")}/send`,
    body: () => ({ scheduledAt: future() }),
  }),
  editors({
    method: "PUT",
    route: "/api/mailing/campaign/:campaignId/move",
    arrange: withLabs(campaignIn("draft")),
    url: (f) => `/api/mailing/campaign/${own(f, "campaign")}/move`,
    body: () => ({ folderId: null }),
  }),
  editors({
    method: "GET",
    route: "/api/mailing/campaign/:campaignId/bounced",
    arrange: withLabs(campaignIn("draft")),
    url: (f) => `/api/mailing/campaign/${own(f, "campaign")}/bounced`,
  }),
  editors({
    method: "POST",
    route: "/api/mailing/campaign/send",
    arrange: withLabs(campaignIn("scheduled")),
    body: (f) => ({ campaignIdList: [own(f, "campaign")] }),
  }),
  editors({
    method: "POST",
    route: "/api/mailing/campaign/cancel",
    arrange: withLabs(campaignIn("scheduled")),
    body: (f) => ({ campaignIdList: [own(f, "campaign")] }),
  }),
  editors({ method: "GET", route: "/api/mailing/auth" }),
  {
    method: "PUT",
    route: "/api/mailing/settings",
    arrange: withLabs(),
    isolate,
    body: () => ({ openTrackingEnabled: true }),
    allowed: MANAGERS,
  },
  editors({ method: "POST", route: "/api/mailing/mailing-list", body: () => ({ name: "Matrix list" }) }),
  editors({ method: "GET", route: "/api/mailing/mailing-list" }),
  editors({
    method: "DELETE",
    route: "/api/mailing/mailing-list/:mailingListId",
    arrange: withLabs(list),
    url: (f) => `/api/mailing/mailing-list/${own(f, "list")}`,
  }),
  editors({
    method: "POST",
    route: "/api/mailing/mailing-list/:mailingListId/recipient",
    arrange: withLabs(list),
    url: (f) => `/api/mailing/mailing-list/${own(f, "list")}/recipient`,
    body: (f) => ({ entityType: "team", entityId: f.teamId }),
  }),
  editors({
    method: "GET",
    route: "/api/mailing/mailing-list/:mailingListId/recipient",
    arrange: withLabs(list),
    url: (f) => `/api/mailing/mailing-list/${own(f, "list")}/recipient`,
  }),
  editors({ method: "POST", route: "/api/mailing", body: () => ({ name: "Matrix list (old path)" }) }),
  editors({ method: "GET", route: "/api/mailing" }),
  editors({
    method: "POST",
    route: "/api/mailing/:mailingListId/recipient",
    arrange: withLabs(list),
    url: (f) => `/api/mailing/${own(f, "list")}/recipient`,
    body: (f) => ({ entityType: "team", entityId: f.teamId }),
  }),
  editors({
    method: "GET",
    route: "/api/mailing/:mailingListId/recipient",
    arrange: withLabs(list),
    url: (f) => `/api/mailing/${own(f, "list")}/recipient`,
  }),
  editors({
    method: "GET",
    route: "/api/mailing/search",
    url: () => "/api/mailing/search?searchTerm=matrix",
  }),
  editors({
    method: "GET",
    route: "/api/mailing/candidates",
    url: (f) => `/api/mailing/candidates?entityType=group&entityId=${f.groupId}`,
  }),
  editors({
    method: "POST",
    route: "/api/mailing/preview",
    body: () => ({ subject: "Preview", blocks: [{ type: "heading", id: "h", text: "Hello" }] }),
  }),
  editors({ method: "GET", route: "/api/mailing/digest-groups" }),
  editors({
    method: "GET",
    route: "/api/group/:groupId/digest",
    url: (f) => `/api/group/${f.groupId}/digest`,
  }),
  editors({
    method: "PUT",
    route: "/api/group/:groupId/digest",
    url: (f) => `/api/group/${f.groupId}/digest`,
    body: () => ({ enabled: true, dayOfWeek: 1, hour: 8, postCount: 5 }),
  }),
  {
    method: "GET",
    route: "/api/mailing/unsubscribe",
    url: () => "/api/mailing/unsubscribe?token=anything-long-enough.sig",
    allowed: "everyone",
  },
  {
    method: "POST",
    route: "/api/mailing/unsubscribe",
    url: () => "/api/mailing/unsubscribe?token=anything-long-enough.sig",
    allowed: [],
    refused: { by: PRINCIPALS, status: 400 },
    why: "One-click unsubscribe is public (a mail client sends it) and acts only on a signed token; a forged one is refused for everyone (mailing.delivery.test.ts unsubscribes with a real one).",
  },
  {
    method: "GET",
    route: "/api/mailing/open/:token",
    url: () => "/api/mailing/open/0123456789abcdef01234567.forged",
    forgedParams:
      "The open pixel is public and answers the same image for any token (a mail client loads it); what a forged token must not do, count an open, is mailing.delivery.test.ts's.",
    allowed: "everyone",
  },
  {
    method: "GET",
    route: "/api/mailing/click/:deliveryId",
    url: () => "/api/mailing/click/0123456789abcdef01234567?url=https%3A%2F%2Fevil.example%2F&sig=forged",
    forgedParams: "A forged tracked link: the signature, not the delivery, is what refuses it.",
    allowed: [],
    refused: { by: PRINCIPALS, status: 404 },
    why: "A tracked link redirects only to the URL its signature names; an unsigned one is not found for everyone (mailing.delivery.test.ts follows a signed one).",
  },
  {
    method: "POST",
    route: "/api/mailing/bounce",
    body: () => ({ returnPath: "bounce+x@example.com" }),
    allowed: [],
    refused: { by: PRINCIPALS, status: 404 },
    why: "The bounce webhook answers only the mail provider's shared secret (MAILING_BOUNCE_WEBHOOK_SECRET), never a session (mailing.delivery.test.ts reports a bounce with it).",
  },
];
