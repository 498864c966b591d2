import type { ModuleDefinition } from "../platform/module.ts";
import { achievementModule } from "./achievement/achievement.module.ts";
import { aiModule } from "./ai/ai.module.ts";
import { analyticsModule } from "./analytics/analytics.module.ts";
import { authModule } from "./auth/auth.module.ts";
import { behalfModule } from "./behalf/behalf.module.ts";
import { blockwordModule } from "./blockword/blockword.module.ts";
import { bookmarkModule } from "./bookmark/bookmark.module.ts";
import { campaignModule } from "./campaign/campaign.module.ts";
import { channelModule } from "./channel/channel.module.ts";
import { commentModule } from "./comment/comment.module.ts";
import { companyModule } from "./company/company.module.ts";
import { companyCreationModule } from "./company-creation/company-creation.module.ts";
import { consentModule } from "./consent/consent.module.ts";
import { contentImportModule } from "./content-import/content-import.module.ts";
import { documentModule } from "./document/document.module.ts";
import { influenceModule } from "./influence/influence.module.ts";
import { invitationModule } from "./invitation/invitation.module.ts";
import { languageModule } from "./language/language.module.ts";
import { languageDetectionModule } from "./language-detection/language-detection.module.ts";
import { leaderboardModule } from "./leaderboard/leaderboard.module.ts";
import { likeModule } from "./like/like.module.ts";
import { loginLinkModule } from "./login-link/login-link.module.ts";
import { mailingModule } from "./mailing/mailing.module.ts";
import { meModule } from "./me/me.module.ts";
import { mediaModule } from "./media/media.module.ts";
import { msteamsModule } from "./msteams/msteams.module.ts";
import { notificationModule } from "./notification/notification.module.ts";
import { oauth2Module } from "./oauth2/oauth2.module.ts";
import { onboardingModule } from "./onboarding/onboarding.module.ts";
import { passwordModule } from "./password/password.module.ts";
import { peopleModule } from "./people/people.module.ts";
import { postModule } from "./post/post.module.ts";
import { readConfirmationModule } from "./read-confirmation/read-confirmation.module.ts";
import { registrationModule } from "./registration/registration.module.ts";
import { resourceModule } from "./resource/resource.module.ts";
import { rewardModule } from "./reward/reward.module.ts";
import { samlModule } from "./saml/saml.module.ts";
import { scimModule } from "./scim/scim.module.ts";
import { sessionModule } from "./session/session.module.ts";
import { shareModule } from "./share/share.module.ts";
import { shortcutModule } from "./shortcut/shortcut.module.ts";
import { slackModule } from "./slack/slack.module.ts";
import { socialAuthModule } from "./social-auth/social-auth.module.ts";
import { socialFeedModule } from "./social-feed/social-feed.module.ts";
import { statsModule } from "./stats/stats.module.ts";
import { surveyModule } from "./survey/survey.module.ts";
import { systemModule } from "./system/system.module.ts";
import { tokenModule } from "./token/token.module.ts";
import { translationModule } from "./translation/translation.module.ts";

/**
 * Every module of the app, in one place: app.ts registers their routes, the job runner their jobs
 * and schedules, and the access matrix checks a row for each route. A new domain adds one line.
 */
export const MODULES: readonly ModuleDefinition[] = [
  systemModule,
  sessionModule,
  authModule,
  socialAuthModule,
  samlModule,
  scimModule,
  postModule,
  channelModule,
  likeModule,
  bookmarkModule,
  commentModule,
  readConfirmationModule,
  surveyModule,
  mediaModule,
  consentModule,
  onboardingModule,
  meModule,
  languageModule,
  tokenModule,
  oauth2Module,
  passwordModule,
  registrationModule,
  loginLinkModule,
  campaignModule,
  blockwordModule,
  languageDetectionModule,
  translationModule,
  notificationModule,
  aiModule,
  behalfModule,
  shareModule,
  resourceModule,
  rewardModule,
  shortcutModule,
  documentModule,
  peopleModule,
  msteamsModule,
  contentImportModule,
  slackModule,
  socialFeedModule,
  invitationModule,
  analyticsModule,
  achievementModule,
  leaderboardModule,
  influenceModule,
  statsModule,
  companyModule,
  companyCreationModule,
  mailingModule,
];
