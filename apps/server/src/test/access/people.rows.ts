import { company, groupVisibility } from "../../db/schema/index.ts";
import type { Factories } from "../factories.ts";
import type { AccessRow, Fixtures, Principal } from "./principals.ts";
import { MANAGERS, own, signedInExcept } from "./principals.ts";

/**
 * People administration on real objects of Acme: company managers everywhere, group admins in
 * the groups they administer, channel managers not at all. "Own group" objects are in the world's
 * group (the group admin administers it) or in a group built for the case with the group admin as
 * its admin; "another group" objects are in a group built for the case that nobody administers, so
 * the group admin passes the route gate and is refused by the object (403). Every object a row
 * changes or removes is built for its case.
 */
const PEOPLE_ADMINS: readonly Principal[] = [...MANAGERS, "group_admin"];
const OUTSIDE_OWN_GROUP = { by: ["group_admin"], status: 403 } as const;

/** A group of the case's own, administered by the group admin when that is the caller. */
const administeredGroup = async (make: Factories, f: Fixtures) => {
  const member = await make.user(f.companyId);
  const group = await make.group(f.companyId, {
    adminIds: f.principal === "group_admin" ? [f.users.group_admin] : [],
    memberIds: [member.id],
  });
  return { group: group.id, member: member.id };
};

/** A group nobody administers, with a member and a team the member belongs to. */
const otherGroup = async (make: Factories, f: Fixtures) => {
  const member = await make.user(f.companyId);
  const group = await make.group(f.companyId, { memberIds: [member.id] });
  const team = await make.team(f.companyId, { groupId: group.id, memberIds: [member.id] });
  return { group: group.id, member: member.id, team: team.id, user: member.id };
};

/** A team of the world's group (the group admin's) with a member of that group. */
const ownTeam = async (make: Factories, f: Fixtures) => {
  const member = await make.user(f.companyId, { groupId: f.groupId });
  const team = await make.team(f.companyId, { groupId: f.groupId, memberIds: [member.id] });
  return { team: team.id, member: member.id };
};

/** A user of the world's group, of a User-level role the group admin may administer. */
const ownUser = async (make: Factories, f: Fixtures) => ({
  user: (await make.user(f.companyId, { groupId: f.groupId, role: "channel_analyst" })).id,
});

/** The same row on an object of a group the group admin does not administer. */
const inOtherGroup = (row: AccessRow): AccessRow => ({
  ...row,
  variant: "another group",
  arrange: otherGroup,
  allowed: MANAGERS,
  refused: OUTSIDE_OWN_GROUP,
});

const groupSettings = (setting: "template" | "permission") => ({
  body: () =>
    setting === "template"
      ? { invitationTemplate: "Join us", invitationSignature: "", smsInvitationTemplate: "" }
      : { sharerInviteEnabled: true, emailDomainList: ["acme.example"] },
});

const groupRows: AccessRow[] = [
  { method: "GET", route: "/api/group", allowed: PEOPLE_ADMINS },
  {
    method: "POST",
    route: "/api/group",
    body: (f) => ({ name: `Matrix group of ${f.principal}` }),
    allowed: MANAGERS,
  },
  {
    method: "PUT",
    route: "/api/group/:groupId",
    arrange: otherGroup,
    url: (f) => `/api/group/${own(f, "group")}`,
    body: (f) => ({ name: `Renamed ${own(f, "group")}`, seatLimit: 50 }),
    allowed: MANAGERS,
  },
  {
    method: "DELETE",
    route: "/api/group/:groupId",
    arrange: async (make, f) => ({ group: (await make.group(f.companyId)).id }),
    url: (f) => `/api/group/${own(f, "group")}`,
    allowed: MANAGERS,
  },
  ...(["template", "permission"] as const).flatMap((setting): AccessRow[] => {
    const route = `/api/group/:groupId/invitation/${setting}`;
    const url = (f: Fixtures) => `/api/group/${own(f, "group")}/invitation/${setting}`;
    return [
      {
        method: "GET",
        route,
        url: (f) => `/api/group/${f.groupId}/invitation/${setting}`,
        allowed: PEOPLE_ADMINS,
      },
      inOtherGroup({ method: "GET", route, url, allowed: [] }),
      {
        method: "PUT",
        route,
        arrange: administeredGroup,
        url,
        ...groupSettings(setting),
        allowed: PEOPLE_ADMINS,
      },
      inOtherGroup({ method: "PUT", route, url, ...groupSettings(setting), allowed: [] }),
    ];
  }),
  {
    method: "PUT",
    route: "/api/group/:groupId/emailManagers",
    arrange: administeredGroup,
    url: (f) => `/api/group/${own(f, "group")}/emailManagers`,
    body: (f) => ({ userIdList: [own(f, "member")] }),
    allowed: PEOPLE_ADMINS,
  },
  inOtherGroup({
    method: "PUT",
    route: "/api/group/:groupId/emailManagers",
    url: (f) => `/api/group/${own(f, "group")}/emailManagers`,
    body: (f) => ({ userIdList: [own(f, "member")] }),
    allowed: [],
  }),
];

