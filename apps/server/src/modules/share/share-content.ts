import { mediaNameOf, networkKindOf } from "@chorus/shared/share/network.rules";
import { sharedText, shareImageLimit } from "@chorus/shared/share/share-message.rules";
import { mediaRefOf } from "../../platform/media-url/media-url.ts";
import { fetchOutboundBytes } from "../../platform/outbound/ssrf-guard.ts";
import { readAll } from "../../platform/storage/index.ts";
import type { PostRow } from "../post/index.ts";
import type { ShareContent, ShareImage } from "./adapters/index.ts";
import type { CompanyRow, ShareRow } from "./share.repository.ts";
import type { SharingRuntime } from "./sharing-runtime.ts";

/** The company's signature for a network (SocnetMap, keyed by kind: "Twitter"). */
export function signatureOf(company: Pick<CompanyRow, "socnetMap">, media: string): string {
  const kind = networkKindOf(media);
  const map = company.socnetMap ?? {};
  return (kind ? map[kind]?.Signature : undefined) ?? map[media]?.Signature ?? "";
}

/** The network's SharingPoint in the company's SocnetOrderedSet (0 when not listed). */
export function sharingPointOf(company: Pick<CompanyRow, "socnetOrderedSet">, media: string): number {
  const entry = (company.socnetOrderedSet ?? []).find((e) => mediaNameOf(e.Name) === media);
  return Math.max(0, Math.trunc(entry?.SharingPoint ?? 0));
}

export const trackedLink = (runtime: SharingRuntime, shortCode: string) =>
  `${runtime.config.publicUrl}/s/${shortCode}`;

/** Where a tracked link leads: the article for link posts, else the post's page; with its UTM tags. */
export function landingUrl(
  runtime: SharingRuntime,
  post: PostRow,
  utmParams: readonly (readonly [string, string])[],
): string {
  const base =
    post.url && /^https?:\/\//i.test(post.url) ? post.url : `${runtime.config.publicUrl}/preview/${post.id}`;
  const url = new URL(base);
  for (const [name, value] of utmParams) url.searchParams.set(name, value);
  return url.href;
}

/** An image of the post as bytes: our own storage for our URLs (of the post's company only), else through the outbound guard. */
async function loadImage(runtime: SharingRuntime, companyId: string, url: string): Promise<ShareImage> {
  const ref = mediaRefOf(url);
  if (ref) {
    const object = ref.companyId === companyId ? await runtime.storages.public.get(ref.key) : null;
    if (!object) throw new Error(`image ${url} is missing from storage`);
    return { bytes: await readAll(object), contentType: object.contentType };
  }
  const response = await fetchOutboundBytes(url, {
    ...runtime.outbound,
    maxBytes: 5 * 1_048_576,
    accept: "image/*",
  });
  if (response.status !== 200) throw new Error(`image ${url} answered ${response.status}`);
  return { bytes: response.bytes, contentType: response.contentType || "image/jpeg" };
}

/** What the network receives for this share. Image posts carry their images, up to the network's count. */
export async function shareContentOf(
  runtime: SharingRuntime,
  post: PostRow,
  share: ShareRow,
  company: CompanyRow,
): Promise<ShareContent> {
  const limit = post.type === "image" ? (shareImageLimit(share.media) ?? 0) : 0;
  const images: ShareImage[] = [];
  for (const image of (post.imageMetadataList ?? []).filter((i) => !i.hasError).slice(0, limit)) {
    images.push(await loadImage(runtime, post.companyId, image.url));
  }
  return {
    text: sharedText(share.comment, signatureOf(company, share.media)),
    link: trackedLink(runtime, share.shortCode ?? ""),
    title: post.title,
    description: post.body.slice(0, 250),
    images,
    linkedinVideoUrn: share.media === "linkedin" && post.type === "video" ? post.linkedinVideoUrn : null,
  };
}
