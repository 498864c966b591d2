import type { Collaboration } from "@chorus/shared/behalf/behalf.contract";
import { type CollaborationStatus, collaborationToast } from "@chorus/shared/behalf/behalf.rules";
import type { Actor } from "../../platform/context.ts";
import { collaborationPolicy } from "./behalf.policy.ts";
import type { CollaborationRow, PersonRow } from "./behalf.repository.ts";

const person = (id: string, people: ReadonlyMap<string, PersonRow>) => {
  const row = people.get(id);
  return {
    _id: id,
    firstName: row?.firstName ?? "",
    lastName: row?.lastName ?? "",
    avatarUrl: row?.avatarUrl ?? null,
  };
};

/** A collaboration as the catalogue names it, with the toast of its status and the caller's abilities. */
export function presentCollaboration(
  row: CollaborationRow,
  people: ReadonlyMap<string, PersonRow>,
  actor: Actor,
): Collaboration {
  const status = row.status as CollaborationStatus;
  return {
    _id: row.id,
    contentOwnerId: row.contentOwnerId,
    contentWriterId: row.contentWriterId,
    contentOwner: person(row.contentOwnerId, people),
    contentWriter: person(row.contentWriterId, people),
    status,
    isPostCreationEnabled: row.isPostCreationEnabled,
    isExternalShareEnabled: row.isExternalShareEnabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
    statusMessage: collaborationToast(status),
    abilities: {
      canDecide: status === "pending" && collaborationPolicy.decide(actor, row),
      canNotifyOwner: status === "pending" && collaborationPolicy.notifyOwner(actor, row),
      canDelete: collaborationPolicy.delete(actor, row),
    },
  };
}
