import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { channelEndpoints as endpoints } from "@chorus/shared/channel/channel.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import {
  createCompanyChannel,
  listManagedCompanyChannels,
  setCompanyChannelStatus,
  updateCompanyChannel,
} from "./channel-company.service.ts";
import {
  getGroupDefaultChannels,
  listCompanyChannels,
  setCompanyDefaultChannels,
  setGroupDefaultChannels,
} from "./channel-default.service.ts";

/** Channels new members are subscribed to: the company's and each group's. */
export function channelDefaultRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    const groupManagers = { access: { roles: [...MANAGER_ROLES, "group_admin"] as const } };

    serve(endpoints.companyChannels, groupManagers, (ctx, { params }) =>
      listCompanyChannels(ctx, params.companyId),
    );
    // A company's channels managed from its settings page (a smarper: any company's).
    const managers = { access: { roles: MANAGER_ROLES } };
    serve(endpoints.companyManagedChannels, managers, (ctx, { params }) =>
      listManagedCompanyChannels(ctx, params.companyId),
    );
    serve(endpoints.companyCreate, managers, (ctx, { params, body }) =>
      createCompanyChannel(ctx, params.companyId, body),
    );
    serve(endpoints.companyUpdate, managers, (ctx, { params, body }) =>
      updateCompanyChannel(ctx, params.companyId, params.channelId, body),
    );
    serve(endpoints.companySetStatus, managers, (ctx, { params, body }) =>
      setCompanyChannelStatus(ctx, params.companyId, params.channelId, body.isActive),
    );
    serve(endpoints.setCompanyDefaults, { access: { roles: MANAGER_ROLES } }, (ctx, { params, body }) =>
      setCompanyDefaultChannels(ctx, params.companyId, body),
    );
    serve(endpoints.groupDefaults, groupManagers, (ctx, { params }) =>
      getGroupDefaultChannels(ctx, params.groupId),
    );
    serve(endpoints.setGroupDefaults, groupManagers, (ctx, { params, body }) =>
      setGroupDefaultChannels(ctx, params.groupId, body),
    );
  };
}
