import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../lib/password-hash.ts";
import { type Database, openDatabase } from "../client.ts";
import {
  appUser,
  bookmark,
  channel,
  channelStaff,
  comment,
  company,
  groupAdmin,
  mediaFile,
  post,
  postChannel,
  postLike,
  team,
  teamMember,
  userGroup,
} from "../schema/index.ts";
import { DEMO_PASSWORD, seedDemo } from "./demo.ts";
import { buildDemoData } from "./demo-data.ts";

const NOW = new Date("2026-03-01T09:00:00Z");

let database: Database;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = await mkdtemp(join(tmpdir(), "chorus-seed-"));
  database = await openDatabase({ kind: "pglite" });
  await database.migrate();
  expect(
    await seedDemo(database.db, { uploadsDir, privateMediaDir: join(uploadsDir, "private"), now: NOW }),
  ).toEqual({ seeded: true });
}, 60_000);

afterAll(async () => {
  await database?.close();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

const acmeId = async (): Promise<string> => {
  const [row] = await database.db
    .select({ id: company.id })
    .from(company)
    .where(eq(company.subdomain, "acme"));
  return row!.id;
};

describe("seedDemo", () => {
  it("creates the demo accounts with their roles and the shared password", async () => {
    const users = await database.db.select().from(appUser);
    const role = (email: string) => users.find((u) => u.email === email)?.role;
    expect(role("emma@acme.example")).toBe("sharer");
    expect(role("anton@acme.example")).toBe("channel_analyst");
    expect(role("chloe@acme.example")).toBe("channel_manager");
    expect(role("gustav@acme.example")).toBe("group_admin");
    expect(role("ada@acme.example")).toBe("admin");
    expect(role("pablo@acme.example")).toBe("partner");
    expect(role("sam@acme.example")).toBe("smarper");
    expect(role("gina@globex.example")).toBe("admin");
    expect(role("gary@globex.example")).toBe("sharer");
    expect(users.filter((u) => u.email?.endsWith("@acme.example")).length).toBeGreaterThanOrEqual(22);
    expect(users.every((u) => !u.isFresh && u.avatarUrl?.startsWith("/images/"))).toBe(true);
    const emma = users.find((u) => u.email === "emma@acme.example")!;
    expect(await verifyPassword(emma.passwordHash!, DEMO_PASSWORD)).toBe(true);
    // Ids carry their row's creation time.
    expect(Number.parseInt(emma.id.slice(0, 8), 16)).toBe(Math.floor(emma.createdAt.getTime() / 1000));
  });

  it("gives Acme groups with exact member counts, teams and Gustav as Field Sales admin", async () => {
    const companyId = await acmeId();
    const groups = await database.db.select().from(userGroup).where(eq(userGroup.companyId, companyId));
    expect(groups.map((g) => g.name).sort()).toEqual(["Field Sales", "Headquarters"]);
    for (const group of groups) {
      const [members] = await database.db
        .select({ n: count() })
        .from(appUser)
        .where(eq(appUser.groupId, group.id));
      expect(group.memberCount).toBe(members!.n);
    }
    for (const t of await database.db.select().from(team)) {
      const [members] = await database.db
        .select({ n: count() })
        .from(teamMember)
        .where(eq(teamMember.teamId, t.id));
      expect(t.memberCount).toBe(members!.n);
    }
    const [gustav] = await database.db.select().from(appUser).where(eq(appUser.email, "gustav@acme.example"));
    const fieldSales = groups.find((g) => g.name === "Field Sales")!;
    expect(gustav!.groupId).toBe(fieldSales.id);
    const admins = await database.db.select().from(groupAdmin).where(eq(groupAdmin.userId, gustav!.id));
    expect(admins.map((a) => a.groupId)).toEqual([fieldSales.id]);
  });

  it("lets Acme's newcomers choose a group, teams at both levels and their content languages", async () => {
    const companyId = await acmeId();
    const [acme] = await database.db.select().from(company).where(eq(company.id, companyId));
    expect(acme!.isGroupEnabled).toBe(true);
    expect(acme!.labList).toContain("group_self_registration_lab");
    expect(acme!.isLanguageEnabled).toBe(true);
    const groups = await database.db.select().from(userGroup).where(eq(userGroup.companyId, companyId));
    const teams = await database.db.select().from(team).where(eq(team.companyId, companyId));
    for (const group of groups) {
      // Offered to an acme.example newcomer (an empty domain list is open to every domain).
      const domains = group.invitationPermissions.emailDomainList;
      expect(domains.length === 0 || domains.includes("acme.example"), group.name).toBe(true);
      expect(group.seatLimit - group.memberCount, group.name).toBeGreaterThan(0);
      const levels = new Set(teams.filter((t) => t.groupId === group.id).map((t) => t.level));
      expect([levels.has(1), levels.has(2)], group.name).toEqual([true, true]);
    }
  });

  it("has at least five Acme channels, a mandatory and a private one, and the channel staff", async () => {
    const companyId = await acmeId();
    const channels = await database.db.select().from(channel).where(eq(channel.companyId, companyId));
    expect(channels.length).toBeGreaterThanOrEqual(5);
    expect(channels.some((c) => c.isMandatory)).toBe(true);
    expect(channels.some((c) => c.isPrivate)).toBe(true);
    const staff = await database.db
      .select({ email: appUser.email, duty: channelStaff.duty, channel: channel.name })
      .from(channelStaff)
      .innerJoin(appUser, eq(appUser.id, channelStaff.userId))
      .innerJoin(channel, eq(channel.id, channelStaff.channelId));
    expect(
      staff
        .filter((s) => s.email === "chloe@acme.example" && s.duty === "manager")
        .map((s) => s.channel)
        .sort(),
    ).toEqual(["Events", "Product Updates"]);
    expect(staff.filter((s) => s.email === "anton@acme.example").map((s) => [s.duty, s.channel])).toEqual([
      ["analyst", "Company News"],
    ]);
  });

  it("has at least 30 Acme posts of every type, each in 1 to 3 channels", async () => {
    const companyId = await acmeId();
    const byType = await database.db
      .select({ type: post.type, n: count() })
      .from(post)
      .where(eq(post.companyId, companyId))
      .groupBy(post.type);
    expect(byType.map((r) => r.type).sort()).toEqual([
      "article",
      "document",
      "image",
      "link",
      "survey",
      "video",
    ]);
    for (const row of byType) expect(row.n).toBeGreaterThanOrEqual(30);
    const perPost = await database.db
      .select({ postId: postChannel.postId, n: count() })
      .from(postChannel)
      .groupBy(postChannel.postId);
    const [posts] = await database.db.select({ n: count() }).from(post);
    expect(perPost.length).toBe(posts!.n);
    expect(perPost.every((r) => r.n >= 1 && r.n <= 3)).toBe(true);
    const statuses = await database.db.selectDistinct({ status: postChannel.status }).from(postChannel);
    expect(statuses.map((s) => s.status).sort()).toEqual([
      "archived",
      "proposed",
      "published",
      "rejected",
      "scheduled",
    ]);
  });

  it("keeps the comment and like counters equal to the rows", async () => {
    const mismatches = await database.db
      .select({ id: post.id })
      .from(post)
      .where(
        sql`${post.commentCount} <> (select count(*) from comment c where c.object_id = ${post.id} and c.object_type = 'post')
          or ${post.likeCount} <> (select count(*) from post_like l where l.post_id = ${post.id})`,
      );
    expect(mismatches).toEqual([]);
    const [comments] = await database.db.select({ n: count() }).from(comment);
    const [likes] = await database.db.select({ n: count() }).from(postLike);
    expect(comments!.n).toBeGreaterThanOrEqual(100);
    expect(likes!.n).toBeGreaterThanOrEqual(200);
    const [emma] = await database.db.select().from(appUser).where(eq(appUser.email, "emma@acme.example"));
    const [bookmarks] = await database.db
      .select({ n: count() })
      .from(bookmark)
      .where(eq(bookmark.userId, emma!.id));
    expect(bookmarks!.n).toBeGreaterThan(0);
  });

  it("writes every picture the rows point at, each company's under its own random keys", async () => {
    const posts = await database.db
      .select({ companyId: post.companyId, images: post.imageMetadataList })
      .from(post);
    const users = await database.db
      .select({ companyId: appUser.companyId, avatarUrl: appUser.avatarUrl })
      .from(appUser);
    const pictures = [
      ...posts.flatMap((p) => p.images.map((i) => ({ companyId: p.companyId, url: i.url }))),
      ...users.map((u) => ({ companyId: u.companyId, url: u.avatarUrl! })),
    ];
    expect(new Set(pictures.map((p) => p.url)).size).toBeGreaterThan(50);
    for (const { companyId, url } of pictures) {
      expect(url).toMatch(new RegExp(`^/images/media/${companyId}/[A-Za-z0-9_-]{22}\\.(jpg|png)$`));
      expect(existsSync(join(uploadsDir, url.replace("/images/", "")))).toBe(true);
    }
  });

  it("points every video post at a playable demo clip and every document at a PDF on disk", async () => {
    const rows = await database.db
      .select({
        type: post.type,
        videoUrl: post.videoUrl,
        document: post.document,
        companyId: post.companyId,
      })
      .from(post)
      .where(inArray(post.type, ["video", "document"]));
    const files = await database.db.select().from(mediaFile);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const row of rows) {
      if (row.type === "video") {
        const id = /^\/api\/video\/file\/([0-9a-f]{24})$/.exec(row.videoUrl ?? "")?.[1];
        const file = files.find((f) => f.id === id && f.companyId === row.companyId);
        expect(file?.kind).toBe("video");
        const path = join(uploadsDir, "private", file!.storageKey);
        // An MP4 starts with an "ftyp" box; the row's size is the file's.
        expect(readFileSync(path).subarray(4, 8).toString("latin1")).toBe("ftyp");
        expect(statSync(path).size).toBe(file!.bytes);
      } else {
        const url = (row.document as { url: string }).url;
        expect(url).toMatch(
          new RegExp(`^/images/documents/${row.companyId}/[A-Za-z0-9_-]{22}/document\\.pdf$`),
        );
        expect(
          readFileSync(join(uploadsDir, url.replace("/images/", "")))
            .subarray(0, 5)
            .toString(),
        ).toBe("%PDF-");
      }
    }
  });

  it("does nothing the second time", async () => {
    const countRows = async () => {
      const [posts] = await database.db.select({ n: count() }).from(post);
      const [users] = await database.db.select({ n: count() }).from(appUser);
      const [companies] = await database.db.select({ n: count() }).from(company);
      return [posts!.n, users!.n, companies!.n];
    };
    const before = await countRows();
    expect(
      await seedDemo(database.db, {
        uploadsDir,
        privateMediaDir: join(uploadsDir, "private"),
        now: new Date(),
      }),
    ).toEqual({ seeded: false });
    expect(await countRows()).toEqual(before);
    const [globexPosts] = await database.db
      .select({ n: count() })
      .from(post)
      .innerJoin(company, and(eq(company.id, post.companyId), eq(company.subdomain, "globex")));
    expect(globexPosts!.n).toBeGreaterThan(0);
  });

  it("builds the same data from the same time", () => {
    const first = buildDemoData(NOW, "hash");
    const second = buildDemoData(NOW, "hash");
    expect(second).toEqual(first);
  });
});
