import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { instanceSecret } from "../db/schema/index.ts";

/**
 * A secret shared by every process of a deployment, created by whichever starts first.
 * Kept in the database so a fresh `npm start` needs no configuration and a cluster agrees.
 */
export async function loadInstanceSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(instanceSecret)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(instanceSecret).where(eq(instanceSecret.name, name));
  if (!row) throw new Error(`instance secret ${name} missing after insert`);
  return Buffer.from(row.value, "base64url");
}
