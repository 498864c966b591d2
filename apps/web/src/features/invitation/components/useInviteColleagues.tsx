import { isManager } from "@chorus/shared/access/roles";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useSession } from "../../session/index.ts";
import { useReferralSetup } from "../api.ts";

// The wizards load when someone opens one, not with the navbar that offers them.
const AdvancedInviteModal = lazy(() =>
  import("./AdvancedInviteModal.tsx").then((m) => ({ default: m.AdvancedInviteModal })),
);
const ReferralInviteModal = lazy(() =>
  import("./ReferralInviteModal.tsx").then((m) => ({ default: m.ReferralInviteModal })),
);

/**
 * 'Invite colleagues' (access §2): managers and group admins start in the advanced wizard (and
 * may switch to referral invites); others get the referral modal, offered only when their group
 * lets them invite. The modals are rendered by the caller outside any menu, so they outlive it.
 */
export function useInviteColleagues(): { canInvite: boolean; open(): void; modals: ReactNode } {
  const { session } = useSession();
  const advanced = isManager(session.role) || session.role === "group_admin";
  const referralSetup = useReferralSetup(!advanced);
  const [open, setOpen] = useState<"advanced" | "referral" | null>(null);
  return {
    canInvite: advanced || referralSetup.data?.canInvite === true,
    open: () => setOpen(advanced ? "advanced" : "referral"),
    modals: open && (
      <Suspense fallback={null}>
        {advanced && open === "advanced" && (
          <AdvancedInviteModal
            opened
            onClose={() => setOpen(null)}
            onSwitchToReferral={() => setOpen("referral")}
          />
        )}
        {open === "referral" && (
          <ReferralInviteModal opened onClose={() => setOpen(null)} inviterRole={session.role} />
        )}
      </Suspense>
    ),
  };
}
