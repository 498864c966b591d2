import { newObjectId } from "@chorus/shared/ids/object-id";
import { and, eq } from "drizzle-orm";
import { appUser, company, userGroup } from "../../db/schema/index.ts";
import { hashPassword } from "../../lib/password-hash.ts";
import { DEMO_PASSWORD, type TestApp } from "../../test/test-app.ts";

let passwordHash: Promise<string> | undefined;

/** A newcomer of a company (fresh, no group, no consent), signed in with the demo password. */
export async function makeNewcomer(
  t: TestApp,
  subdomain: string,
  overrides: Partial<typeof appUser.$inferInsert> = {},
) {
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  const companyId = await t.companyId(subdomain);
  const id = newObjectId();
  const email = `newcomer-${id}@${subdomain}.example`;
  await t.database.db.insert(appUser).values({
    id,
    companyId,
    email,
    passwordHash: await passwordHash,
    isFresh: true,
    ...overrides,
  });
  return { id, email, companyId, client: await t.signIn(email) };
}

export async function setCompany(
  t: TestApp,
  subdomain: string,
  values: Partial<typeof company.$inferInsert>,
) {
  await t.database.db.update(company).set(values).where(eq(company.subdomain, subdomain));
}

export async function groupByName(t: TestApp, companyId: string, name: string) {
  const [row] = await t.database.db
    .select()
    .from(userGroup)
    .where(and(eq(userGroup.companyId, companyId), eq(userGroup.name, name)));
  if (!row) throw new Error(`no group ${name}`);
  return row;
}

export async function userRow(t: TestApp, userId: string) {
  const [row] = await t.database.db.select().from(appUser).where(eq(appUser.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}
