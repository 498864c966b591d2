import { accountsRows } from "./accounts.rows.ts";
import { achievementRows } from "./achievement.rows.ts";
import { aiRows } from "./ai.rows.ts";
import { analyticsRows } from "./analytics.rows.ts";
import { authoringRows } from "./authoring.rows.ts";
import { behalfRows } from "./behalf.rows.ts";
import { channelRows } from "./channel.rows.ts";
import { companyRows } from "./company.rows.ts";
import { engagementRows } from "./engagement.rows.ts";
import { foundationRows } from "./foundation.rows.ts";
import { integrationsRows } from "./integrations.rows.ts";
import { invitationRows } from "./invitation.rows.ts";
import { leaderboardRows } from "./leaderboard.rows.ts";
import { mailingRows } from "./mailing.rows.ts";
import { mediaRows } from "./media.rows.ts";
import { notificationRows } from "./notification.rows.ts";
import { onboardingRows } from "./onboarding.rows.ts";
import { outsidePathRows } from "./outside-paths.rows.ts";
import { peopleRows } from "./people.rows.ts";
import { postReadRows } from "./post-read.rows.ts";
import type { AccessRow } from "./principals.ts";
import { resourceRows } from "./resource.rows.ts";
import { rewardRows } from "./reward.rows.ts";
import { scimRows } from "./scim.rows.ts";
import { shareRows } from "./share.rows.ts";
import { documentRows, shortcutRows } from "./shortcut-document.rows.ts";
import { singleSignOnRows } from "./single-sign-on.rows.ts";
import { statsRows } from "./stats.rows.ts";

/** Every module's rows. A route without a row fails the matrix test. */
export const ACCESS_ROWS: AccessRow[] = [
  ...shareRows,
  ...authoringRows,
  ...foundationRows,
  ...onboardingRows,
  ...engagementRows,
  ...channelRows,
  ...postReadRows,
  ...mediaRows,
  ...accountsRows,
  ...singleSignOnRows,
  ...aiRows,
  ...behalfRows,
  ...outsidePathRows,
  ...resourceRows,
  ...rewardRows,
  ...shortcutRows,
  ...documentRows,
  ...peopleRows,
  ...invitationRows,
  ...notificationRows,
  ...analyticsRows,
  ...achievementRows,
  ...leaderboardRows,
  ...statsRows,
  ...companyRows,
  ...mailingRows,
  ...scimRows,
  ...integrationsRows,
];
