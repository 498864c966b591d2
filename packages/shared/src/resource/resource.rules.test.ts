import { describe, expect, it } from "vitest";
import {
  areResourcesShown,
  canReadResource,
  hasResourceCuration,
  type ResourceViewer,
} from "./resource.rules.ts";

const manager: ResourceViewer = { isCompanyManager: true, groupId: "hq", administeredGroupIds: [] };
const member: ResourceViewer = { isCompanyManager: false, groupId: "hq", administeredGroupIds: [] };
const groupAdmin: ResourceViewer = {
  isCompanyManager: false,
  groupId: "sales",
  administeredGroupIds: ["sales"],
};
const loner: ResourceViewer = { isCompanyManager: false, groupId: null, administeredGroupIds: [] };

describe("resource rules", () => {
  const cases: [string, ResourceViewer, string | null, { read: boolean; curate: boolean }][] = [
    ["manager, company-wide", manager, null, { read: true, curate: true }],
    ["manager, another group", manager, "sales", { read: true, curate: true }],
    ["member, company-wide", member, null, { read: true, curate: false }],
    ["member, own group", member, "hq", { read: true, curate: false }],
    ["member, another group", member, "sales", { read: false, curate: false }],
    ["group admin, own group", groupAdmin, "sales", { read: true, curate: true }],
    ["group admin, company-wide", groupAdmin, null, { read: true, curate: false }],
    ["group admin, another group", groupAdmin, "hq", { read: false, curate: false }],
    ["no group, company-wide", loner, null, { read: true, curate: false }],
    ["no group, a group", loner, "hq", { read: false, curate: false }],
  ];
  it.each(cases)("%s", (_name, viewer, groupId, expected) => {
    expect(canReadResource(viewer, { groupId })).toBe(expected.read);
    expect(hasResourceCuration(viewer, { groupId })).toBe(expected.curate);
  });

  it.each([
    [false, false, true],
    [false, true, true],
    [true, false, false],
    [true, true, true],
  ])("hidden=%s manager=%s → shown %s", (hidden, isCompanyManager, shown) => {
    expect(areResourcesShown({ isHideResourcesEnabled: hidden }, { isCompanyManager })).toBe(shown);
  });
});