const teamUrl =
  (suffix = "") =>
  (f: Fixtures) =>
    `/api/team/${own(f, "team")}${suffix}`;

const teamRows: AccessRow[] = [
  { method: "GET", route: "/api/team", allowed: "signedIn" },
  {
    method: "GET",
    route: "/api/team",
    variant: "another group's teams",
    arrange: otherGroup,
    url: (f) => `/api/team?groupId=${own(f, "group")}`,
    allowed: MANAGERS,
    refused: { by: signedInExcept(...MANAGERS), status: 403 },
  },
  {
    method: "POST",
    route: "/api/team",
    body: (f) => ({ name: `Matrix team of ${f.principal}`, groupId: f.groupId }),
    allowed: PEOPLE_ADMINS,
  },
  inOtherGroup({
    method: "POST",
    route: "/api/team",
    body: (f) => ({ name: `Matrix team of ${f.principal}`, groupId: own(f, "group") }),
    allowed: [],
  }),
  {
    method: "POST",
    route: "/api/team_bulk",
    arrange: ownTeam,
    body: (f) => ({ teamList: [{ _id: own(f, "team"), name: `Renamed ${own(f, "team")}` }] }),
    allowed: PEOPLE_ADMINS,
  },
  inOtherGroup({
    method: "POST",
    route: "/api/team_bulk",
    body: (f) => ({ teamList: [{ _id: own(f, "team"), name: `Renamed ${own(f, "team")}` }] }),
    allowed: [],
  }),
  {
    method: "GET",
    route: "/api/team/:teamId",
    url: (f) => `/api/team/${f.teamId}`,
    allowed: PEOPLE_ADMINS,
  },
  inOtherGroup({ method: "GET", route: "/api/team/:teamId", url: teamUrl(), allowed: [] }),
  {
    method: "PUT",
    route: "/api/team/:teamId",
    arrange: ownTeam,
    url: teamUrl(),
    // A name no other team of the group has, whichever cases ran before.
    body: (f) => ({ name: `Renamed ${own(f, "team")}`, level: 2 }),
    allowed: PEOPLE_ADMINS,
  },
  inOtherGroup({
    method: "PUT",
    route: "/api/team/:teamId",
    url: teamUrl(),
    body: (f) => ({ name: `Renamed ${own(f, "team")}` }),
    allowed: [],
  }),
  { method: "DELETE", route: "/api/team/:teamId", arrange: ownTeam, url: teamUrl(), allowed: PEOPLE_ADMINS },
  inOtherGroup({ method: "DELETE", route: "/api/team/:teamId", url: teamUrl(), allowed: [] }),
  {
    method: "POST",
    route: "/api/team/:teamId/member/add",
    arrange: async (make, f) => ({
      ...(await ownTeam(make, f)),
      newcomer: (await make.user(f.companyId, { groupId: f.groupId })).id,
    }),
    url: teamUrl("/member/add"),
    body: (f) => ({ userIdList: [own(f, "newcomer")] }),
    allowed: PEOPLE_ADMINS,
  },
  inOtherGroup({
    method: "POST",
    route: "/api/team/:teamId/member/add",
    url: teamUrl("/member/add"),
    body: (f) => ({ userIdList: [own(f, "member")] }),
    allowed: [],
  }),
  {
    method: "DELETE",
    route: "/api/team/:teamId/member/remove",
    arrange: ownTeam,
    url: teamUrl("/member/remove"),
    body: (f) => ({ userIdList: [own(f, "member")] }),
    allowed: PEOPLE_ADMINS,
  },
  inOtherGroup({
    method: "DELETE",
    route: "/api/team/:teamId/member/remove",
    url: teamUrl("/member/remove"),
    body: (f) => ({ userIdList: [own(f, "member")] }),
    allowed: [],
  }),
  {
    method: "GET",
    route: "/api/team/:teamId/member/list",
    url: (f) => `/api/team/${f.teamId}/member/list`,
    allowed: PEOPLE_ADMINS,
  },
  inOtherGroup({
    method: "GET",
    route: "/api/team/:teamId/member/list",
    url: teamUrl("/member/list"),
    allowed: [],
  }),
];

