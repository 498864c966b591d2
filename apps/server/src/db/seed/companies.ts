import type { SocnetOrderedEntry } from "../schema/index.ts";
import { addMs, DAY_MS } from "./random.ts";
import type { CompanyRow, GroupRow, SeedContext } from "./rows.ts";

export interface DemoCompanies {
  acme: CompanyRow;
  globex: CompanyRow;
  headquarters: GroupRow;
  fieldSales: GroupRow;
}

const ACME_NETWORKS: SocnetOrderedEntry[] = [
  { Name: "Linkedin", SharingPoint: 10, authEnabled: true },
  { Name: "Twitter", SharingPoint: 5, authEnabled: true },
  { Name: "Facebook", SharingPoint: 5, authEnabled: false },
  { Name: "Xing", SharingPoint: 5, authEnabled: false },
];

/** The two tenants and Acme's groups; member counts are filled in once the people exist. */
export function buildCompanies(ctx: SeedContext): DemoCompanies {
  const acmeCreatedAt = addMs(ctx.now, -420 * DAY_MS);
  const globexCreatedAt = addMs(ctx.now, -380 * DAY_MS);
  const acme: CompanyRow = {
    id: ctx.newId(acmeCreatedAt),
    name: "Acme",
    subdomain: "acme",
    domainSet: ["acme.example"],
    // Newcomers with an acme.example address may register themselves (access §2 registration).
    isSelfRegistrationEnabled: true,
    isGroupEnabled: true,
    // Newcomers choose their own group and teams, then the languages they read (access §4 table).
    isLanguageEnabled: true,
    isChannelManagerEnabled: true,
    rewardEnabled: true,
    isUserPublishEnabled: true,
    commentEnabled: true,
    isArchivedReadEnabled: false,
    isHideResourcesEnabled: false,
    labList: ["group_self_registration_lab"],
    invitePoint: 10,
    proposePostPoint: 5,
    uniqueClickPoint: 1,
    socnetOrderedSet: ACME_NETWORKS,
    socnetMap: { Twitter: { Signature: "via @AcmeCorp" }, Linkedin: { Signature: "" } },
    defaultPostExpiration: 14,
    userLimit: 500,
    defaultInvitationMessage:
      "Join Acme on Chorus to read company news first and share the stories you are proud of.",
    createdAt: acmeCreatedAt,
  };
  const globex: CompanyRow = {
    id: ctx.newId(globexCreatedAt),
    name: "Globex",
    subdomain: "globex",
    domainSet: ["globex.example"],
    isGroupEnabled: false,
    isChannelManagerEnabled: true,
    rewardEnabled: false,
    isUserPublishEnabled: false,
    commentEnabled: true,
    labList: [],
    socnetOrderedSet: [
      { Name: "Linkedin", SharingPoint: 10, authEnabled: true },
      { Name: "Twitter", SharingPoint: 5, authEnabled: true },
    ],
    defaultPostExpiration: 14,
    userLimit: 100,
    createdAt: globexCreatedAt,
  };
  const groupCreatedAt = addMs(acmeCreatedAt, 2 * DAY_MS);
  const headquarters: GroupRow = {
    id: ctx.newId(groupCreatedAt),
    companyId: acme.id,
    name: "Headquarters",
    seatLimit: 300,
    memberCount: 0,
    invitationTemplate: {
      invitationTemplate:
        "Hi {{firstName}}, {{inviterName}} invited you to Chorus, where Acme shares its news first. Sign in with your work e-mail to get started.",
      invitationSignature: "The Acme Communications team",
      smsInvitationTemplate: "{{inviterName}} invited you to Acme on Chorus: {{link}}",
    },
    invitationPermissions: { sharerInviteEnabled: true, emailDomainList: ["acme.example"] },
    createdAt: groupCreatedAt,
  };
  const fieldSales: GroupRow = {
    id: ctx.newId(groupCreatedAt),
    companyId: acme.id,
    name: "Field Sales",
    seatLimit: 150,
    memberCount: 0,
    invitationTemplate: {
      invitationTemplate:
        "Hi {{firstName}}, the Field Sales team shares customer wins and product news on Chorus. {{inviterName}} saved you a seat.",
      invitationSignature: "Gustav and the Field Sales leadership team",
      smsInvitationTemplate: "Your Field Sales seat on Chorus is ready: {{link}}",
    },
    invitationPermissions: { sharerInviteEnabled: false, emailDomainList: ["acme.example"] },
    createdAt: groupCreatedAt,
  };
  return { acme, globex, headquarters, fieldSales };
}
