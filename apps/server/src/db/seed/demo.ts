import { join } from "node:path";
import { newObjectId } from "@chorus/shared/ids/object-id";
import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { hashPassword } from "../../lib/password-hash.ts";
import type { Db, Tx } from "../client.ts";
import {
  appUser,
  bookmark,
  channel,
  channelStaff,
  channelSubscription,
  comment,
  company,
  groupAdmin,
  mediaFile,
  oauthClient,
  post,
  postChannel,
  postLike,
  resource,
  team,
  teamMember,
  userConsent,
  userGroup,
} from "../schema/index.ts";
import { buildDemoData } from "./demo-data.ts";
import { placeDemoMedia } from "./demo-media.ts";
import { writeDemoMedia } from "./demo-media-writer.ts";
import { placeDemoImages } from "./image-keys.ts";
import { writeImages } from "./image-writer.ts";
import { DEMO_PASSWORD } from "./people.ts";

export { DEMO_PASSWORD } from "./people.ts";

/** The demo's registered OAuth client (public, PKCE), for trying the app authorization page. */
export const DEMO_OAUTH_CLIENT = {
  clientId: "demo-app",
  name: "Acme Intranet App",
  redirectUri: "http://localhost:3999/callback",
} as const;

export interface SeedDemoOptions {
  /** Where the demo pictures go; the server serves this directory at /images/. */
  uploadsDir: string;
  /**
   * Where the demo videos go: the private media area the server streams /api/video/file/ from.
   * Default: "private-media" beside the uploads directory (the layout of a data directory).
   */
  privateMediaDir?: string;
  /** The reference time the demo's dates are relative to (default: the current time). */
  now?: Date;
}

/** Rows per INSERT, well below PostgreSQL's 65,535 bind parameters for the widest table. */
const BATCH_SIZE = 500;

/** The default TOS_VERSION and PRIVACY_POLICY_VERSION; a deployment raising them asks everyone again. */
const DEMO_CONSENT_VERSION = "1";

async function insertAll<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly T["$inferInsert"][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await tx.insert(table).values(rows.slice(start, start + BATCH_SIZE) as T["$inferInsert"][]);
  }
}

const hasCompany = async (db: Db | Tx): Promise<boolean> =>
  (await db.select({ id: company.id }).from(company).limit(1)).length > 0;

/**
 * Seeds the demo tenants Acme and Globex when the database has no company yet.
 * Pictures are written first; every row goes in one transaction, guarded by an advisory lock so
 * two processes starting together cannot both seed.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<{ seeded: boolean }> {
  if (await hasCompany(db)) return { seeded: false };
  // Argon2 is slow on purpose: hash once and share the hash between every demo account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const data = buildDemoData(options.now ?? new Date(), passwordHash);
  await writeImages(options.uploadsDir, placeDemoImages(data));
  // The demo's videos and documents are real files, so every demo post plays and opens.
  const media = placeDemoMedia(data);
  await writeDemoMedia(
    {
      uploadsDir: options.uploadsDir,
      privateMediaDir: options.privateMediaDir ?? join(options.uploadsDir, "..", "private-media"),
    },
    media,
  );

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('chorus.seed.demo'))`);
    if (await hasCompany(tx)) return { seeded: false };
    await insertAll(tx, company, data.companies);
    await insertAll(tx, userGroup, data.groups);
    await insertAll(tx, appUser, data.users);
    await insertAll(tx, groupAdmin, data.groupAdmins);
    await insertAll(tx, team, data.teams);
    await insertAll(tx, teamMember, data.teamMembers);
    await insertAll(tx, channel, data.channels);
    await insertAll(tx, channelStaff, data.channelStaff);
    await insertAll(tx, channelSubscription, data.subscriptions);
    await insertAll(tx, mediaFile, media.mediaFiles);
    await insertAll(tx, post, data.posts);
    await insertAll(tx, postChannel, data.postChannels);
    await insertAll(tx, postLike, data.likes);
    await insertAll(tx, comment, data.comments);
    await insertAll(tx, bookmark, data.bookmarks);
    await insertAll(tx, resource, data.resources);
    // The demo people have accepted the current terms, so signing in lands on the feed.
    await insertAll(
      tx,
      userConsent,
      data.users.map((u) => ({
        companyId: u.companyId,
        userId: u.id,
        termOfServiceVersion: DEMO_CONSENT_VERSION,
        privacyPolicyVersion: DEMO_CONSENT_VERSION,
        acceptedAt: u.createdAt,
      })),
    );
    // A registered client app, so the /authz page can be tried: a public client using PKCE.
    const acme = data.companies.find((c) => c.subdomain === "acme");
    if (acme) {
      await tx.insert(oauthClient).values({
        id: newObjectId(acme.createdAt),
        companyId: acme.id,
        clientId: DEMO_OAUTH_CLIENT.clientId,
        name: DEMO_OAUTH_CLIENT.name,
        redirectUriList: [DEMO_OAUTH_CLIENT.redirectUri],
        isPublic: true,
      });
    }
    return { seeded: true };
  });
}
