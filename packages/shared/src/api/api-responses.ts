// Written by apps/server/src/test/api-responses.test.ts from the server's routes: do not edit.
import type { z } from "zod";
import { aiMessageResponseSchema, aiSettingsSchema, aiSimilarityResponseSchema, aiVersionsSchema } from "../ai/ai.contract.ts";
import { passwordLoginResponseSchema } from "../auth/auth.contract.ts";
import { keycloakSpMetadataSchema, samlIdpSettingsSchema } from "../auth/saml.contract.ts";
import { signInMethodsSchema } from "../auth/sign-in-methods.contract.ts";
import { behalfFeedPageSchema, collaborationPageSchema, collaborationSchema, deletedSchema, ownerCandidateListSchema, ownerChannelListSchema, ownerPageSchema } from "../behalf/behalf.contract.ts";
import { blockwordListSchema, blockwordValidateResponseSchema } from "../blockword/blockword.contract.ts";
import { bookmarkDeletedSchema, bookmarkListSchema, bookmarkSchema } from "../bookmark/bookmark.contract.ts";
import { campaignListSchema, campaignSchema } from "../campaign/campaign.contract.ts";
import { bulkSubscribeResultSchema, bulkUnsubscribeResultSchema, channelListResponseSchema, channelSchema, defaultChannelsResponseSchema, subscriberCountSchema, subscriberPageSchema } from "../channel/channel.contract.ts";
import { commentDeletedSchema, commentListSchema } from "../comment/comment.contract.ts";
import { configSchema, statusSchema } from "../company/system.endpoints.ts";
import { platformLanguageSchema, readLanguageSchema, translationSchema } from "../language/languages.ts";
import { likeDetailsSchema, likeStateSchema } from "../like/like.contract.ts";
import { loginLinkDomainsSchema, loginLinkResponseSchema, recoveryResponseSchema, subdomainCheckResponseSchema } from "../login-link/login-link.contract.ts";
import { outboxMailDetailSchema, outboxPageSchema } from "../mail/mail.contract.ts";
import { embedValidateSchema, fulltextSchema, linkPreviewSchema, mediaFileSchema, okSchema, uploadedDocumentSchema, uploadedImageSchema, uploadedVideoSchema } from "../media/media.contract.ts";
import { notificationMarkReadResponseSchema, notificationPageSchema } from "../notification/notification.contract.ts";
import { consentSchema } from "../onboarding/consent.contract.ts";
import { deleteMeResultSchema, meSchema, mobileRedirectSchema, myGroupResultSchema, myTeamResultSchema, onboardingPageListSchema, onboardingStateSchema, privacyPolicySchema, userEventResultSchema } from "../onboarding/onboarding.contract.ts";
import { passwordDoneSchema, passwordForgetResponseSchema, passwordStrengthSchema } from "../password/password.contract.ts";
import { postFeedbackResponseSchema, topSharedResponseSchema, widgetsResponseSchema } from "../post/feed.contract.ts";
import { postDeleteResponseSchema, postWriteResponseSchema } from "../post/post-write.contract.ts";
import { commentSchema, feedPageSchema, postCountersSchema, postSchema } from "../post/post.contract.ts";
import { readConfirmationSchema, readerListSchema } from "../read-confirmation/read-confirmation.contract.ts";
import { captchaChallengeSchema, registerResponseSchema } from "../registration/registration.contract.ts";
import { resourceDeletedSchema, resourceListSchema, resourceSchema } from "../resource/resource.contract.ts";
import { session2Schema, sessionEnhancementSchema, sessionProbeSchema } from "../session/session.contract.ts";
import { companySocnetSchema, connectionListSchema, myPointsSchema, shareCreateResponseSchema, shareListSchema, shareSchema, smartQueueStateSchema } from "../share/share.contract.ts";
import { companyUtmSettingsSchema } from "../share/utm.contract.ts";
import { surveyAnsweredSchema, surveyResultsSchema } from "../survey/survey.contract.ts";
import { createdTokenSchema, oauthClientPublicSchema, oauthErrorSchema, oauthTokenResponseSchema, tokenListSchema } from "../token/token.contract.ts";
import { commentTranslationSchema, langDetectResponseSchema, langMapSchema, postTranslationSchema } from "../translation/translation.contract.ts";

