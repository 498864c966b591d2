import type { ImageMetadata } from "@chorus/shared/post/post.contract";
import { VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { displayAspectRatio, loadingOf, mosaicLayout, mosaicOverflow } from "../media.ts";
import classes from "./Media.module.css";

interface ImageMosaicProps {
  images: ImageMetadata[];
  /** The post title, for the images' alternative text. */
  title: string;
  /** The first card of the feed: its first image is fetched at once and first (the LCP candidate). */
  priority?: boolean;
}

/** Core §2 image mosaic of a post card. */
export function ImageMosaic({ images, title, priority = false }: ImageMosaicProps) {
  const { t } = useTranslation();
  const layout = mosaicLayout(images.length);
  if (layout === "none") return null;
  const alt = (index: number) =>
    images.length === 1 ? title : t("post.imageAlt", { title, index: index + 1, total: images.length });

  if (layout === "single") {
    const [image] = images as [ImageMetadata];
    return (
      <figure
        className={classes.single}
        data-layout="single"
        style={{ aspectRatio: displayAspectRatio(image.width, image.height) }}
      >
        <img src={image.url} alt={alt(0)} decoding="async" {...loadingOf(priority)} />
      </figure>
    );
  }

  const shown = images.slice(0, layout === "wideAndThree" ? 4 : images.length);
  const overflow = mosaicOverflow(images.length);
  const wide = layout === "wideAndTwo" || layout === "wideAndThree";
  return (
    <div className={classes.mosaic} data-layout={layout} data-testid="image-mosaic">
      {shown.map((image, index) => (
        <figure
          // biome-ignore lint/suspicious/noArrayIndexKey: a post may hold the same image twice; the list never reorders
          key={`${image.url}-${index}`}
          className={classes.tile}
          data-wide={wide && index === 0 ? "" : undefined}
        >
          <img src={image.url} alt={alt(index)} decoding="async" {...loadingOf(priority && index === 0)} />
          {index === 3 && overflow > 0 && (
            <span className={classes.overlay}>
              <span aria-hidden>{`+ ${overflow}`}</span>
              <VisuallyHidden>{t("post.moreImages", { count: overflow })}</VisuallyHidden>
            </span>
          )}
        </figure>
      ))}
    </div>
  );
}
