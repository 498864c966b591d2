import { mailingEndpoints as endpoints } from "@chorus/shared/mailing/mailing.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import {
  bouncedOfCampaign,
  cancelCampaign,
  cancelCampaigns,
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  moveCampaign,
  previewCampaign,
  sendCampaign,
  sendCampaigns,
  updateCampaign,
} from "./campaign.service.ts";
import { getDigest, listDigestGroups, putDigest } from "./digest.service.ts";
import { createFolder, deleteFolder, listFolders, renameFolder } from "./folder.service.ts";
import {
  addRecipient,
  candidates,
  createList,
  deleteList,
  listLists,
  listRecipients,
  search,
} from "./list.service.ts";
import { NEWSLETTER_ROLES } from "./mailing.access.ts";
import { mailingAuth, saveMailingSettings } from "./mailing-auth.service.ts";
import { transportOf } from "./newsletter-transport.ts";

/**
 * The catalogue's Mailing calls. Route access lets managers and group admins in; each service
 * then checks the email lab (and, for group admins, group_admin_newsletters_lab and their groups).
 */
export function mailingRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    const editors = { access: { roles: NEWSLETTER_ROLES } };
    app.addHook("onClose", async () => transportOf(deps).close());

    serve(endpoints.createFolder, editors, (ctx, r) => createFolder(ctx, r.body.name));
    serve(endpoints.listFolders, editors, (ctx) => listFolders(ctx));
    serve(endpoints.renameFolder, editors, (ctx, r) => renameFolder(ctx, r.params.folderId, r.body.name));
    serve(endpoints.deleteFolder, editors, (ctx, r) => deleteFolder(ctx, r.params.folderId));

    // The bulk paths come before /{campaignId}: Fastify prefers the static segment anyway.
    serve(endpoints.sendCampaigns, editors, (ctx, r) => sendCampaigns(ctx, deps, r.body.campaignIdList));
    serve(endpoints.cancelCampaigns, editors, (ctx, r) => cancelCampaigns(ctx, deps, r.body.campaignIdList));
    serve(endpoints.createCampaign, editors, (ctx, r) => createCampaign(ctx, r.body));
    serve(endpoints.listCampaigns, editors, (ctx, r) => listCampaigns(ctx, r.query));
    serve(endpoints.getCampaign, editors, (ctx, r) => getCampaign(ctx, r.params.campaignId));
    serve(endpoints.updateCampaign, editors, (ctx, r) => updateCampaign(ctx, r.params.campaignId, r.body));
    serve(endpoints.deleteCampaign, editors, (ctx, r) => deleteCampaign(ctx, r.params.campaignId));
    serve(endpoints.sendCampaign, editors, (ctx, r) => sendCampaign(ctx, deps, r.params.campaignId, r.body));
    serve(endpoints.cancelCampaign, editors, (ctx, r) => cancelCampaign(ctx, deps, r.params.campaignId));
    serve(endpoints.moveCampaign, editors, (ctx, r) =>
      moveCampaign(ctx, r.params.campaignId, r.body.folderId),
    );
    serve(endpoints.bouncedOfCampaign, editors, (ctx, r) => bouncedOfCampaign(ctx, r.params.campaignId));

    serve(endpoints.auth, editors, (ctx) => mailingAuth(ctx, deps));
    serve(endpoints.settings, { access: { roles: ["admin", "partner", "smarper"] } }, (ctx, r) =>
      saveMailingSettings(ctx, deps, r.body),
    );

    serve(endpoints.createList, editors, (ctx, r) => createList(ctx, r.body.name));
    serve(endpoints.listLists, editors, (ctx) => listLists(ctx));
    serve(endpoints.deleteList, editors, (ctx, r) => deleteList(ctx, r.params.mailingListId));
    serve(endpoints.addRecipient, editors, (ctx, r) => addRecipient(ctx, r.params.mailingListId, r.body));
    serve(endpoints.listRecipients, editors, (ctx, r) => listRecipients(ctx, r.params.mailingListId));
    serve(endpoints.createListDeprecated, editors, (ctx, r) => createList(ctx, r.body.name));
    serve(endpoints.listListsDeprecated, editors, (ctx) => listLists(ctx));
    serve(endpoints.addRecipientDeprecated, editors, (ctx, r) =>
      addRecipient(ctx, r.params.mailingListId, r.body),
    );
    serve(endpoints.listRecipientsDeprecated, editors, (ctx, r) =>
      listRecipients(ctx, r.params.mailingListId),
    );
    serve(endpoints.search, editors, (ctx, r) => search(ctx, r.query.searchTerm));
    serve(endpoints.candidates, editors, (ctx, r) => candidates(ctx, r.query.entityType, r.query.entityId));

    serve(endpoints.preview, editors, (ctx, r) => previewCampaign(ctx, deps, r.body));
    serve(endpoints.digestGroups, editors, (ctx) => listDigestGroups(ctx));
    serve(endpoints.getDigest, { access: { roles: NEWSLETTER_ROLES } }, (ctx, r) =>
      getDigest(ctx, r.params.groupId),
    );
    serve(endpoints.putDigest, { access: { roles: NEWSLETTER_ROLES } }, (ctx, r) =>
      putDigest(ctx, r.params.groupId, r.body),
    );
  };
}
