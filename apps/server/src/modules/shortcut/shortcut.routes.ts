import { MANAGER_ROLES, type Role } from "@chorus/shared/access/roles";
import { COMPANY_SHORTCUTS } from "@chorus/shared/shortcut/shortcut.contract";
import { shortcutEndpoints as endpoints } from "@chorus/shared/shortcut/shortcut.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import {
  createShortcut,
  editShortcut,
  getShortcut,
  listIcons,
  listMyShortcuts,
  listPlaceShortcuts,
  removeShortcut,
  reorderShortcuts,
} from "./shortcut.service.ts";

/** Group shortcuts: managers and group admins at the door (which group: the service decides). */
const GROUP_EDITORS: readonly Role[] = [...MANAGER_ROLES, "group_admin"];

/** The sidebar's Shortcuts: company-wide ones (/api/shortcuts/…) and groups' (/api/shortcuts/group/{groupId}/…). */
export function shortcutRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    const managers = { access: { roles: MANAGER_ROLES } };
    const groupEditors = { access: { roles: GROUP_EDITORS } };
    const company = COMPANY_SHORTCUTS;

    serve(endpoints.icons, groupEditors, (_ctx, { query }) => listIcons(query));
    serve(endpoints.list, { access: "signedIn" }, (ctx, { query }) => listMyShortcuts(ctx, query));
    serve(endpoints.create, managers, (ctx, { body }) => createShortcut(ctx, company, body));
    serve(endpoints.detail, { access: "signedIn" }, (ctx, { params }) =>
      getShortcut(ctx, company, params.shortcutId),
    );
    serve(endpoints.update, managers, (ctx, { params, body }) =>
      editShortcut(ctx, company, params.shortcutId, body),
    );
    serve(endpoints.remove, managers, (ctx, { params }) => removeShortcut(ctx, company, params.shortcutId));

    serve(endpoints.groupList, { access: "signedIn" }, (ctx, { params, query }) =>
      listPlaceShortcuts(ctx, params.groupId, query),
    );
    serve(endpoints.groupCreate, groupEditors, (ctx, { params, body }) =>
      createShortcut(ctx, params.groupId, body),
    );
    serve(endpoints.groupReorder, groupEditors, (ctx, { params, body }) =>
      reorderShortcuts(ctx, params.groupId, body),
    );
    serve(endpoints.groupDetail, { access: "signedIn" }, (ctx, { params }) =>
      getShortcut(ctx, params.groupId, params.shortcutId),
    );
    serve(endpoints.groupUpdate, groupEditors, (ctx, { params, body }) =>
      editShortcut(ctx, params.groupId, params.shortcutId, body),
    );
    serve(endpoints.groupRemove, groupEditors, (ctx, { params }) =>
      removeShortcut(ctx, params.groupId, params.shortcutId),
    );
  };
}
