import type { DemoChannels } from "./channels.ts";
import { toHtmlBody, toPlainBody } from "./content.ts";
import type { ImagePools, Theme } from "./images.ts";
import { type DemoPeople, userByKey } from "./people.ts";
import { buildSocnetSet, type PostType, pickCover, pickGallery } from "./post-media.ts";
import type { DemoPosts } from "./posts.ts";
import { addMs, DAY_MS, MINUTE_MS } from "./random.ts";
import type { PostRow, SeedContext } from "./rows.ts";

const GLOBEX_TEXTS: { type: PostType; theme: Theme; title: string; paragraphs: string[]; url?: string }[] = [
  {
    type: "article",
    theme: "company",
    title: "Globex opens its second research campus",
    paragraphs: [
      "The new campus hosts **240 researchers** and three pilot production lines.",
      "Tours start next month.",
    ],
  },
  {
    type: "link",
    theme: "engineering",
    title: "Globex paper accepted at the Materials Science Conference",
    url: "https://materials-conference.example.org/papers/globex-coatings",
    paragraphs: ["Congratulations to the coatings team for their accepted paper!"],
  },
  {
    type: "image",
    theme: "events",
    title: "Globex charity run: 180 runners, 9,000 euros raised",
    paragraphs: ["Thank you to every runner and every supporter along the route."],
  },
  {
    type: "article",
    theme: "engineering",
    title: "Lab safety week: what is new this year",
    paragraphs: [
      "New training modules, updated protocols and a refreshed [safety handbook](https://intranet.globex.example/safety).",
    ],
  },
  {
    type: "link",
    theme: "company",
    title: "Globex ranks among the most innovative mid-size companies",
    url: "https://innovation-index.example.com/2026/globex",
    paragraphs: ["We are in the top 20 of this year's innovation index."],
  },
  {
    type: "image",
    theme: "events",
    title: "Community garden harvest at the north site",
    paragraphs: ["Tomatoes, pumpkins and a lot of smiles. Thanks to the gardening club!"],
  },
];

/** A handful of published Globex posts by its admin, so a second tenant is visible in tests. */
export function buildGlobexPosts(
  ctx: SeedContext,
  people: DemoPeople,
  channels: DemoChannels,
  pools: ImagePools,
): DemoPosts {
  const out: DemoPosts = { posts: [], postChannels: [] };
  const gina = userByKey(people, "gina");
  GLOBEX_TEXTS.forEach((text, i) => {
    const createdAt = addMs(ctx.now, -((i * 9 + 2) * DAY_MS + 3 * 60 * MINUTE_MS));
    const images =
      text.type === "image"
        ? pickGallery(ctx.random, pools, text.theme)
        : [pickCover(ctx.random, pools, text.theme)];
    const row: PostRow = {
      id: ctx.newId(createdAt),
      companyId: gina.companyId,
      type: text.type,
      title: text.title,
      body: toPlainBody(text.paragraphs),
      htmlBody: toHtmlBody(text.paragraphs),
      url: text.url ?? null,
      lang: "en",
      createdBy: gina.id,
      imageMetadataList: images,
      viewCount: ctx.random.int(10, 90),
      socnetSet: buildSocnetSet(ctx.random, text.type, text.title, {
        shareable: true,
        hasLinkedinVideo: false,
        published: true,
      }),
      createdAt,
      updatedAt: createdAt,
    };
    out.posts.push(row);
    const channel = channels.globex[i % channels.globex.length]!;
    out.postChannels.push({
      companyId: row.companyId,
      postId: row.id,
      channelId: channel.row.id,
      status: "published",
      publishedAt: addMs(createdAt, 10 * MINUTE_MS),
      archivedAt: null,
      scheduledAt: null,
      lang: "en",
    });
  });
  return out;
}
