import type { Post } from "@chorus/shared/post/post.contract";
import { Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../i18n/use-locale.ts";
import { LocalTime } from "../../../lib/LocalTime.tsx";
import { useFeaturedPosts } from "../api.ts";
import { featuredImageUrl } from "../media.ts";
import classes from "./FeaturedPosts.module.css";

/** Core §2 featured posts widget: the first card large, the others small. */
export function FeaturedPosts() {
  const { t } = useTranslation();
  const featured = useFeaturedPosts();
  if (featured.isPending) return null;
  if (featured.isError) {
    return (
      <Text size="sm" c="gray.7">
        {t("featured.loadFailed")}
      </Text>
    );
  }
  if (featured.data.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t("featured.empty")}
      </Text>
    );
  }
  const [first, ...rest] = featured.data as [Post, ...Post[]];
  return (
    <Stack gap="sm" component="ul" className={classes.list}>
      <li>
        <FeaturedCard post={first} large />
      </li>
      {rest.map((post) => (
        <li key={post._id}>
          <FeaturedCard post={post} large={false} />
        </li>
      ))}
    </Stack>
  );
}

function FeaturedCard({ post, large }: { post: Post; large: boolean }) {
  const imageUrl = featuredImageUrl(post);
  const image = imageUrl ? { url: imageUrl } : null;
  const format = useFormat();
  const at = post.publishedAt ?? post.createdAt;
  const date = <LocalTime dateTime={at} text={format.postDate(at)} />;
  if (large) {
    return (
      <Link to={`/preview/${post._id}`} className={classes.large} data-testid="featured-large">
        {image && (
          // At the top of the sidebar, in the first screen (often the page's largest paint): fetched
          // at once and first, not lazily once layout has placed it.
          <img src={image.url} alt="" fetchPriority="high" decoding="async" className={classes.largeImage} />
        )}
        <Text fw={600} lineClamp={2}>
          {post.title}
        </Text>
        <Text size="xs" c="gray.7">
          {post.createdByDisplay} · {date}
        </Text>
      </Link>
    );
  }
  return (
    <Link to={`/preview/${post._id}`} className={classes.small} data-testid="featured-small">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {image && (
          <img src={image.url} alt="" loading="lazy" decoding="async" className={classes.smallImage} />
        )}
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} lineClamp={2}>
            {post.title}
          </Text>
          <Text size="xs" c="gray.7">
            {date}
          </Text>
        </Stack>
      </Group>
    </Link>
  );
}
