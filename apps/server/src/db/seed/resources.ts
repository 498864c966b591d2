import type { DemoCompanies } from "./companies.ts";
import { type DemoPeople, userByKey } from "./people.ts";
import { addMs, DAY_MS } from "./random.ts";
import type { ResourceRow, SeedContext } from "./rows.ts";

interface ResourceSeed {
  title: string;
  description: string;
  htmlBody: string;
  url: string | null;
  /** null: company-wide. */
  group: "headquarters" | "fieldSales" | null;
  author: string;
  daysAgo: number;
  commentEnabled?: boolean;
}

const ACME_RESOURCES: readonly ResourceSeed[] = [
  {
    title: "Acme brand guidelines",
    description: "Logo, colours, typography and tone of voice for everything that carries the Acme name.",
    htmlBody:
      "<h2>Logo</h2><p>Keep clear space of one 'A' height around the logo and never recolour it.</p><h2>Colours</h2><ul><li>Acme Blue #1F4FD8</li><li>Signal Orange #FF7A1A</li><li>Graphite #2B2B2B</li></ul><h2>Tone of voice</h2><p>Friendly, precise, no jargon. Write as you would explain it to a customer across the table.</p>",
    url: "https://brand.acme.example/guidelines",
    group: null,
    author: "ada",
    daysAgo: 120,
  },
  {
    title: "Onboarding handbook",
    description: "Your first 30 days at Acme: tools, people to meet and how we work.",
    htmlBody:
      "<h2>Week one</h2><p>Set up your laptop, meet your buddy and subscribe to <strong>Company News</strong>.</p><h2>Week two to four</h2><ol><li>Shadow a customer call.</li><li>Share your first post to LinkedIn.</li><li>Book a coffee with someone outside your team.</li></ol>",
    url: null,
    group: null,
    author: "ada",
    daysAgo: 90,
  },
  {
    title: "Social media policy",
    description: "What to share, what to keep inside, and how to speak about Acme online.",
    htmlBody:
      "<p>Share freely what is published in Chorus. Never share customer names, prices or roadmap dates that are not public.</p><blockquote>When in doubt, ask the communications team before posting.</blockquote><p>Add your own words: a personal comment gets more reach than a bare link.</p>",
    url: "https://intranet.acme.example/policies/social-media",
    group: null,
    author: "pablo",
    daysAgo: 60,
  },
  {
    title: "Headquarters visitor guide",
    description: "Parking, reception hours and meeting rooms at the Headquarters building.",
    htmlBody:
      "<p>Reception is open 8:00–18:00. Visitors sign in at the front desk and wear a badge.</p><ul><li>Parking: levels -1 and -2</li><li>Meeting rooms: book through the calendar</li></ul>",
    url: null,
    group: "headquarters",
    author: "ada",
    daysAgo: 45,
  },
  {
    title: "Field Sales playbook",
    description: "Discovery questions, objection handling and the demo script for customer visits.",
    htmlBody:
      "<h2>Discovery</h2><p>Ask about the customer's goals before showing anything.</p><h2>Objections</h2><p>Price: lead with total cost of ownership, not list price.</p>",
    url: "https://sales.acme.example/playbook",
    group: "fieldSales",
    author: "gustav",
    daysAgo: 30,
  },
  {
    title: "Expense and travel rules for the road",
    description: "Per-diem rates, booking tools and how to file expenses within 30 days.",
    htmlBody:
      "<p>Book trains for trips under four hours. Hotel limit: 150 EUR a night outside capitals.</p><p>Photograph receipts the same day and file them in the expense tool.</p>",
    url: null,
    group: "fieldSales",
    author: "gustav",
    daysAgo: 14,
    commentEnabled: false,
  },
];

/** Acme's Resources area: company-wide reference material and one shelf per group. Globex has none. */
export function buildResources(
  ctx: SeedContext,
  companies: DemoCompanies,
  people: DemoPeople,
): ResourceRow[] {
  return ACME_RESOURCES.map((seed) => {
    const createdAt = addMs(ctx.now, -seed.daysAgo * DAY_MS);
    return {
      id: ctx.newId(createdAt),
      companyId: companies.acme.id,
      groupId: seed.group ? companies[seed.group].id : null,
      title: seed.title,
      description: seed.description,
      url: seed.url,
      htmlBody: seed.htmlBody,
      imageUrl: null,
      commentEnabled: seed.commentEnabled ?? true,
      commentCount: 0,
      createdBy: userByKey(people, seed.author).id,
      createdAt,
      updatedAt: createdAt,
    };
  });
}
