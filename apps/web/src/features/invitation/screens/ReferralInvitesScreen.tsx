import { InvitationListScreen } from "./InvitationListScreen.tsx";

/** /user/referrals: referral invites with reminders. */
export default function ReferralInvitesScreen() {
  return <InvitationListScreen kind="referral" />;
}
