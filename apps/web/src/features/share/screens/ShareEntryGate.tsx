import { Outlet, useLocation, useNavigate } from "react-router";
import { FullPageLoader } from "../../../lib/FullPageLoader.tsx";
import { useSessionProbe } from "../../session/index.ts";
import { SignInModal } from "../components/SignInModal.tsx";

/**
 * The share links (/sharepost/…, /preview/{postId}/{socnet}) are public: a signed-in visitor goes on
 * to the share screen (below RequireSession); anyone else gets the sign-in modal, and comes back here.
 */
export function ShareEntryGate() {
  const location = useLocation();
  const navigate = useNavigate();
  const probe = useSessionProbe();
  if (probe.isPending) return <FullPageLoader />;
  if (probe.data?.isLoggedIn) return <Outlet />;
  return (
    <main id="main-content">
      <SignInModal returnTo={`${location.pathname}${location.search}`} onClose={() => navigate("/account")} />
    </main>
  );
}
