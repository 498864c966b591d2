import { z } from "zod";

/** Networks a user may sign in with over OpenID Connect (access §2, §7 'Social login'). */
export const SOCIAL_SIGN_IN_NETWORKS = ["google", "microsoft", "linkedin"] as const;
export const socialSignInNetworkSchema = z.enum(SOCIAL_SIGN_IN_NETWORKS);
export type SocialSignInNetwork = z.infer<typeof socialSignInNetworkSchema>;

/** GET /api/auth/methods: which buttons the login page shows for the host's company. */
export const signInMethodsSchema = z.object({
  networkList: z.array(socialSignInNetworkSchema),
  /** The company has a SAML identity provider: show the single sign-on button. */
  sso: z.boolean(),
  /** Password login is on for the company (always on when the host names no company). */
  password: z.boolean(),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

/**
 * The optional `oauthserver` parameters of GET /oauth/{network}/auth: the /authz request the
 * user returns to after signing in.
 */
export const oauthServerParamsSchema = z.object({
  oauthserver: z.string().max(20).optional(),
  client_name: z.string().max(200).optional(),
  client_id: z.string().max(200).optional(),
  redirect_uri: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  response_type: z.string().max(50).optional(),
});

/**
 * Why a social or single sign-on attempt ended on the login page: `/account?error=<code>`.
 * The login page shows the message.
 */
export const SIGN_IN_ERRORS = {
  social_state_invalid: "The sign-in took too long or was already used. Please try again.",
  social_denied: "The sign-in was cancelled at the provider.",
  social_failed: "We could not verify your sign-in with the provider. Please try again.",
  social_unavailable: "The sign-in provider cannot be reached right now. Please try again later.",
  social_email_unverified: "Your e-mail address is not verified with the provider.",
  user_not_found: "Email address is not associated with any account of the product.",
  user_limit_reached: "User limit reached",
  sso_not_configured: "Single sign-on is not set up for this company.",
  sso_failed: "We could not verify your single sign-on. Please try again.",
  sso_email_missing: "Your identity provider did not send an e-mail address.",
} as const;
export type SignInErrorCode = keyof typeof SIGN_IN_ERRORS;
export const signInErrorCodeSchema = z.enum(
  Object.keys(SIGN_IN_ERRORS) as [SignInErrorCode, ...SignInErrorCode[]],
);
