/** A sign-in network's name as people write it ("linkedin" → "LinkedIn", "google" → "Google"). */
export const networkLabel = (network: string) =>
  network === "linkedin" ? "LinkedIn" : network.charAt(0).toUpperCase() + network.slice(1);
