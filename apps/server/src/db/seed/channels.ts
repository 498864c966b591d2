import type { DemoCompanies } from "./companies.ts";
import type { Theme } from "./images.ts";
import { type DemoPeople, userByKey } from "./people.ts";
import { addMs, DAY_MS } from "./random.ts";
import type { ChannelRow, ChannelStaffRow, SeedContext, SubscriptionRow } from "./rows.ts";

export interface DemoChannel {
  row: ChannelRow;
  /** What its posts are about. */
  themes: Theme[];
}

export interface DemoChannels {
  acme: Record<AcmeChannelKey, DemoChannel>;
  globex: DemoChannel[];
  staff: ChannelStaffRow[];
  subscriptions: SubscriptionRow[];
}

type AcmeChannelKey =
  | "companyNews"
  | "leadership"
  | "productUpdates"
  | "careers"
  | "events"
  | "fieldSalesWins"
  | "engineering"
  | "sustainability";

interface ChannelSpec {
  name: string;
  description: string;
  themes: Theme[];
  isPrivate?: boolean;
  isMandatory?: boolean;
  fieldSalesOnly?: boolean;
}

const ACME_CHANNELS: Record<AcmeChannelKey, ChannelSpec> = {
  companyNews: {
    name: "Company News",
    description: "Announcements everyone at Acme should read: results, organisation changes, town halls.",
    themes: ["company", "leadership"],
    isMandatory: true,
  },
  leadership: {
    name: "Leadership",
    description: "Drafts and discussions for the leadership circle. Please do not forward.",
    themes: ["leadership"],
    isPrivate: true,
  },
  productUpdates: {
    name: "Product Updates",
    description: "Releases, roadmaps and customer stories for Orbit, Beacon, Relay and Atlas.",
    themes: ["product"],
  },
  careers: {
    name: "Careers",
    description: "Open roles, new joiners and life at Acme. Share these with your network!",
    themes: ["careers"],
  },
  events: {
    name: "Events",
    description: "Trade shows, webinars, meet-ups and internal celebrations.",
    themes: ["events"],
  },
  fieldSalesWins: {
    name: "Field Sales Wins",
    description: "Deals closed, lessons learned and playbooks from the field.",
    themes: ["sales"],
    fieldSalesOnly: true,
  },
  engineering: {
    name: "Engineering Blog",
    description: "How we build Acme's platform: architecture notes, tech talks, open source.",
    themes: ["engineering"],
  },
  sustainability: {
    name: "Sustainability",
    description: "Our path to net zero, volunteering days and greener ways of working.",
    themes: ["sustainability"],
  },
};

const GLOBEX_CHANNELS: ChannelSpec[] = [
  {
    name: "Globex Announcements",
    description: "Official news from Globex.",
    themes: ["company"],
    isMandatory: true,
  },
  { name: "Research", description: "Papers, patents and lab notes.", themes: ["engineering"] },
  { name: "Community", description: "Volunteering, sports clubs and local events.", themes: ["events"] },
];

export function buildChannels(ctx: SeedContext, companies: DemoCompanies, people: DemoPeople): DemoChannels {
  const ada = userByKey(people, "ada");
  const make = (spec: ChannelSpec, companyId: string, createdBy: string, createdAt: Date): DemoChannel => ({
    row: {
      id: ctx.newId(createdAt),
      companyId,
      groupId: spec.fieldSalesOnly ? companies.fieldSales.id : null,
      name: spec.name,
      description: spec.description,
      isPrivate: spec.isPrivate ?? false,
      isMandatory: spec.isMandatory ?? false,
      isActive: true,
      createdBy,
      createdAt,
    },
    themes: spec.themes,
  });
  const start = addMs(companies.acme.createdAt!, 10 * DAY_MS);
  const acme = Object.fromEntries(
    Object.entries(ACME_CHANNELS).map(([key, spec], i) => [
      key,
      make(spec, companies.acme.id, ada.id, addMs(start, i * 3 * DAY_MS)),
    ]),
  ) as Record<AcmeChannelKey, DemoChannel>;
  const gina = userByKey(people, "gina");
  const globex = GLOBEX_CHANNELS.map((spec, i) =>
    make(spec, companies.globex.id, gina.id, addMs(companies.globex.createdAt!, (5 + i) * DAY_MS)),
  );

  const staff: ChannelStaffRow[] = [
    {
      companyId: companies.acme.id,
      channelId: acme.productUpdates.row.id,
      userId: userByKey(people, "chloe").id,
      duty: "manager",
    },
    {
      companyId: companies.acme.id,
      channelId: acme.events.row.id,
      userId: userByKey(people, "chloe").id,
      duty: "manager",
    },
    {
      companyId: companies.acme.id,
      channelId: acme.companyNews.row.id,
      userId: userByKey(people, "anton").id,
      duty: "analyst",
    },
  ];

  const subscriptions: SubscriptionRow[] = [];
  const subscribe = (channel: DemoChannel, userId: string, userCreatedAt: Date): void => {
    subscriptions.push({
      companyId: channel.row.companyId,
      channelId: channel.row.id,
      userId,
      subscribedAt: new Date(Math.max(userCreatedAt.getTime(), channel.row.createdAt!.getTime()) + DAY_MS),
    });
  };
  const optional = [acme.careers, acme.events, acme.engineering, acme.sustainability];
  const leadershipCircle = new Set(["ada", "sam", "chloe"].map((key) => userByKey(people, key).id));
  for (const user of people.acme) {
    const chosen = new Set<DemoChannel>([acme.companyNews, acme.productUpdates]);
    for (const channel of ctx.random.sample(optional, ctx.random.int(1, 3))) chosen.add(channel);
    if (user.groupId === companies.fieldSales.id) chosen.add(acme.fieldSalesWins);
    if (leadershipCircle.has(user.id)) chosen.add(acme.leadership);
    // Managers are always subscribed to the channels they manage.
    for (const row of staff) if (row.userId === user.id) chosen.add(channelById(acme, row.channelId));
    if (user.email === "emma@acme.example") chosen.add(acme.events).add(acme.careers);
    for (const channel of chosen) subscribe(channel, user.id, user.createdAt!);
  }
  for (const user of people.globex) {
    for (const channel of globex)
      if (channel.row.isMandatory || ctx.random.chance(0.7)) subscribe(channel, user.id, user.createdAt!);
  }
  return { acme, globex, staff, subscriptions };
}

function channelById(channels: Record<AcmeChannelKey, DemoChannel>, id: string): DemoChannel {
  const found = Object.values(channels).find((channel) => channel.row.id === id);
  if (!found) throw new Error(`unknown channel ${id}`);
  return found;
}
