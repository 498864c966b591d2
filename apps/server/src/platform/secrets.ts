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

/** The instance secrets of one app, each read from the database once. */
export interface InstanceSecrets {
  get(name: string): Promise<Buffer>;
}

export function createInstanceSecrets(db: Db): InstanceSecrets {
  const loaded = new Map<string, Promise<Buffer>>();
  return {
    get(name) {
      let secret = loaded.get(name);
      if (!secret) {
        secret = loadInstanceSecret(db, name);
        // A failed read (the database was briefly down) is tried again next time.
        secret.catch(() => loaded.delete(name));
        loaded.set(name, secret);
      }
      return secret;
    },
  };
}