const userUrl =
  (suffix = "") =>
  (f: Fixtures) =>
    `/api/user/${own(f, "user")}${suffix}`;

/** Users: administration for managers and group admins; the directory for everyone signed in. */
const userRows: AccessRow[] = [
  { method: "GET", route: "/api/user", allowed: PEOPLE_ADMINS },
  inOtherGroup({
    method: "GET",
    route: "/api/user",
    url: (f) => `/api/user?groupId=${own(f, "group")}`,
    allowed: [],
  }),
  { method: "GET", route: "/api/user/count", allowed: PEOPLE_ADMINS },
  inOtherGroup({
    method: "GET",
    route: "/api/user/count",
    url: (f) => `/api/user/count?groupId=${own(f, "group")}`,
    allowed: [],
  }),
  { method: "GET", route: "/api/user/profile", allowed: "signedIn" },
  { method: "GET", route: "/api/user/profile/count", allowed: "signedIn" },
  {
    method: "GET",
    route: "/api/user/preview/:userid",
    url: (f) => `/api/user/preview/${f.bystanderId}`,
    allowed: "signedIn",
  },
  {
    method: "PUT",
    route: "/api/user/group",
    arrange: async (make, f) => ({
      ...(await ownUser(make, f)),
      group: (await make.group(f.companyId)).id,
    }),
    body: (f) => ({ groupId: own(f, "group"), userIdList: [own(f, "user")] }),
    allowed: MANAGERS,
  },
  {
    method: "DELETE",
    route: "/api/user",
    arrange: ownUser,
    body: (f) => ({ userIdList: [own(f, "user")] }),
    allowed: PEOPLE_ADMINS,
  },
  inOtherGroup({
    method: "DELETE",
    route: "/api/user",
    body: (f) => ({ userIdList: [own(f, "user")] }),
    allowed: [],
  }),
  {
    method: "GET",
    route: "/api/user/:userId",
    arrange: ownUser,
    url: userUrl(),
    allowed: PEOPLE_ADMINS,
  },
  inOtherGroup({ method: "GET", route: "/api/user/:userId", url: userUrl(), allowed: [] }),
  {
    method: "PUT",
    route: "/api/user/:userId",
    arrange: ownUser,
    url: userUrl(),
    body: () => ({ firstName: "Renamed" }),
    allowed: PEOPLE_ADMINS,
  },
  inOtherGroup({
    method: "PUT",
    route: "/api/user/:userId",
    url: userUrl(),
    body: () => ({ firstName: "Renamed" }),
    allowed: [],
  }),
  {
    method: "PUT",
    route: "/api/user/:userId/role",
    arrange: ownUser,
    url: userUrl("/role"),
    body: () => ({ role: "sharer" }),
    allowed: PEOPLE_ADMINS,
  },
  inOtherGroup({
    method: "PUT",
    route: "/api/user/:userId/role",
    url: userUrl("/role"),
    body: () => ({ role: "sharer" }),
    allowed: [],
  }),
  {
    method: "PUT",
    route: "/api/user/:userId/resetpoints",
    arrange: ownUser,
    url: userUrl("/resetpoints"),
    allowed: PEOPLE_ADMINS,
  },
  inOtherGroup({
    method: "PUT",
    route: "/api/user/:userId/resetpoints",
    url: userUrl("/resetpoints"),
    allowed: [],
  }),
  {
    method: "PUT",
    route: "/api/user/:userId/notification",
    variant: "the caller's own",
    url: () => "/api/user/me/notification",
    body: () => ({ shareStat: false }),
    // Changes the caller's own settings: a user of the principal's role built for the case.
    freshUser: true,
    allowed: "signedIn",
  },
  {
    method: "PUT",
    route: "/api/user/:userId/notification",
    variant: "a user of the group admin's group",
    arrange: ownUser,
    url: userUrl("/notification"),
    body: () => ({ shareStat: false }),
    allowed: PEOPLE_ADMINS,
    refused: { by: signedInExcept(...PEOPLE_ADMINS), status: 403 },
  },
  {
    method: "PUT",
    route: "/api/user/:userId/notification",
    variant: "a user of another group",
    arrange: otherGroup,
    url: userUrl("/notification"),
    body: () => ({ shareStat: false }),
    allowed: MANAGERS,
    refused: { by: signedInExcept(...MANAGERS), status: 403 },
  },
];

