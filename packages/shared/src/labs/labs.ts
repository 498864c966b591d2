/** Labs (feature flags) of core §6 and access §2, per company (smarpLabList) or per user (smarpFeatureMap). */
export const LABS = [
  "video_sharing_lab",
  "video_linkedin_sharing_lab",
  "email_newsletters_lab",
  "saml_other_login_methods_lab",
  "simple_profile_lab",
  "web_shortcuts_lab",
  "email_recruit_box",
  "group_admin_importing_lab",
  "post_on_behalf_content_owner_approval_lab",
  "employee_directory_lab",
  "saml",
  "keycloak_saml_lab",
  "sms_authentication_lab",
  "group_admin_newsletters_lab",
  "notify_users_repeatedly_lab",
  "feed_filter_lab",
  "activation_prompts_for_users_lab",
  "new_video_lab",
  "feature_post_in_email_lab",
  "company_utm_lab",
  "intergroup_accessibility_lab",
  "homescreen_admin_lab",
  "session_timeout_lab",
  "csrf_token_lab",
  "document_post_lab",
  "sharing_message_selection_lab",
  "group_self_registration_lab",
  "access_token_lab",
  "machine_translations_lab",
  "social_feed_lab",
] as const;
export type Lab = (typeof LABS)[number];

export interface LabHolder {
  company: { smarpLabList: readonly string[] };
  user: { smarpFeatureMap: Readonly<Record<string, boolean>> };
}

/** A lab is on when the company lists it or the user's feature map switches it on. */
export const hasLab = (s: LabHolder, lab: Lab): boolean =>
  s.company.smarpLabList.includes(lab) || s.user.smarpFeatureMap[lab] === true;
