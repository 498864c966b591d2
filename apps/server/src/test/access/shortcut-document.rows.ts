import { newObjectId } from "@chorus/shared/ids/object-id";
import { and, eq } from "drizzle-orm";
import { libraryDocument, mediaFile, shortcut } from "../../db/schema/index.ts";
import { multipart } from "../../modules/media/media.test-helpers.ts";
import type { Factories } from "../factories.ts";
import type { AccessRow, Fixtures, Principal } from "./principals.ts";
import { MANAGERS, own } from "./principals.ts";

/**
 * Shortcuts and the document library. Company-wide objects are read by everyone signed in and
 * changed by managers; a group's are changed by managers and the group's admins (the world's group
 * is the group admin's; its other roles are not members, so they are refused a group's list with
 * 403 and a group's object with 404). Every object a row reads or changes is built for the case.
 */
const CURATORS: readonly Principal[] = [...MANAGERS, "group_admin"];
const NOT_IN_GROUP: readonly Principal[] = ["sharer", "channel_analyst", "channel_manager"];

const ICON = { name: "briefcase" };
const shortcutBody = (f: Fixtures) => ({
  title: `Matrix ${f.principal}`,
  link: "https://example.org/",
  icon: ICON,
});

async function insertShortcut(make: Factories, f: Fixtures, groupId: string | null): Promise<string> {
  const id = newObjectId();
  await make.db.insert(shortcut).values({
    id,
    companyId: f.companyId,
    groupId,
    title: "Matrix shortcut",
    link: "https://example.org/",
    iconName: "briefcase",
    inlineIcon: "<svg/>",
    color: "#228be6",
    createdBy: f.users.admin,
  });
  return id;
}

const shortcutIn = (where: "group" | "company") => async (make: Factories, f: Fixtures) => ({
  shortcut: await insertShortcut(make, f, where === "group" ? f.groupId : null),
});

/** Documents rows point at a storage key with no file: only the file route reads the bytes. */
async function insertDocument(
  make: Factories,
  f: Fixtures,
  groupId: string | null,
  storageKey = `documents/${f.companyId}/matrixmatrixmatrixmatr/file.txt`,
): Promise<string> {
  const id = newObjectId();
  await make.db.insert(libraryDocument).values({
    id,
    companyId: f.companyId,
    groupId,
    title: "Matrix document",
    fileName: "matrix.txt",
    mime: "text/plain; charset=utf-8",
    bytes: 5,
    storageKey,
    createdBy: f.users.admin,
  });
  return id;
}

const documentIn = (where: "group" | "company") => async (make: Factories, f: Fixtures) => ({
  document: await insertDocument(make, f, where === "group" ? f.groupId : null),
});

const textFile = async () => multipart("matrix.txt", "text/plain", Buffer.from("Matrix document\n"));

export const shortcutRows: AccessRow[] = [
  { method: "GET", route: "/api/shortcuts", url: () => "/api/shortcuts?platform=web", allowed: "signedIn" },
  {
    method: "GET",
    route: "/api/shortcuts/icons",
    url: () => "/api/shortcuts/icons?prefix=brief&limit=5",
    allowed: CURATORS,
  },
  { method: "POST", route: "/api/shortcuts", body: shortcutBody, allowed: MANAGERS },
  {
    method: "GET",
    route: "/api/shortcuts/:shortcutId",
    arrange: shortcutIn("company"),
    url: (f) => `/api/shortcuts/${own(f, "shortcut")}`,
    allowed: "signedIn",
  },
  {
    method: "PUT",
    route: "/api/shortcuts/:shortcutId",
    arrange: shortcutIn("company"),
    url: (f) => `/api/shortcuts/${own(f, "shortcut")}`,
    body: () => ({ color: "#ff0000" }),
    allowed: MANAGERS,
  },
  {
    method: "DELETE",
    route: "/api/shortcuts/:shortcutId",
    arrange: shortcutIn("company"),
    url: (f) => `/api/shortcuts/${own(f, "shortcut")}`,
    allowed: MANAGERS,
  },
  {
    method: "GET",
    route: "/api/shortcuts/group/:groupId",
    variant: "the group admin's group",
    url: (f) => `/api/shortcuts/group/${f.groupId}`,
    allowed: CURATORS,
    refused: { by: NOT_IN_GROUP, status: 403 },
  },
  {
    method: "GET",
    route: "/api/shortcuts/group/:groupId",
    variant: "company",
    url: () => "/api/shortcuts/group/company",
    allowed: "signedIn",
  },
  {
    method: "POST",
    route: "/api/shortcuts/group/:groupId",
    variant: "the group admin's group",
    url: (f) => `/api/shortcuts/group/${f.groupId}`,
    body: shortcutBody,
    allowed: CURATORS,
  },
  {
    method: "POST",
    route: "/api/shortcuts/group/:groupId",
    variant: "company",
    url: () => "/api/shortcuts/group/company",
    body: shortcutBody,
    allowed: MANAGERS,
    refused: { by: ["group_admin"], status: 403 },
  },
  {
    method: "PUT",
    route: "/api/shortcuts/group/:groupId/reorder",
    variant: "the group admin's group",
    arrange: async (make, f) => {
      // A group of its own per case, so the row's list is exactly what it arranged.
      const group = await make.group(f.companyId, { adminIds: [f.users.group_admin] });
      const a = await insertShortcut(make, f, group.id);
      const b = await insertShortcut(make, f, group.id);
      return { group: group.id, a, b };
    },
    url: (f) => `/api/shortcuts/group/${own(f, "group")}/reorder`,
    body: (f) => ({ shortcutIdList: [own(f, "b"), own(f, "a")] }),
    allowed: CURATORS,
  },
  {
    method: "GET",
    route: "/api/shortcuts/group/:groupId/:shortcutId",
    arrange: shortcutIn("group"),
    url: (f) => `/api/shortcuts/group/${f.groupId}/${own(f, "shortcut")}`,
    allowed: CURATORS,
    refused: { by: NOT_IN_GROUP, status: 403 },
  },
  {
    method: "PUT",
    route: "/api/shortcuts/group/:groupId/:shortcutId",
    arrange: shortcutIn("group"),
    url: (f) => `/api/shortcuts/group/${f.groupId}/${own(f, "shortcut")}`,
    body: () => ({ title: "Renamed" }),
    allowed: CURATORS,
  },
  {
    method: "DELETE",
    route: "/api/shortcuts/group/:groupId/:shortcutId",
    arrange: shortcutIn("group"),
    url: (f) => `/api/shortcuts/group/${f.groupId}/${own(f, "shortcut")}`,
    allowed: CURATORS,
  },
];

