import type { DemoChannel, DemoChannels } from "./channels.ts";
import {
  fill,
  type Lang,
  pickSlots,
  type Slots,
  slugify,
  type TextTemplate,
  toHtmlBody,
  toPlainBody,
} from "./content.ts";
import { DOCUMENTS, SURVEYS, VIDEOS } from "./content-media-templates.ts";
import { ARTICLES, IMAGES, LINKS } from "./content-templates.ts";
import type { ImagePools, Theme } from "./images.ts";
import type { DemoPeople } from "./people.ts";
import { userByKey } from "./people.ts";
import {
  buildDocument,
  buildSocnetSet,
  buildSurvey,
  POST_TYPES,
  type PostType,
  pickCover,
  pickGallery,
} from "./post-media.ts";
import { addMs, DAY_MS, MINUTE_MS } from "./random.ts";
import type { PostChannelRow, PostRow, SeedContext, UserRow } from "./rows.ts";

/** How many posts of each type Acme gets. */
export const ACME_POSTS_PER_TYPE = 32;

type Status = "published" | "archived" | "scheduled" | "proposed" | "rejected";
/** Per 16 posts: 11 published, 1 archived, 1 scheduled, 2 proposed, 1 rejected. */
const STATUS_PATTERN: Status[] = [
  ...Array<Status>(11).fill("published"),
  "archived",
  "scheduled",
  "proposed",
  "proposed",
  "rejected",
];

export interface DemoPosts {
  posts: PostRow[];
  postChannels: PostChannelRow[];
}

interface Written {
  theme: Theme;
  lang: Lang;
  title: string;
  paragraphs: string[];
  slots: Slots;
  template: TextTemplate | (typeof SURVEYS)[number];
}

export function buildPosts(
  ctx: SeedContext,
  people: DemoPeople,
  channels: DemoChannels,
  pools: ImagePools,
): DemoPosts {
  const { random } = ctx;
  const out: DemoPosts = { posts: [], postChannels: [] };
  const titles = new Set<string>();
  const ch = channels.acme;
  const themeChannel: Record<Theme, DemoChannel> = {
    company: ch.companyNews,
    leadership: ch.companyNews,
    product: ch.productUpdates,
    careers: ch.careers,
    events: ch.events,
    sales: ch.fieldSalesWins,
    engineering: ch.engineering,
    sustainability: ch.sustainability,
  };
  const extraChannels = [
    ch.companyNews,
    ch.productUpdates,
    ch.careers,
    ch.events,
    ch.engineering,
    ch.sustainability,
  ];
  const publishers = ["ada", "sam", "pablo", "chloe"].map((key) => userByKey(people, key));
  const proposers = people.acme.filter((user) => user.role === "sharer");

  /** Fills a template with fresh slots until the title is new. */
  const write = (templates: readonly (TextTemplate | (typeof SURVEYS)[number])[], index: number): Written => {
    for (let attempt = 0; ; attempt++) {
      const template = templates[(index + attempt) % templates.length]!;
      const slots = pickSlots(random);
      const title = fill(template.title, slots);
      if (titles.has(title) && attempt < 200) continue;
      titles.add(title);
      slots.slug = slugify(title);
      return {
        theme: template.theme,
        lang: "lang" in template && template.lang ? template.lang : "en",
        title,
        paragraphs: template.paragraphs.map((p) => fill(p, slots)),
        slots,
        template,
      };
    }
  };
  const byLang = (templates: readonly TextTemplate[], lang: Lang) =>
    templates.filter((t) => (t.lang ?? "en") === lang);
  const chooseText = (type: PostType, i: number): Written => {
    const pool: readonly TextTemplate[] | readonly (typeof SURVEYS)[number][] =
      type === "article"
        ? ARTICLES
        : type === "link"
          ? LINKS
          : type === "image"
            ? IMAGES
            : type === "video"
              ? VIDEOS
              : type === "document"
                ? DOCUMENTS
                : SURVEYS;
    if (type === "survey") return write(SURVEYS, i);
    const texts = pool as readonly TextTemplate[];
    // About one post in nine of the text-heavy types is in German or French.
    const lang: Lang = i % 11 === 5 ? "de" : i % 11 === 10 ? "fr" : "en";
    const candidates = byLang(texts, lang);
    return write(candidates.length > 0 ? candidates : byLang(texts, "en"), i);
  };

  for (const type of POST_TYPES) {
    const statuses = random.shuffle([...STATUS_PATTERN, ...STATUS_PATTERN]).slice(0, ACME_POSTS_PER_TYPE);
    while (statuses.length < ACME_POSTS_PER_TYPE) statuses.push("published");
    statuses.forEach((status, i) => {
      const text = chooseText(type, i);
      const createdAt = createdAtFor(ctx, status);
      const leadershipOnly = text.theme === "leadership" && random.chance(0.4);
      const primary = leadershipOnly ? ch.leadership : themeChannel[text.theme];
      const postChannels = [primary];
      if (!leadershipOnly && random.chance(0.35)) {
        for (const extra of random.sample(extraChannels, random.chance(0.25) ? 2 : 1)) {
          if (!postChannels.includes(extra)) postChannels.push(extra);
        }
      }
      const author = pickAuthor(ctx, status, primary, channels, publishers, proposers, people);
      const row = buildPostRow(
        ctx,
        pools,
        type,
        text,
        status,
        createdAt,
        author,
        leadershipOnly,
        postChannels,
      );
      out.posts.push(row);
      postChannels.forEach((channel, position) => {
        // Now and then a published post waits for approval in a second channel.
        const channelStatus =
          position > 0 && status === "published" && random.chance(0.15) ? "proposed" : status;
        out.postChannels.push(channelRow(ctx, row, channel, channelStatus, text.theme));
      });
    });
  }
  return out;
}

