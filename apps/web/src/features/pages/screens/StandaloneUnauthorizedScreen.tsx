import { PublicFrame } from "../components/PublicFrame.tsx";
import { UnauthorizedScreen } from "./UnauthorizedScreen.tsx";

/** /unauthorized opened directly: the same message, outside the signed-in layout. */
export function StandaloneUnauthorizedScreen() {
  return (
    <PublicFrame>
      <UnauthorizedScreen />
    </PublicFrame>
  );
}
