import { AI_LOCATIONS, AI_VERSIONS, type AiProvider } from "./ai.contract.ts";

/** The company AI settings as they would be saved (the key only as present or not). */
export interface AiSettingsDraft {
  isEnabled: boolean;
  provider: AiProvider | null;
  version: string | null;
  location: string | null;
  project: string | null;
  endpoint: string | null;
  deployment: string | null;
  hasApiKey: boolean;
}

/**
 * What is wrong with the settings, as "field: message", or null. Values must come from the
 * provider's enumerations; switching AI on needs everything that provider's call needs.
 */
export function aiSettingsProblem(s: AiSettingsDraft): string | null {
  const { provider } = s;
  if (provider) {
    const versions = AI_VERSIONS[provider];
    if (s.version && !versions.includes(s.version))
      return `version: ${provider} versions are ${versions.join(", ")}`;
    const locations = AI_LOCATIONS[provider];
    if (s.location && !locations.includes(s.location))
      return locations.length > 0
        ? `location: ${provider} locations are ${locations.join(", ")}`
        : `location: only Vertex has a location`;
  }
  if (!s.isEnabled) return null;
  if (!provider) return "provider: choose a provider to enable AI suggestions";
  if (!s.version) return "version: choose a version to enable AI suggestions";
  if (provider === "Vertex" && !s.location) return "location: Vertex needs a location";
  if (provider === "Vertex" && !s.project) return "project: Vertex needs the Google Cloud project";
  if ((provider === "Azure Open AI" || provider === "Haiilo AI") && !s.endpoint)
    return `endpoint: ${provider} needs its endpoint URL`;
  if (provider === "Azure Open AI" && !s.deployment)
    return "deployment: Azure Open AI needs the deployment name";
  if (!s.hasApiKey) return "apiKey: an API key is needed to enable AI suggestions";
  return null;
}
