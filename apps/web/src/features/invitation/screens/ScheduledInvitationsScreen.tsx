import { InvitationListScreen } from "./InvitationListScreen.tsx";

/** /user/launch: advanced invites, 'Scheduled invitations'. */
export default function ScheduledInvitationsScreen() {
  return <InvitationListScreen kind="launch" />;
}