const HOUR_MS = 3_600_000;
const engagerWindow = () =>
  `from=${new Date(Date.now() - HOUR_MS).toISOString()}&to=${new Date(Date.now() + HOUR_MS).toISOString()}`;
const massMail = (f: Fixtures) => ({ subject: "Matrix", message: "Hello", userIdList: [own(f, "user")] });

/** Engagers and mass mail: managers everywhere, group admins inside their groups. */
const engagementRows: AccessRow[] = [
  {
    method: "GET",
    route: "/api/user/engager",
    url: () => `/api/user/engager?${engagerWindow()}`,
    allowed: PEOPLE_ADMINS,
  },
  inOtherGroup({
    method: "GET",
    route: "/api/user/engager",
    url: (f) => `/api/user/engager?${engagerWindow()}&groupId=${own(f, "group")}`,
    allowed: [],
  }),
  { method: "POST", route: "/api/user/sendemail", arrange: ownUser, body: massMail, allowed: PEOPLE_ADMINS },
  inOtherGroup({ method: "POST", route: "/api/user/sendemail", body: massMail, allowed: [] }),
];

const visibilityUrl = (f: Fixtures) => `/api/group/${own(f, "group")}/visibility`;
const visibilityRows: AccessRow[] = [
  {
    method: "GET",
    route: "/api/group/:groupId/visibility",
    url: (f) => `/api/group/${f.groupId}/visibility`,
    allowed: PEOPLE_ADMINS,
  },
  inOtherGroup({ method: "GET", route: "/api/group/:groupId/visibility", url: visibilityUrl, allowed: [] }),
  {
    method: "PUT",
    route: "/api/group/:groupId/visibility",
    arrange: administeredGroup,
    url: visibilityUrl,
    body: () => ({ isRestricted: true, visibleGroupIdList: [] }),
    isolate: [groupVisibility],
    allowed: MANAGERS,
  },
];

/** The labs page: admin-level roles; the instance migration: the smarper only. */
const labsRows: AccessRow[] = [
  {
    method: "GET",
    route: "/api/company/:companyId/labs",
    url: (f) => `/api/company/${f.companyId}/labs`,
    allowed: MANAGERS,
  },
  {
    method: "PUT",
    route: "/api/company/:companyId/labs",
    url: (f) => `/api/company/${f.companyId}/labs`,
    body: () => ({ labList: [{ name: "feed_filter_lab", isEnabled: true }] }),
    isolate: [company],
    allowed: MANAGERS,
  },
  {
    method: "POST",
    route: "/api/company/:companyId/labs/migrate",
    url: (f) => `/api/company/${f.companyId}/labs/migrate`,
    body: () => ({ withTeams: true }),
    allowed: ["smarper"],
    okStatus: 409,
    why: "The world's company has groups already: the smarper passes the route and the migration is refused (409); a classic company is migrated in labs.routes.test.ts.",
  },
  {
    method: "GET",
    route: "/api/user/:userId/labs",
    arrange: ownUser,
    url: userUrl("/labs"),
    allowed: MANAGERS,
  },
  {
    method: "PUT",
    route: "/api/user/:userId/labs",
    arrange: ownUser,
    url: userUrl("/labs"),
    body: () => ({ featureMap: { feed_filter_lab: true } }),
    allowed: MANAGERS,
  },
];

export const peopleRows: AccessRow[] = [
  ...groupRows,
  ...teamRows,
  ...userRows,
  ...engagementRows,
  ...visibilityRows,
  ...labsRows,
];
