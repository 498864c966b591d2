import { newObjectId } from "@chorus/shared/ids/object-id";
import type { CacheProvider } from "@node-saml/node-saml";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client.ts";
import { company, type SamlAttributeMapping, samlIdp, samlRequest } from "../../db/schema/index.ts";

export type SamlIdpRow = typeof samlIdp.$inferSelect;

export const DEFAULT_ATTRIBUTE_MAPPING: SamlAttributeMapping = {
  email: "email",
  firstName: "firstName",
  lastName: "lastName",
};

export async function findSamlIdp(db: Queryable, companyId: string): Promise<SamlIdpRow | null> {
  const [row] = await db.select().from(samlIdp).where(eq(samlIdp.companyId, companyId)).limit(1);
  return row ?? null;
}

export async function hasSamlIdp(db: Queryable, companyId: string): Promise<boolean> {
  return (await findSamlIdp(db, companyId)) !== null;
}

export async function upsertSamlIdp(
  db: Queryable,
  companyId: string,
  input: {
    entityId: string;
    ssoUrl: string;
    certificate: string;
    autoProvision: boolean;
    attributeMapping: SamlAttributeMapping;
  },
): Promise<SamlIdpRow> {
  const now = new Date();
  const [row] = await db
    .insert(samlIdp)
    .values({ id: newObjectId(now), companyId, ...input, wantSignedAssertions: true, updatedAt: now })
    .onConflictDoUpdate({ target: samlIdp.companyId, set: { ...input, updatedAt: now } })
    .returning();
  if (!row) throw new Error("saml_idp upsert returned nothing");
  return row;
}

export async function findCompanyBySubdomain(db: Queryable, subdomain: string) {
  const [row] = await db
    .select({ id: company.id, subdomain: company.subdomain })
    .from(company)
    .where(eq(company.subdomain, subdomain.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findSubdomain(db: Queryable, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ subdomain: company.subdomain })
    .from(company)
    .where(eq(company.id, companyId));
  return row?.subdomain ?? null;
}

/** The pending request a RelayState names, without using it up (to pick the company's settings). */
export async function peekSamlRequest(db: Queryable, requestId: string) {
  const [row] = await db
    .select()
    .from(samlRequest)
    .where(and(eq(samlRequest.id, requestId), gt(samlRequest.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/**
 * node-saml's store of issued AuthnRequest ids, kept in the database so any process can receive
 * the response. Reading an id deletes it (DELETE … RETURNING), so of two posts of the same
 * response only one finds it, even on two processes at once; later reads within the same
 * validation get the remembered answer.
 */
export function createSamlRequestStore(
  db: Db,
  scope: { companyId: string; returnPath: string; ttlMs: number },
): CacheProvider & { taken: () => { id: string; returnPath: string } | null } {
  const taken = new Map<string, { returnPath: string; createdAt: number }>();
  return {
    async saveAsync(key, value) {
      const now = new Date();
      await db.delete(samlRequest).where(lt(samlRequest.expiresAt, now));
      await db.insert(samlRequest).values({
        id: key,
        companyId: scope.companyId,
        returnPath: scope.returnPath,
        createdAt: now,
        expiresAt: new Date(now.getTime() + scope.ttlMs),
      });
      return { value, createdAt: now.getTime() };
    },
    async getAsync(key) {
      const known = taken.get(key);
      if (known) return new Date(known.createdAt).toISOString();
      const [row] = await db
        .delete(samlRequest)
        .where(
          and(
            eq(samlRequest.id, key),
            eq(samlRequest.companyId, scope.companyId),
            gt(samlRequest.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!row) return null;
      taken.set(key, { returnPath: row.returnPath, createdAt: row.createdAt.getTime() });
      return row.createdAt.toISOString();
    },
    async removeAsync(key) {
      if (key)
        await db
          .delete(samlRequest)
          .where(and(eq(samlRequest.id, key), eq(samlRequest.companyId, scope.companyId)));
      return key;
    },
    taken() {
      const [first] = taken;
      return first ? { id: first[0], returnPath: first[1].returnPath } : null;
    },
  };
}