function createdAtFor(ctx: SeedContext, status: Status): Date {
  const { random, now } = ctx;
  const minutes = random.int(0, 23 * 60);
  if (status === "scheduled" || status === "proposed")
    return addMs(now, -(random.int(1, 12) * DAY_MS + minutes * MINUTE_MS));
  // Archived posts ran their 14 days and more.
  if (status === "archived") return addMs(now, -(random.int(20, 89) * DAY_MS + minutes * MINUTE_MS));
  return addMs(now, -(random.int(0, 89) * DAY_MS + minutes * MINUTE_MS + 30 * MINUTE_MS));
}

function pickAuthor(
  ctx: SeedContext,
  status: Status,
  primary: DemoChannel,
  channels: DemoChannels,
  publishers: UserRow[],
  proposers: UserRow[],
  people: DemoPeople,
): UserRow {
  const { random } = ctx;
  if (status === "proposed" || status === "rejected") {
    return random.chance(0.3) ? userByKey(people, "emma") : random.pick(proposers);
  }
  if (primary === channels.acme.fieldSalesWins) return userByKey(people, "gustav");
  if ((primary === channels.acme.productUpdates || primary === channels.acme.events) && random.chance(0.7)) {
    return userByKey(people, "chloe");
  }
  if (primary === channels.acme.leadership)
    return random.pick(publishers.filter((u) => u.role !== "partner"));
  return random.pick(publishers);
}

