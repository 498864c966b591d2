import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import classes from "./SkipLinks.module.css";

export const MAIN_CONTENT_ID = "main-content";
export const FEATURED_POSTS_ID = "featured-posts";

/** Moves focus to the target itself: a bare hash link only scrolls in some browsers. */
function handleSkip(event: MouseEvent<HTMLAnchorElement>, targetId: string) {
  const target = document.getElementById(targetId);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView({ block: "start" });
}

/** Core §2: 'Skip to Content' and 'Skip to Featured Post', visible when focused. */
export function SkipLinks({ withFeaturedPosts }: { withFeaturedPosts: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={classes.skipLinks}>
      <a
        className={classes.skipLink}
        href={`#${MAIN_CONTENT_ID}`}
        onClick={(e) => handleSkip(e, MAIN_CONTENT_ID)}
      >
        {t("layout.skipToContent")}
      </a>
      {withFeaturedPosts && (
        <a
          className={classes.skipLink}
          href={`#${FEATURED_POSTS_ID}`}
          onClick={(e) => handleSkip(e, FEATURED_POSTS_ID)}
        >
          {t("layout.skipToFeaturedPost")}
        </a>
      )}
    </div>
  );
}
