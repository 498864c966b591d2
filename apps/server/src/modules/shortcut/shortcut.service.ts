import { newObjectId } from "@chorus/shared/ids/object-id";
import {
  DEFAULT_SHORTCUT_COLOR,
  SHORTCUTS_PER_PLACE_MAX,
  type Shortcut,
  type ShortcutCreateBody,
  type ShortcutIconPage,
  type ShortcutIconQuery,
  type ShortcutList,
  type ShortcutListQuery,
  type ShortcutReorderBody,
  type ShortcutUpdateBody,
} from "@chorus/shared/shortcut/shortcut.contract";
import { reorderedIds, type ShortcutViewer, shortcutShowsOn } from "@chorus/shared/shortcut/shortcut.rules";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import { inlineIconOf, searchIcons } from "./icon-set.ts";
import { loadShortcutViewer, placeOf, requireEdit, requireRead } from "./shortcut.policy.ts";
import { presentShortcut } from "./shortcut.presenter.ts";
import {
  countShortcutsIn,
  deleteShortcut,
  findShortcut,
  insertShortcut,
  listShortcutsOf,
  lockPlace,
  nextPosition,
  type ShortcutChanges,
  type ShortcutRow,
  setPositions,
  updateShortcut,
} from "./shortcut.repository.ts";

const NOT_FOUND = "Shortcut not found";

export function listIcons(query: ShortcutIconQuery): ShortcutIconPage {
  return searchIcons(query.prefix, query.limit, query.nextIcon);
}

function presentList(viewer: ShortcutViewer, rows: ShortcutRow[], query: ShortcutListQuery): ShortcutList {
  const shown = rows.filter((row) => shortcutShowsOn(row.platform as "all", query.platform));
  const cut = query.limit === undefined ? shown : shown.slice(0, query.limit);
  return { shortcutList: cut.map((row) => presentShortcut(viewer, row)), total: shown.length };
}

/** GET /api/shortcuts: the company-wide shortcuts, then the caller's own group's. */
export async function listMyShortcuts(ctx: RequestContext, query: ShortcutListQuery): Promise<ShortcutList> {
  const viewer = await loadShortcutViewer(ctx);
  const places = [null, ...(viewer.groupId ? [viewer.groupId] : [])];
  return presentList(viewer, await listShortcutsOf(ctx.db, ctx.companyId, places), query);
}

/** GET /api/shortcuts/group/{groupId}: exactly one place's list. */
export async function listPlaceShortcuts(
  ctx: RequestContext,
  selector: string,
  query: ShortcutListQuery,
): Promise<ShortcutList> {
  const groupId = await placeOf(ctx, selector);
  const viewer = await loadShortcutViewer(ctx);
  requireRead(viewer, groupId);
  return presentList(viewer, await listShortcutsOf(ctx.db, ctx.companyId, [groupId]), query);
}

export async function getShortcut(
  ctx: RequestContext,
  selector: string,
  shortcutId: string,
): Promise<Shortcut> {
  const groupId = await placeOf(ctx, selector);
  const viewer = await loadShortcutViewer(ctx);
  const row = await findShortcut(ctx.db, ctx.companyId, groupId, shortcutId);
  // A group's shortcut read by someone outside it is not told to exist.
  if (!row) throw notFound(NOT_FOUND);
  if (groupId !== null) requireRead(viewer, groupId);
  return presentShortcut(viewer, row);
}

function iconOf(name: string): { iconName: string; inlineIcon: string } {
  const inlineIcon = inlineIconOf(name);
  if (!inlineIcon)
    throw badRequest(`icon.name: there is no icon "${name}" (GET /api/shortcuts/icons lists them)`);
  return { iconName: name, inlineIcon };
}

export async function createShortcut(
  ctx: RequestContext,
  selector: string,
  body: ShortcutCreateBody,
): Promise<Shortcut> {
  const groupId = await placeOf(ctx, selector);
  const viewer = await loadShortcutViewer(ctx);
  requireEdit(viewer, groupId);
  const icon = iconOf(body.icon.name);
  const now = new Date();
  const row = await ctx.db.transaction(async (tx) => {
    await lockPlace(tx, ctx.companyId, groupId);
    if ((await countShortcutsIn(tx, ctx.companyId, groupId)) >= SHORTCUTS_PER_PLACE_MAX)
      throw badRequest(`A list holds at most ${SHORTCUTS_PER_PLACE_MAX} shortcuts.`);
    return insertShortcut(tx, {
      id: newObjectId(now),
      companyId: ctx.companyId,
      groupId,
      title: body.title,
      link: body.link,
      ...icon,
      color: body.color ?? DEFAULT_SHORTCUT_COLOR,
      platform: body.platform ?? "all",
      position: await nextPosition(tx, ctx.companyId, groupId),
      createdBy: ctx.actor.userId,
      createdAt: now,
      updatedAt: now,
    });
  });
  return presentShortcut(viewer, row);
}

export async function editShortcut(
  ctx: RequestContext,
  selector: string,
  shortcutId: string,
  body: ShortcutUpdateBody,
): Promise<Shortcut> {
  const groupId = await placeOf(ctx, selector);
  const viewer = await loadShortcutViewer(ctx);
  requireEdit(viewer, groupId);
  const { icon, ...rest } = body;
  const changes: ShortcutChanges = { ...rest, ...(icon ? iconOf(icon.name) : {}) };
  const row = await ctx.db.transaction((tx) =>
    updateShortcut(tx, ctx.companyId, groupId, shortcutId, changes),
  );
  if (!row) throw notFound(NOT_FOUND);
  return presentShortcut(viewer, row);
}

export async function removeShortcut(
  ctx: RequestContext,
  selector: string,
  shortcutId: string,
): Promise<{ id: string; deleted: true }> {
  const groupId = await placeOf(ctx, selector);
  const viewer = await loadShortcutViewer(ctx);
  requireEdit(viewer, groupId);
  const deleted = await ctx.db.transaction((tx) => deleteShortcut(tx, ctx.companyId, groupId, shortcutId));
  if (!deleted) throw notFound(NOT_FOUND);
  return { id: shortcutId, deleted: true };
}

export async function reorderShortcuts(
  ctx: RequestContext,
  selector: string,
  body: ShortcutReorderBody,
): Promise<ShortcutList> {
  const groupId = await placeOf(ctx, selector);
  const viewer = await loadShortcutViewer(ctx);
  requireEdit(viewer, groupId);
  await ctx.db.transaction(async (tx) => {
    const current = await lockPlace(tx, ctx.companyId, groupId);
    const order = reorderedIds(current, body.shortcutIdList);
    if (!order) throw badRequest("shortcutIdList: must name every shortcut of the list once each");
    await setPositions(tx, ctx.companyId, groupId, order);
  });
  return presentList(viewer, await listShortcutsOf(ctx.db, ctx.companyId, [groupId]), {});
}
