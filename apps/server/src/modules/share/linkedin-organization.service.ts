import type { RequestContext } from "../../platform/context.ts";
import { NetworkCallError } from "./adapters/index.ts";
import { searchLinkedinOrganizations } from "./adapters/linkedin-organizations.ts";
import { findConnection, markConnectionInvalid } from "./connection.repository.ts";
import { accessTokenFor } from "./connection.service.ts";
import { networkRefused, networkUnavailable, reconnectNeeded } from "./share-errors.ts";
import type { SharingRuntime } from "./sharing-runtime.ts";

/**
 * GET /api/socnet/linkedin/company/search: LinkedIn company pages by name, through the caller's
 * own LinkedIn connection (LinkedIn answers only to a member's token). No connection, or one
 * LinkedIn no longer accepts: 409.30 (the client offers to connect).
 */
export async function searchLinkedinCompanies(ctx: RequestContext, runtime: SharingRuntime, query: string) {
  const row = await findConnection(ctx.db, ctx.companyId, ctx.actor.userId, "linkedin");
  if (!row || row.invalidAt) throw reconnectNeeded("linkedin");
  const token = await accessTokenFor(ctx.db, runtime, row);
  try {
    const organizationList = await searchLinkedinOrganizations(
      runtime.config.sharing.linkedin,
      runtime.config.sharing.networkTimeoutMs,
      token,
      query,
    );
    return { organizationList };
  } catch (error) {
    if (!(error instanceof NetworkCallError)) throw error;
    if (error.status === 401) {
      await markConnectionInvalid(ctx.db, row);
      throw reconnectNeeded("linkedin");
    }
    if (error.retriable) throw networkUnavailable("linkedin");
    throw networkRefused("linkedin", error.message);
  }
}
