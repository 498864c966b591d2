import { ActionIcon, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import classes from "./Media.module.css";

interface SlideshowProps {
  images: string[];
  /** Alternative text base (post title). */
  label: string;
  /** Core §2: a document's title is shown on the first image. */
  documentTitle?: string;
}

export const boundIndex = (index: number, total: number) =>
  Math.min(Math.max(index, 0), Math.max(total - 1, 0));

/** Core §2 post image slideshow: a 4:3 box, previous and next, 'n / total'; the index stays in 0…last. */
export function Slideshow({ images, label, documentTitle }: SlideshowProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const total = images.length;
  if (total === 0) return null;
  const current = boundIndex(index, total);
  const go = (next: number) => setIndex(boundIndex(next, total));

  return (
    <section aria-roledescription="carousel" aria-label={label}>
      {/* The title sits above the slide (never over it), on the first page. */}
      {current === 0 && documentTitle && <div className={classes.slideTitle}>{documentTitle}</div>}
      <div className={classes.slideshow}>
        <img
          src={images[current]}
          alt={t("post.imageAlt", { title: label, index: current + 1, total })}
          loading="lazy"
          decoding="async"
        />
      </div>
      {total > 1 && (
        <div className={classes.slideControls}>
          <ActionIcon
            variant="default"
            onClick={() => go(current - 1)}
            disabled={current === 0}
            aria-label={t("post.previousImage")}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Text size="sm" aria-live="polite" data-testid="slideshow-counter">
            {`${current + 1} / ${total}`}
          </Text>
          <ActionIcon
            variant="default"
            onClick={() => go(current + 1)}
            disabled={current === total - 1}
            aria-label={t("post.nextImage")}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </div>
      )}
    </section>
  );
}
