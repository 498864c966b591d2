import type { AccessRow, Principal } from "./principals.ts";
import { MANAGERS } from "./principals.ts";

/**
 * People administration: groups, teams, users. Company managers everywhere, group admins in their
 * own group, channel managers not at all. Routes about one group or team are called with an id
 * that names nothing, so whoever passes the policy gets 404; which group a group admin reaches is
 * tested in modules/people/*.routes.test.ts.
 */
const NO_SUCH_ID = "0123456789abcdef01234567";
const PEOPLE_ADMINS: readonly Principal[] = [...MANAGERS, "group_admin"];

const groupRows: AccessRow[] = [
  { method: "GET", route: "/api/group", allowed: PEOPLE_ADMINS },
  {
    method: "POST",
    route: "/api/group",
    body: (_f, principal) => ({ name: `Matrix group of ${principal}` }),
    allowed: MANAGERS,
  },
  {
    method: "PUT",
    route: "/api/group/:groupId",
    url: () => `/api/group/${NO_SUCH_ID}`,
    body: () => ({ name: "Renamed" }),
    allowed: MANAGERS,
    okStatus: 404,
  },
  {
    method: "DELETE",
    route: "/api/group/:groupId",
    url: () => `/api/group/${NO_SUCH_ID}`,
    allowed: MANAGERS,
    okStatus: 404,
  },
  ...(["template", "permission"] as const).flatMap((setting): AccessRow[] => [
    {
      method: "GET",
      route: `/api/group/:groupId/invitation/${setting}`,
      url: () => `/api/group/${NO_SUCH_ID}/invitation/${setting}`,
      allowed: PEOPLE_ADMINS,
      okStatus: 404,
    },
    {
      method: "PUT",
      route: `/api/group/:groupId/invitation/${setting}`,
      url: () => `/api/group/${NO_SUCH_ID}/invitation/${setting}`,
      body: () =>
        setting === "template"
          ? { invitationTemplate: "Join us", invitationSignature: "", smsInvitationTemplate: "" }
          : { sharerInviteEnabled: true, emailDomainList: ["acme.example"] },
      allowed: PEOPLE_ADMINS,
      okStatus: 404,
    },
  ]),
  {
    method: "PUT",
    route: "/api/group/:groupId/emailManagers",
    url: () => `/api/group/${NO_SUCH_ID}/emailManagers`,
    body: () => ({ userIdList: [] }),
    allowed: PEOPLE_ADMINS,
    okStatus: 404,
  },
];

const teamRows: AccessRow[] = [
  { method: "GET", route: "/api/team", allowed: "signedIn" },
  {
    method: "POST",
    route: "/api/team",
    body: () => ({ name: "Matrix team", groupId: NO_SUCH_ID }),
    allowed: PEOPLE_ADMINS,
    okStatus: 404,
  },
  {
    method: "POST",
    route: "/api/team_bulk",
    body: () => ({ teamList: [{ _id: NO_SUCH_ID, name: "Renamed" }] }),
    allowed: PEOPLE_ADMINS,
    okStatus: 404,
  },
  {
    method: "GET",
    route: "/api/team/:teamId",
    url: () => `/api/team/${NO_SUCH_ID}`,
    allowed: PEOPLE_ADMINS,
    okStatus: 404,
  },
  {
    method: "PUT",
    route: "/api/team/:teamId",
    url: () => `/api/team/${NO_SUCH_ID}`,
    body: () => ({ name: "Renamed" }),
    allowed: PEOPLE_ADMINS,
    okStatus: 404,
  },
  {
    method: "DELETE",
    route: "/api/team/:teamId",
    url: () => `/api/team/${NO_SUCH_ID}`,
    allowed: PEOPLE_ADMINS,
    okStatus: 404,
  },
  {
    method: "POST",
    route: "/api/team/:teamId/member/add",
    url: () => `/api/team/${NO_SUCH_ID}/member/add`,
    body: (f) => ({ userIdList: [f.acmeBystanderId] }),
    allowed: PEOPLE_ADMINS,
    okStatus: 404,
  },
  {
    method: "DELETE",
    route: "/api/team/:teamId/member/remove",
    url: () => `/api/team/${NO_SUCH_ID}/member/remove`,
    body: (f) => ({ userIdList: [f.acmeBystanderId] }),
    allowed: PEOPLE_ADMINS,
    okStatus: 404,
  },
  {
    method: "GET",
    route: "/api/team/:teamId/member/list",
    url: () => `/api/team/${NO_SUCH_ID}/member/list`,
    allowed: PEOPLE_ADMINS,
    okStatus: 404,
  },
];

/** Users: administration for managers and group admins; the directory for everyone signed in. */
const userRows: AccessRow[] = [
  { method: "GET", route: "/api/user", allowed: PEOPLE_ADMINS },
  { method: "GET", route: "/api/user/count", allowed: PEOPLE_ADMINS },
  { method: "GET", route: "/api/user/profile", allowed: "signedIn" },
  { method: "GET", route: "/api/user/profile/count", allowed: "signedIn" },
  {
    method: "GET",
    route: "/api/user/preview/:userid",
    url: (f) => `/api/user/preview/${f.acmeBystanderId}`,
    allowed: "signedIn",
  },
  {
    method: "PUT",
    route: "/api/user/group",
    body: (f) => ({ groupId: NO_SUCH_ID, userIdList: [f.acmeBystanderId] }),
    allowed: MANAGERS,
    okStatus: 404,
  },
  {
    method: "DELETE",
    route: "/api/user",
    body: () => ({ userIdList: [NO_SUCH_ID] }),
    allowed: PEOPLE_ADMINS,
    okStatus: 404,
  },
  {
    method: "GET",
    route: "/api/user/:userId",
    url: () => `/api/user/${NO_SUCH_ID}`,
    allowed: PEOPLE_ADMINS,
    okStatus: 404,
  },
  {
    method: "PUT",
    route: "/api/user/:userId",
    url: () => `/api/user/${NO_SUCH_ID}`,
    body: () => ({ firstName: "Renamed" }),
    allowed: PEOPLE_ADMINS,
    okStatus: 404,
  },
  {
    method: "PUT",
    route: "/api/user/:userId/role",
    url: () => `/api/user/${NO_SUCH_ID}/role`,
    body: () => ({ role: "sharer" }),
    allowed: PEOPLE_ADMINS,
    okStatus: 404,
  },
  {
    method: "PUT",
    route: "/api/user/:userId/resetpoints",
    url: () => `/api/user/${NO_SUCH_ID}/resetpoints`,
    allowed: PEOPLE_ADMINS,
    okStatus: 404,
  },
  {
    method: "PUT",
    route: "/api/user/:userId/notification",
    // Everyone's own settings; another user's are tested in user-notification.routes.test.ts.
    url: () => "/api/user/me/notification",
    body: () => ({ shareStat: false }),
    allowed: "signedIn",
  },
];

export const peopleRows: AccessRow[] = [...groupRows, ...teamRows, ...userRows];
