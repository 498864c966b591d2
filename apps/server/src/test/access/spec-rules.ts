import type { Principal } from "./principals.ts";
import { MANAGERS } from "./principals.ts";

/** A rule of the spec about who may do something, and the matrix row that shows it on the server. */
export interface SpecRule {
  /** The spec's words, with their section. */
  spec: string;
  /** The row's label (rowLabel): "METHOD /route [variant]". */
  row: string;
  /** The principals who succeed (2xx/3xx); everyone else must be refused. */
  allowed: readonly Principal[];
}

const SIGNED_IN: readonly Principal[] = [
  "sharer",
  "channel_analyst",
  "channel_manager",
  "group_admin",
  "admin",
  "partner",
  "smarper",
];
/** Curators of the world's public channel: managers and its channel manager (not in the group admin's group). */
const PUBLIC_CHANNEL_MANAGERS: readonly Principal[] = [...MANAGERS, "channel_manager"];

/**
 * The server-side rules of core §6 and access §6 that name who may do what, each pinned to the
 * matrix row that exercises it on real objects. (The client route table of core §2 is checked in
 * packages/shared/src/access/route-access.test.ts.)
 */
export const SPEC_RULES: SpecRule[] = [
  {
    spec: "core §6: Analytics: admin-level, group admin, channel manager or analyst",
    row: "GET /api/analytics/overview",
    allowed: [...MANAGERS, "group_admin", "channel_manager", "channel_analyst"],
  },
  {
    spec: "core §6: Proposed and Scheduled tabs: admin-level, group admin, channel manager",
    row: "GET /api/post3 [type=incoming]",
    allowed: [...MANAGERS, "group_admin", "channel_manager"],
  },
  {
    spec: "core §6: Proposed and Scheduled tabs: admin-level, group admin, channel manager",
    row: "GET /api/post3 [type=scheduled]",
    allowed: [...MANAGERS, "group_admin", "channel_manager"],
  },
  {
    spec: "core §6: Archived: same, or all if archived reading is enabled (it is not in Acme)",
    row: "GET /api/post3 [type=archived]",
    allowed: [...MANAGERS, "group_admin", "channel_manager"],
  },
  {
    spec: "core §6: Rejected: admin-level or channel manager",
    row: "GET /api/post3 [type=rejected]",
    allowed: [...MANAGERS, "channel_manager"],
  },
  {
    spec: "core §6: Channel lists for proposed or scheduled feeds: managers see all, group admins their group, simple channel managers only managed channels, others none",
    row: "GET /api/post3/:postId [proposed]",
    allowed: PUBLIC_CHANNEL_MANAGERS,
  },
  {
    spec: "core §6: Channel lists for proposed or scheduled feeds: managers see all, group admins their group, simple channel managers only managed channels, others none",
    row: "GET /api/post3/:postId [group]",
    allowed: [...MANAGERS, "group_admin"],
  },
  {
    spec: "core §6: A user can manage a post if any of its channels has isManager true … Post owner: createdBy equals user id",
    row: "PUT /api/post3/:postId [another user's post]",
    allowed: PUBLIC_CHANNEL_MANAGERS,
  },
  {
    spec: "core §6: A user can manage a post if any of its channels has isManager true … Post owner: createdBy equals user id",
    row: "PUT /api/post3/:postId [own post]",
    allowed: SIGNED_IN,
  },
  {
    spec: "core §6: A user can manage a post if any of its channels has isManager true",
    row: "PUT /api/post3/:postId/channel/:channelId/status",
    allowed: PUBLIC_CHANNEL_MANAGERS,
  },
  {
    spec: "core §6: Comments: only the author (addedBy equals user id) can edit",
    row: "PUT /api/comment/:commentId [another user's comment]",
    allowed: [],
  },
  {
    spec: "core §6: Comments: only the author (addedBy equals user id) can edit",
    row: "PUT /api/comment/:commentId [own comment]",
    allowed: SIGNED_IN,
  },
  {
    spec: "core §6: Comments: … author can delete",
    row: "DELETE /api/comment/:commentId [own comment]",
    allowed: SIGNED_IN,
  },
  {
    spec: "core §6: Role switching … smarper gets Smarper, Partner, Admin (and nobody else takes Smarper)",
    row: "PUT /api/session [a role the user does not hold]",
    allowed: ["smarper"],
  },
];
