import type { Role } from "@chorus/shared/access/roles";
import type { DemoCompanies } from "./companies.ts";
import { avatarImage } from "./images.ts";
import { addMs, DAY_MS, HOUR_MS } from "./random.ts";
import type { ImageJob, SeedContext, UserRow } from "./rows.ts";

/** The password of every demo account (shown on the login page of a demo install). */
export const DEMO_PASSWORD = "Sunny-Harbor-2026";

interface Person {
  key: string;
  firstName: string;
  lastName: string;
  role: Role;
  group: "headquarters" | "fieldSales" | null;
}

/** The named demo accounts; their e-mail is `<key>@acme.example`. */
const ACME_DEMO: Person[] = [
  { key: "emma", firstName: "Emma", lastName: "Lindqvist", role: "sharer", group: "headquarters" },
  { key: "anton", firstName: "Anton", lastName: "Novak", role: "channel_analyst", group: "headquarters" },
  { key: "chloe", firstName: "Chloé", lastName: "Marchand", role: "channel_manager", group: "headquarters" },
  { key: "gustav", firstName: "Gustav", lastName: "Berglund", role: "group_admin", group: "fieldSales" },
  { key: "ada", firstName: "Ada", lastName: "Okafor", role: "admin", group: "headquarters" },
  { key: "pablo", firstName: "Pablo", lastName: "Ruiz", role: "partner", group: "headquarters" },
  { key: "sam", firstName: "Sam", lastName: "Whitaker", role: "smarper", group: "headquarters" },
];

const ACME_SHARERS: [string, string, "headquarters" | "fieldSales"][] = [
  ["Priya", "Raman", "headquarters"],
  ["Jonas", "Weber", "headquarters"],
  ["Léa", "Dubois", "headquarters"],
  ["Tom", "Becker", "headquarters"],
  ["Hannah", "Schultz", "headquarters"],
  ["Oliver", "Grant", "headquarters"],
  ["Mei", "Tanaka", "headquarters"],
  ["Lukas", "Fischer", "fieldSales"],
  ["Sofia", "Rossi", "fieldSales"],
  ["Daniel", "Kim", "fieldSales"],
  ["Aisha", "Mensah", "fieldSales"],
  ["Erik", "Johansson", "fieldSales"],
  ["Camille", "Laurent", "fieldSales"],
  ["Noah", "Williams", "fieldSales"],
  ["Freya", "Nilsson", "fieldSales"],
];

const GLOBEX: Person[] = [
  { key: "gina", firstName: "Gina", lastName: "Morales", role: "admin", group: null },
  { key: "gary", firstName: "Gary", lastName: "Chen", role: "sharer", group: null },
  { key: "hector", firstName: "Hector", lastName: "Alvarez", role: "sharer", group: null },
  { key: "irene", firstName: "Irene", lastName: "Park", role: "sharer", group: null },
];

const asciiKey = (name: string): string =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

export interface DemoPeople {
  acme: UserRow[];
  globex: UserRow[];
  /** Acme's and Globex's users by e-mail local part (emma, ada, gina…). */
  byKey: Map<string, UserRow>;
}

export function buildPeople(
  ctx: SeedContext,
  companies: DemoCompanies,
  passwordHash: string,
  images: ImageJob[],
): DemoPeople {
  const byKey = new Map<string, UserRow>();
  let index = 0;
  const make = (person: Person, companyId: string, domain: string, createdAt: Date): UserRow => {
    const { random } = ctx;
    const groupId = person.group ? companies[person.group].id : null;
    const star = random.int(40, 1400);
    // The old random score's draw, kept so every later random value of the demo stays the same;
    // the score itself comes from the daily job (modules/influence).
    random.int(18, 82);
    const user: UserRow = {
      id: ctx.newId(createdAt),
      companyId,
      email: `${person.key}@${domain}`,
      passwordHash,
      firstName: person.firstName,
      lastName: person.lastName,
      role: person.role,
      language: "en",
      groupId,
      avatarUrl: avatarImage(
        images,
        `${domain.split(".")[0]}-${person.key}`,
        person.firstName,
        person.lastName,
        index++,
      ),
      smarpScore: null,
      star,
      coin: Math.round(star * (random.int(20, 60) / 100)),
      isFresh: false,
      triggeredEventList: ["channel_onboarding_archived"],
      lastActiveAt: addMs(ctx.now, -random.int(1, 96) * HOUR_MS),
      createdAt,
    };
    byKey.set(person.key, user);
    return user;
  };
  const acmeStart = addMs(companies.acme.createdAt!, 3 * DAY_MS);
  const acme = ACME_DEMO.map((person, i) =>
    make(person, companies.acme.id, "acme.example", addMs(acmeStart, i * DAY_MS)),
  );
  ACME_SHARERS.forEach(([firstName, lastName, group], i) => {
    const person: Person = { key: asciiKey(firstName), firstName, lastName, role: "sharer", group };
    acme.push(make(person, companies.acme.id, "acme.example", addMs(acmeStart, (20 + i * 9) * DAY_MS)));
  });
  const globexStart = addMs(companies.globex.createdAt!, DAY_MS);
  const globex = GLOBEX.map((person, i) =>
    make(person, companies.globex.id, "globex.example", addMs(globexStart, i * 5 * DAY_MS)),
  );
  return { acme, globex, byKey };
}

export const userByKey = (people: DemoPeople, key: string): UserRow => {
  const user = people.byKey.get(key);
  if (!user) throw new Error(`no demo user ${key}`);
  return user;
};
