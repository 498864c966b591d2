import { buildChannels } from "./channels.ts";
import { buildCompanies } from "./companies.ts";
import { buildEngagement } from "./engagement.ts";
import { buildGlobexPosts } from "./globex-posts.ts";
import { buildImagePools } from "./images.ts";
import { buildPeople, userByKey } from "./people.ts";
import { buildPosts, markFeatured } from "./posts.ts";
import { createIdFactory, createRandom } from "./random.ts";
import { buildResources } from "./resources.ts";
import type { DemoData, ImageJob, SeedContext } from "./rows.ts";
import { buildTeams } from "./teams.ts";

const DEMO_SEED = 20_260_301;

/**
 * The whole demo as rows, without touching the database or the disk: the same `now` and
 * password hash give the same data.
 */
export function buildDemoData(now: Date, passwordHash: string): DemoData {
  const random = createRandom(DEMO_SEED);
  const ctx: SeedContext = { random, newId: createIdFactory(random), now };
  const images: ImageJob[] = [];
  const pools = buildImagePools(random, images);
  const companies = buildCompanies(ctx);
  const people = buildPeople(ctx, companies, passwordHash, images);
  const channels = buildChannels(ctx, companies, people);
  const teams = buildTeams(ctx, companies, people, channels);

  const acmePosts = buildPosts(ctx, people, channels, pools);
  markFeatured(ctx, acmePosts, new Set([channels.acme.leadership.row.id]));
  const globexPosts = buildGlobexPosts(ctx, people, channels, pools);
  const acmeEngagement = buildEngagement(
    ctx,
    acmePosts.posts,
    acmePosts.postChannels,
    channels.subscriptions,
    people.acme,
    userByKey(people, "emma"),
  );
  const globexEngagement = buildEngagement(
    ctx,
    globexPosts.posts,
    globexPosts.postChannels,
    channels.subscriptions,
    people.globex,
    undefined,
  );
  // Built last, so the ids drawn before stay what they were.
  const resources = buildResources(ctx, companies, people);

  return {
    companies: [companies.acme, companies.globex],
    groups: [companies.headquarters, companies.fieldSales],
    groupAdmins: teams.groupAdmins,
    teams: teams.teams,
    teamMembers: teams.members,
    users: [...people.acme, ...people.globex],
    channels: [...Object.values(channels.acme), ...channels.globex].map((c) => c.row),
    channelStaff: channels.staff,
    subscriptions: channels.subscriptions,
    posts: [...acmePosts.posts, ...globexPosts.posts],
    postChannels: [...acmePosts.postChannels, ...globexPosts.postChannels],
    likes: [...acmeEngagement.likes, ...globexEngagement.likes],
    comments: [...acmeEngagement.comments, ...globexEngagement.comments],
    bookmarks: [...acmeEngagement.bookmarks, ...globexEngagement.bookmarks],
    resources,
    images,
  };
}
