/** What other features may use from invitations. */
export { invitationKeys, useQueueCount } from "./api.ts";
export { AdvancedInviteModal } from "./components/AdvancedInviteModal.tsx";
export { ReferralInviteModal } from "./components/ReferralInviteModal.tsx";
export { UserPagesNav } from "./components/UserPagesNav.tsx";
export { useInviteColleagues } from "./components/useInviteColleagues.tsx";
