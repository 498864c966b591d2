import { isManager } from "@chorus/shared/access/roles";
import type { Actor } from "../../platform/context.ts";
import type { CollaborationRow } from "./behalf.repository.ts";

/**
 * Who may do what to a collaboration (always of the actor's own company: rows are loaded by
 * company). Managers oversee every collaboration of the company.
 */
type Pair = Pick<CollaborationRow, "contentOwnerId" | "contentWriterId" | "status">;

const isWriter = (actor: Actor, c: Pair) => c.contentWriterId === actor.userId;
const isOwner = (actor: Actor, c: Pair) => c.contentOwnerId === actor.userId;

export const collaborationPolicy = {
  /** The writer, the owner and managers see it; anyone else gets 404. */
  view: (actor: Actor, c: Pair) => isWriter(actor, c) || isOwner(actor, c) || isManager(actor.role),
  /**
   * Only the owner approves or rejects: approval is the owner's consent to be written for, which
   * nobody else can give (issue 9). A manager who objects ends the collaboration (delete).
   */
  decide: (actor: Actor, c: Pair) => isOwner(actor, c) && !isWriter(actor, c),
  /** The writer (or a manager for them) reminds the owner of a pending request. */
  notifyOwner: (actor: Actor, c: Pair) => isWriter(actor, c) || isManager(actor.role),
  /** Either side may end it; managers too. */
  delete: (actor: Actor, c: Pair) => isWriter(actor, c) || isOwner(actor, c) || isManager(actor.role),
};
