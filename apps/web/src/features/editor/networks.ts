import { hasLab, LABS, type LabHolder } from "@chorus/shared/labs/labs";
import { mediaNameOf, shareableNetworks } from "@chorus/shared/share/network.rules";
import type { EditorValues } from "./editor-values.ts";
import { hasAnimatedImage } from "./editor-values.ts";

/** Offered when the company lists no networks of its own. */
export const DEFAULT_NETWORKS = ["linkedin", "twitter", "facebook", "xing"] as const;

interface NetworkSession extends LabHolder {
  company: LabHolder["company"] & { SocnetOrderedSet: readonly { Name: string }[] };
}

/**
 * The networks a post of this type may offer (core §5 'Network limits by type', shared rules):
 * the company's networks in its order, minus those the type, an animated image or the web platform exclude.
 */
export function offeredNetworks(
  session: NetworkSession,
  values: Pick<EditorValues, "type" | "imageList" | "linkedinVideoUrn">,
): string[] {
  const company = session.company.SocnetOrderedSet.map((entry) => mediaNameOf(entry.Name));
  const candidates = company.length > 0 ? company : [...DEFAULT_NETWORKS];
  const labs = LABS.filter((lab) => hasLab(session, lab));
  return shareableNetworks(
    candidates,
    {
      type: values.type,
      hasAnimatedImage: hasAnimatedImage(values),
      linkedinVideoUrn: values.linkedinVideoUrn,
    },
    { labs, platform: "web" },
  );
}
