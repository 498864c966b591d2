import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../../platform/deps.ts";
import type { InvitationRow } from "./invitation.repository.ts";
import { seatOrQueue } from "./invitation-admission.service.ts";
import { deliverInvitation } from "./invitation-delivery.service.ts";

type Deps = Pick<AppDeps, "config" | "mailer"> & { db: Db };

/** Seats first (the rest queue), then one delivery per invitation. */
export async function sendNow(deps: Deps, rows: readonly InvitationRow[]) {
  const { toDeliver, queued } = await seatOrQueue(deps.db, rows);
  const delivered: InvitationRow[] = [];
  const failed: { email: string | null; phoneNumber: string | null; error: string }[] = [];
  for (const row of toDeliver) {
    const outcome = await deliverInvitation(deps, row, { reminder: false });
    if (outcome.sent) delivered.push(row);
    else failed.push({ email: row.email, phoneNumber: row.phoneNumber, error: outcome.error });
  }
  return { delivered, queued, failed };
}