function buildPostRow(
  ctx: SeedContext,
  pools: ImagePools,
  type: PostType,
  text: Written,
  status: Status,
  createdAt: Date,
  author: UserRow,
  internalOnly: boolean,
  postChannels: DemoChannel[],
): PostRow {
  const { random } = ctx;
  const slug = text.slots.slug ?? slugify(text.title);
  const live = status === "published" || status === "archived";
  const row: PostRow = {
    id: ctx.newId(createdAt),
    companyId: author.companyId,
    type,
    title: text.title,
    body: toPlainBody(text.paragraphs),
    htmlBody: toHtmlBody(text.paragraphs),
    url: null,
    lang: text.lang,
    createdBy: author.id,
    createdByType: "user",
    campaignId: null,
    commentEnabled: !random.chance(0.06),
    isReadConfirmationRequired: postChannels[0]?.row.isMandatory === true && random.chance(0.3),
    viewCount: live ? random.int(20, 640) : random.int(0, 4),
    imageMetadataList: [],
    createdAt,
    updatedAt: createdAt,
  };
  const hasLinkedinVideo = type === "video" && random.chance(0.5);
  if (type === "article") row.imageMetadataList = [pickCover(random, pools, text.theme)];
  if (type === "link") {
    const template = text.template as TextTemplate;
    row.url = fill(template.url ?? "https://news.example.com/{slug}", text.slots);
    row.imageMetadataList = [pickCover(random, pools, text.theme)];
  }
  if (type === "image") row.imageMetadataList = pickGallery(random, pools, text.theme);
  if (type === "video") {
    const template = text.template as (typeof VIDEOS)[number];
    row.videoUrl = `https://videos.example.com/acme/${slug}.mp4`;
    row.videoMetadata = {
      width: 1920,
      height: 1080,
      duration: random.int(template.seconds[0], template.seconds[1]),
    };
    row.imageMetadataList = [pickCover(random, pools, text.theme)];
    if (hasLinkedinVideo) row.linkedinVideoUrn = `urn:li:video:C4E${random.hex(12).toUpperCase()}`;
  }
  if (type === "document") {
    const documentTheme = text.theme as "product" | "sales" | "company" | "engineering" | "sustainability";
    row.document = buildDocument(random, pools, documentTheme, text.title, slug);
    row.imageMetadataList = [
      { ...(pools.deck[documentTheme][0]?.[0] ?? pickCover(random, pools, text.theme)) },
    ];
  }
  if (type === "survey") {
    row.survey = buildSurvey(text.template as (typeof SURVEYS)[number], text.slots, () =>
      ctx.newId(createdAt),
    );
    if (random.chance(0.5)) row.imageMetadataList = [pickCover(random, pools, text.theme)];
  }
  row.socnetSet = buildSocnetSet(random, type, text.title, {
    shareable: !internalOnly && random.chance(type === "document" ? 0.7 : 0.85),
    hasLinkedinVideo,
    published: live,
  });
  return row;
}

function channelRow(
  ctx: SeedContext,
  post: PostRow,
  channel: DemoChannel,
  status: Status,
  theme: Theme,
): PostChannelRow {
  const { random, now } = ctx;
  const base = {
    companyId: post.companyId,
    postId: post.id,
    channelId: channel.row.id,
    status,
    lang: post.lang ?? "en",
  };
  const createdAt = post.createdAt!;
  if (status === "proposed" || status === "rejected") {
    return { ...base, publishedAt: null, archivedAt: null, scheduledAt: null };
  }
  if (status === "scheduled") {
    const publishedAt = addMs(now, random.int(1, 12) * DAY_MS + random.int(0, 600) * MINUTE_MS);
    return { ...base, publishedAt, scheduledAt: publishedAt, archivedAt: addMs(publishedAt, 14 * DAY_MS) };
  }
  const publishedAt = new Date(
    Math.min(createdAt.getTime() + random.int(5, 120) * MINUTE_MS, now.getTime() - MINUTE_MS),
  );
  if (status === "archived") {
    return { ...base, publishedAt, scheduledAt: null, archivedAt: addMs(publishedAt, 14 * DAY_MS) };
  }
  // Most published posts never expire; time-bound ones (events, jobs) expire 14 days after publication.
  const expires = (theme === "events" || theme === "careers") && addMs(publishedAt, 14 * DAY_MS) > now;
  return {
    ...base,
    publishedAt,
    scheduledAt: null,
    archivedAt: expires ? addMs(publishedAt, 14 * DAY_MS) : null,
  };
}

/** Features a few recent published posts on the feed's right sidebar. */
export function markFeatured(
  ctx: SeedContext,
  data: DemoPosts,
  privateChannelIds: ReadonlySet<string>,
): void {
  const recent = ctx.now.getTime() - 30 * DAY_MS;
  const candidates = data.posts.filter((post) => {
    const rows = data.postChannels.filter((pc) => pc.postId === post.id);
    return rows.every(
      (pc) =>
        pc.status === "published" &&
        pc.publishedAt &&
        pc.publishedAt.getTime() > recent &&
        !privateChannelIds.has(pc.channelId),
    );
  });
  for (const post of ctx.random.sample(candidates, 8)) {
    const publishedAt = data.postChannels.find((pc) => pc.postId === post.id)?.publishedAt ?? post.createdAt!;
    post.featuredAt = new Date(Math.min(publishedAt.getTime() + 60 * MINUTE_MS, ctx.now.getTime()));
  }
}
