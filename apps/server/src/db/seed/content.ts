import { escapeHtml } from "@chorus/shared/text/html";
import type { Theme } from "./images.ts";
import type { Random } from "./random.ts";

export type Lang = "en" | "de" | "fr";

/** A post text with `{slot}` placeholders; paragraphs may hold **bold** and [label](https://…). */
export interface TextTemplate {
  theme: Theme;
  title: string;
  paragraphs: string[];
  lang?: Lang;
  /** Link posts: the outside address, `{slug}` is the title's slug. */
  url?: string;
}

const SLOT_VALUES: Record<string, readonly string[]> = {
  product: ["Orbit", "Beacon", "Relay", "Atlas", "Nimbus"],
  version: ["4.0", "4.2", "3.8", "5.1", "2.6", "4.1"],
  city: [
    "Stockholm",
    "Munich",
    "Lyon",
    "Austin",
    "Toronto",
    "Singapore",
    "Manchester",
    "Rotterdam",
    "Oslo",
    "Zurich",
  ],
  customer: [
    "Northwind Logistics",
    "Bluebird Health",
    "Kestrel Energy",
    "Harbor & Pine Retail",
    "Meridian Bank",
    "Solis Foods",
    "Vantage Rail",
    "Copperleaf Insurance",
  ],
  quarter: ["Q1", "Q2", "Q3", "Q4"],
  percent: ["12", "18", "23", "27", "31", "9", "40"],
  number: ["120", "35", "48", "260", "75", "14", "600"],
  person: [
    "Priya Raman",
    "Jonas Weber",
    "Léa Dubois",
    "Lukas Fischer",
    "Sofia Rossi",
    "Mei Tanaka",
    "Daniel Kim",
    "Aisha Mensah",
  ],
  event: [
    "Acme Summit",
    "Customer Day",
    "the Logistics Forum",
    "Retail Tech Week",
    "the Spring Hackathon",
    "Partner Connect",
  ],
  month: ["March", "April", "May", "June", "September", "October"],
  role: [
    "Senior Backend Engineer",
    "Product Designer",
    "Account Executive",
    "Customer Success Manager",
    "Data Analyst",
    "Solutions Architect",
    "Talent Partner",
  ],
  team: ["Customer Success", "Platform", "Finance", "Marketing", "Support", "Data"],
  year: ["2026"],
};

export type Slots = Record<string, string>;

/** One random value per slot, fixed for a whole post so title and body agree. */
export function pickSlots(random: Random): Slots {
  const slots: Slots = {};
  for (const [name, values] of Object.entries(SLOT_VALUES)) slots[name] = random.pick(values);
  return slots;
}

export const fill = (text: string, slots: Slots): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => slots[name] ?? whole);

export const slugify = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);

const LINK = /\[([^\]]+)\]\((https:\/\/[^)\s]+)\)/g;
const BOLD = /\*\*([^*]+)\*\*/g;

/** The plain `body` (paragraphs separated by a blank line). */
export const toPlainBody = (paragraphs: readonly string[]): string =>
  paragraphs.map((p) => p.replace(LINK, "$1").replace(BOLD, "$1")).join("\n\n");

/** The sanitised-looking `htmlBody`: only <p>, <strong> and <a>. */
export const toHtmlBody = (paragraphs: readonly string[]): string =>
  paragraphs
    .map((p) => {
      const html = escapeHtml(p)
        .replace(BOLD, "<strong>$1</strong>")
        .replace(LINK, '<a href="$2" target="_blank" rel="noopener noreferrer">$1</a>');
      return `<p>${html}</p>`;
    })
    .join("");

export const COMMENTS: readonly string[] = [
  "Great news, congratulations to the whole team!",
  "This is exactly what my customers have been asking for.",
  "Shared it on LinkedIn already, got three questions within an hour 🙌",
  "Thanks for the clear summary, very helpful before my client call tomorrow.",
  "Is there a recording for those of us who could not attend?",
  "Proud to be part of this.",
  "Could we get a one-pager version of this for prospects?",
  "Love the photos! Looks like it was a brilliant day.",
  "Well deserved. The team worked really hard on this one.",
  "Does this also apply to the Field Sales contracts signed before June?",
  "Bookmarked. Will go through it properly this weekend.",
  "Any plans to run the same session in the Singapore office?",
  "The new dashboard is so much faster, thank you!",
  "I forwarded this to two friends who would be a great fit.",
  "Great initiative. Count me in for the next volunteering day.",
  "Small typo in the second paragraph, otherwise perfect 😉",
  "Where can I find the slides?",
  "Huge milestone. Congratulations!",
  "This will make onboarding new customers so much easier.",
  "Really inspiring talk, thanks for sharing the video.",
  "Can we translate this into German for the DACH team?",
  "Our customer in Rotterdam asked about exactly this last week.",
  "Nice work! Looking forward to the next update.",
  "Who is the best contact for follow-up questions?",
  "Signed up 🎉",
  "Félicitations à toute l'équipe !",
  "Super Neuigkeiten, danke fürs Teilen!",
  "This is the kind of story that makes recruiting easy.",
  "The before/after numbers are impressive.",
  "Agree with the direction. Curious how we will measure success.",
];