export const documentRows: AccessRow[] = [
  { method: "GET", route: "/api/document", url: () => "/api/document?groupId=company", allowed: "signedIn" },
  {
    method: "POST",
    route: "/api/document",
    variant: "into the group admin's group",
    url: (f) => `/api/document?groupId=${f.groupId}`,
    raw: textFile,
    allowed: CURATORS,
  },
  {
    method: "POST",
    route: "/api/document",
    variant: "company-wide",
    url: () => "/api/document?groupId=company",
    raw: textFile,
    allowed: MANAGERS,
    refused: { by: ["group_admin"], status: 403 },
  },
  { method: "GET", route: "/api/document/usage", allowed: CURATORS },
  {
    method: "GET",
    route: "/api/document/:documentid",
    arrange: documentIn("company"),
    url: (f) => `/api/document/${own(f, "document")}`,
    allowed: "signedIn",
  },
  {
    method: "GET",
    route: "/api/document/:documentid",
    variant: "a group's",
    arrange: documentIn("group"),
    url: (f) => `/api/document/${own(f, "document")}`,
    allowed: CURATORS,
    refused: { by: NOT_IN_GROUP, status: 404 },
  },
  {
    method: "PUT",
    route: "/api/document/:documentid",
    variant: "in the group admin's group",
    arrange: documentIn("group"),
    url: (f) => `/api/document/${own(f, "document")}`,
    body: () => ({ title: "Renamed" }),
    allowed: CURATORS,
  },
  {
    method: "PUT",
    route: "/api/document/:documentid",
    variant: "company-wide",
    arrange: documentIn("company"),
    url: (f) => `/api/document/${own(f, "document")}`,
    body: () => ({ title: "Renamed" }),
    allowed: MANAGERS,
    refused: { by: ["group_admin"], status: 403 },
  },
  {
    method: "DELETE",
    route: "/api/document/:documentid",
    variant: "in the group admin's group",
    arrange: documentIn("group"),
    url: (f) => `/api/document/${own(f, "document")}`,
    allowed: CURATORS,
  },
  {
    method: "DELETE",
    route: "/api/document/:documentid",
    variant: "company-wide",
    arrange: documentIn("company"),
    url: (f) => `/api/document/${own(f, "document")}`,
    allowed: MANAGERS,
    refused: { by: ["group_admin"], status: 403 },
  },
  {
    method: "GET",
    route: "/api/document/:documentid/file",
    arrange: async (make, f) => {
      // A document row over a file the private storage really holds: the world's uploaded video.
      const [video] = await make.db
        .select({ key: mediaFile.storageKey })
        .from(mediaFile)
        .where(and(eq(mediaFile.companyId, f.companyId), eq(mediaFile.id, f.media.videoId)));
      const id = await insertDocument(make, f, f.groupId, video?.key);
      return { document: id };
    },
    url: (f) => `/api/document/${own(f, "document")}/file`,
    allowed: CURATORS,
    refused: { by: NOT_IN_GROUP, status: 404 },
  },
];