/** Each route ("METHOD /path/:param") and the schemas of its answers by status. */
export const API_RESPONSES: Readonly<Record<string, Readonly<Record<number, z.ZodType>>>> = {
  "GET /api/auth/methods": { 200: signInMethodsSchema },
  "GET /api/behalf_post/collaborations": { 200: collaborationPageSchema },
  "PUT /api/behalf_post/collaborations": { 200: collaborationSchema },
  "DELETE /api/behalf_post/collaborations/:contentOwnerId": { 200: deletedSchema },
  "GET /api/behalf_post/collaborations/:contentOwnerId": { 200: collaborationSchema },
  "POST /api/behalf_post/collaborations/:contentOwnerId/notify_owner": { 200: collaborationSchema },
  "POST /api/behalf_post/collaborations/:contentOwnerId/status": { 200: collaborationSchema },
  "GET /api/behalf_post/feed": { 200: behalfFeedPageSchema },
  "GET /api/behalf_post/owner-candidates": { 200: ownerCandidateListSchema },
  "GET /api/behalf_post/owners": { 200: ownerPageSchema },
  "GET /api/behalf_post/owners/:contentOwnerId/channels": { 200: ownerChannelListSchema },
  "GET /api/blockword": { 200: blockwordListSchema },
  "PUT /api/blockword": { 200: blockwordListSchema },
  "POST /api/blockword/validate": { 200: blockwordValidateResponseSchema },
  "GET /api/bookmark2": { 200: bookmarkListSchema },
  "POST /api/bookmark2": { 200: bookmarkSchema },
  "DELETE /api/bookmark2/:bookmarkId": { 200: bookmarkDeletedSchema },
  "GET /api/campaign": { 200: campaignListSchema },
  "POST /api/campaign": { 200: campaignSchema },
  "GET /api/captcha/challenge": { 200: captchaChallengeSchema },
  "GET /api/channel": { 200: channelListResponseSchema },
  "POST /api/channel": { 200: channelSchema },
  "PUT /api/channel/:channelId": { 200: channelSchema },
  "PUT /api/channel/:channelId/status": { 200: channelSchema },
  "POST /api/channel/:channelId/subscriber/subscribe": { 200: bulkSubscribeResultSchema },
  "POST /api/channel/:channelId/subscriber/unsubscribe": { 200: bulkUnsubscribeResultSchema },
  "GET /api/channel/:id": { 200: channelSchema },
  "GET /api/channel/:id/subscriber/count": { 200: subscriberCountSchema },
  "GET /api/channel/:id/subscriber/list": { 200: subscriberPageSchema },
  "GET /api/comment": { 200: commentListSchema },
  "POST /api/comment": { 200: commentSchema },
  "PUT /api/comment": { 200: commentSchema },
  "DELETE /api/comment/:commentId": { 200: commentDeletedSchema },
  "PUT /api/comment/:commentId": { 200: commentSchema },
  "GET /api/company/:companyId/ai": { 200: aiSettingsSchema },
  "PUT /api/company/:companyId/ai": { 200: aiSettingsSchema },
  "GET /api/company/:companyId/ai/versions": { 200: aiVersionsSchema },
  "PUT /api/company/:companyId/channel/default": { 200: defaultChannelsResponseSchema },
  "PUT /api/company/:companyId/socnet": { 200: companySocnetSchema },
  "POST /api/company/:companyId/socnet/:name": { 200: companySocnetSchema },
  "PUT /api/company/:companyId/socnet/:name": { 200: companySocnetSchema },
  "GET /api/company/:companyId/utm": { 200: companyUtmSettingsSchema },
  "PUT /api/company/:companyId/utm": { 200: companyUtmSettingsSchema },
  "GET /api/config": { 200: configSchema },
  "POST /api/fulltext": { 200: fulltextSchema },
  "GET /api/group/:groupId/channel/default": { 200: defaultChannelsResponseSchema },
  "PUT /api/group/:groupId/channel/default": { 200: defaultChannelsResponseSchema },
  "POST /api/keycloak/idp/config": { 200: samlIdpSettingsSchema },
  "GET /api/keycloak/idp/metadata": { 200: keycloakSpMetadataSchema },
  "POST /api/lang/detect": { 200: langDetectResponseSchema },
  "GET /api/lang/map": { 200: langMapSchema },
  "PUT /api/lang/map": { 200: langMapSchema },
  "GET /api/like/:postId": { 200: likeDetailsSchema },
  "POST /api/like/:postId": { 200: likeStateSchema },
  "GET /api/mail/outbox": { 200: outboxPageSchema },
  "GET /api/mail/outbox/:mailId": { 200: outboxMailDetailSchema },
  "GET /api/media/:mediaId": { 200: mediaFileSchema },
  "POST /api/media/document": { 200: uploadedDocumentSchema },
  "POST /api/media/embed/validate": { 200: embedValidateSchema },
  "POST /api/media/image": { 200: uploadedImageSchema },
  "GET /api/media/link-preview": { 200: linkPreviewSchema },
  "POST /api/media/video": { 200: uploadedVideoSchema },
  "GET /api/notification": { 200: notificationPageSchema },
  "PUT /api/notification": { 200: notificationMarkReadResponseSchema },
  "GET /api/oauth2/client/:clientId": { 200: oauthClientPublicSchema },
  "PUT /api/onboarding/pages": { 200: onboardingPageListSchema },
  "GET /api/onboarding/pages/:companyId": { 200: onboardingPageListSchema },
  "PUT /api/onboarding/privacypolicy": { 200: privacyPolicySchema },
  "DELETE /api/onboarding/privacypolicy/:companyId": { 200: privacyPolicySchema },
  "GET /api/onboarding/privacypolicy/:companyId": { 200: privacyPolicySchema },
  "GET /api/onboarding/state": { 200: onboardingStateSchema },
  "GET /api/post3": { 200: feedPageSchema },
  "POST /api/post3": { 200: postWriteResponseSchema },
  "DELETE /api/post3/:postId": { 200: postDeleteResponseSchema },
  "GET /api/post3/:postId": { 200: postSchema },
  "PUT /api/post3/:postId": { 200: postWriteResponseSchema },
  "POST /api/post3/:postId/answersurvey": { 200: surveyAnsweredSchema },
  "PUT /api/post3/:postId/channel/:channelId/status": { 200: postWriteResponseSchema },
  "POST /api/post3/:postId/confirmread": { 200: readConfirmationSchema },
  "POST /api/post3/:postId/feedback": { 200: postFeedbackResponseSchema },
  "POST /api/post3/:postId/survey/answer": { 200: surveyAnsweredSchema },
  "GET /api/post3/:postId/survey/results": { 200: surveyResultsSchema },
  "GET /api/post3/counters": { 200: postCountersSchema },
  "GET /api/post3/topshared": { 200: topSharedResponseSchema },
  "GET /api/post3/widgets": { 200: widgetsResponseSchema },
  "GET /api/resource": { 200: resourceListSchema },
  "POST /api/resource": { 200: resourceSchema },
  "DELETE /api/resource/:resourceId": { 200: resourceDeletedSchema },
  "GET /api/resource/:resourceId": { 200: resourceSchema },
  "PUT /api/resource/:resourceId": { 200: resourceSchema },
  "GET /api/session": { 200: sessionProbeSchema },
  "PUT /api/session": { 200: session2Schema },
  "GET /api/session2": { 200: session2Schema },
  "GET /api/session2/user/enhancement": { 200: sessionEnhancementSchema },
  "GET /api/share": { 200: shareListSchema },
  "POST /api/share": { 200: shareCreateResponseSchema },
  "PUT /api/share": { 200: shareCreateResponseSchema },
  "DELETE /api/share/:shareId": { 200: shareSchema },
  "POST /api/share/ai_message": { 200: aiMessageResponseSchema },
  "POST /api/share/ai_message/similarity": { 200: aiSimilarityResponseSchema },
  "POST /api/share/smart": { 200: shareCreateResponseSchema },
  "GET /api/share/smart/queue/state": { 200: smartQueueStateSchema },
  "GET /api/socnet/connections": { 200: connectionListSchema },
  "GET /api/status": { 200: statusSchema },
  "POST /api/subdomain/check": { 200: subdomainCheckResponseSchema },
  "GET /api/token": { 200: tokenListSchema },
  "POST /api/token": { 200: createdTokenSchema },
  "GET /api/translation/comment/:commentId": { 200: commentTranslationSchema },
  "GET /api/translation/post/:postId": { 200: postTranslationSchema },
  "POST /api/unlike/:postId": { 200: likeStateSchema },
  "PUT /api/user": { 200: loginLinkResponseSchema },
  "PUT /api/user/channel/me/subscribe": { 200: channelSchema },
  "PUT /api/user/channel/me/unsubscribe": { 200: channelSchema },
  "GET /api/user/consent": { 200: consentSchema },
  "POST /api/user/consent": { 200: consentSchema },
  "GET /api/user/login-link/domains": { 200: loginLinkDomainsSchema },
  "DELETE /api/user/me": { 200: deleteMeResultSchema },
  "PUT /api/user/me": { 200: meSchema },
  "POST /api/user/me/event": { 200: userEventResultSchema },
  "PUT /api/user/me/group": { 200: myGroupResultSchema },
  "GET /api/user/me/language": { 200: platformLanguageSchema },
  "PUT /api/user/me/language": { 200: platformLanguageSchema },
  "GET /api/user/me/points": { 200: myPointsSchema },
  "GET /api/user/me/readlang": { 200: readLanguageSchema },
  "PUT /api/user/me/readlang": { 200: readLanguageSchema },
  "PUT /api/user/me/team": { 200: myTeamResultSchema },
  "GET /api/user/me/translation": { 200: translationSchema },
  "PUT /api/user/me/translation": { 200: translationSchema },
  "POST /api/user/password": { 200: passwordDoneSchema },
  "PUT /api/user/password": { 200: passwordDoneSchema },
  "POST /api/user/password/forget": { 200: passwordForgetResponseSchema },
  "POST /api/user/password/reset": { 200: passwordDoneSchema },
  "POST /api/user/password/strength": { 200: passwordStrengthSchema },
  "GET /api/user/readers/:postId": { 200: readerListSchema },
  "POST /api/user/recovery": { 200: recoveryResponseSchema },
  "POST /api/user/register": { 200: registerResponseSchema },
  "PUT /api/user/register/reminder": { 200: registerResponseSchema },
  "GET /api/video/play/issue-cookie": { 200: okSchema },
  "GET /auth/mobile/redirect": { 200: mobileRedirectSchema },
  "POST /auth/password": { 200: passwordLoginResponseSchema },
  "POST /oauth2/token": { 200: oauthTokenResponseSchema, 400: oauthErrorSchema, 401: oauthErrorSchema },
  "PUT /saml/api/idp": { 200: samlIdpSettingsSchema },
};

/** Routes whose answer schema is written inline in the server: the fake server checks only that they exist. */
export const API_ROUTES_INLINE: readonly string[] = [
  "DELETE /api/campaign/:id",
  "GET /api/lang",
  "GET /api/lang/translation-targets",
  "GET /api/post3/:postId/confirmations/export",
  "GET /api/post3/:postId/survey/export/csv",
  "POST /api/post3/:postId/tracker",
  "DELETE /api/socnet/:network/connection",
  "DELETE /api/token",
  "GET /api/video/file/:mediaId",
  "GET /auth/link/:token",
  "POST /auth/mobile/login",
  "GET /auth/out",
  "POST /auth/out/force/:userId",
  "GET /get/image/:token/:protocol/*",
  "GET /images/*",
  "GET /media/:token/*",
  "GET /oauth/:network/auth",
  "GET /oauth/:network/callback",
  "GET /oauth/:network/connect",
  "GET /oauth/:network/connect/callback",
  "GET /oauth2/authorize",
  "GET /s/:shortCode",
  "POST /saml/sp/acs",
  "GET /saml/sp/metadata",
  "GET /saml/sp/select",
];
