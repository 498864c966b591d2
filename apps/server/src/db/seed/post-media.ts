import type { ImageMetadata } from "../schema/index.ts";
import { fill, type Slots } from "./content.ts";
import type { SurveyTemplate } from "./content-media-templates.ts";
import type { ImagePools, Theme } from "./images.ts";
import type { Random } from "./random.ts";

export type PostType = "article" | "link" | "image" | "video" | "document" | "survey";
export const POST_TYPES: readonly PostType[] = ["article", "link", "image", "video", "document", "survey"];

/** 1–6 distinct pictures for an image post, mostly from its own theme. */
export function pickGallery(random: Random, pools: ImagePools, theme: Theme): ImageMetadata[] {
  const count = random.pick([1, 1, 2, 3, 3, 4, 5, 6]);
  const own = [...pools.cover[theme], ...pools.square[theme]];
  const candidates = count > own.length ? [...own, ...pools.portrait] : own;
  return random.sample(candidates, count).map((image) => ({ ...image }));
}

export const pickCover = (random: Random, pools: ImagePools, theme: Theme): ImageMetadata => ({
  ...random.pick(pools.cover[theme]),
});

/** A slide deck of the document's theme (the page pictures are its preview). */
export function buildDocument(random: Random, pools: ImagePools, theme: Theme, title: string, slug: string) {
  const deck = random.pick(pools.deck[theme]);
  return {
    title,
    url: `https://files.acme.example/documents/${slug}.pdf`,
    pageCount: deck.length,
    imageList: deck.map((page) => ({ ...page })),
  };
}

export function buildSurvey(template: SurveyTemplate, slots: Slots, newId: () => string) {
  return {
    questionList: template.questions.map((q) => ({
      _id: newId(),
      type: q.type,
      question: fill(q.question, slots),
      optionList: (q.options ?? []).map((text) => ({ _id: newId(), text: fill(text, slots) })),
    })),
  };
}

const NETWORKS_BY_TYPE: Record<PostType, string[]> = {
  article: ["linkedin", "twitter", "facebook", "xing"],
  link: ["linkedin", "twitter", "facebook", "xing"],
  // Facebook cannot share image or video posts; documents go to LinkedIn only (core §5).
  image: ["linkedin", "twitter"],
  video: ["twitter"],
  document: ["linkedin"],
  survey: [],
};

const SHARE_POINTS: Record<string, number> = { linkedin: 10, twitter: 5, facebook: 5, xing: 5 };

/** Preset share messages and counters per network; empty for internal-only posts. */
export function buildSocnetSet(
  random: Random,
  type: PostType,
  title: string,
  options: { shareable: boolean; hasLinkedinVideo: boolean; published: boolean },
): Record<string, unknown> {
  if (!options.shareable) return {};
  const networks = [...NETWORKS_BY_TYPE[type]];
  if (type === "video" && options.hasLinkedinVideo) networks.unshift("linkedin");
  const set: Record<string, unknown> = {};
  for (const network of networks) {
    const short = title.length > 200 ? `${title.slice(0, 199)}…` : title;
    const commentSet =
      network === "twitter"
        ? [short]
        : [`Proud to share this from Acme: ${title}`, `${title}. Worth a read!`].slice(0, random.int(1, 2));
    set[network] = {
      sharePoint: SHARE_POINTS[network] ?? 5,
      commentSet,
      shareCount: options.published ? random.int(0, 40) : 0,
      shareStatus: "not shared",
    };
  }
  return set;
}
